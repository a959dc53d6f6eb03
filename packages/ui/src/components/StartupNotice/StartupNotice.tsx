import { keyframes } from '@emotion/react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'

export interface StartupNoticeProps {
  /** How long the store may take to start before the notice shows, in seconds (0: at once). */
  delaySeconds?: number
  /**
   * Whether the browser runs scripts. `auto` (the drawing in index.html) lets the browser's `scripting`
   * media feature decide; stories and tests name the case they show.
   */
  scripting?: 'auto' | 'enabled' | 'none'
}

/**
 * This very page, query included, as a link: an empty address. React drops an empty href, and HTML trims
 * the spaces around an address, so a lone space is the empty address.
 */
const THIS_PAGE = ' '

/** Makes the notice visible once its delay has passed: the browser does this alone, with no script. */
const reveal = keyframes`
  to {
    visibility: visible;
  }
`

/** The notice as a browser without scripts sees it: at once, and with the words for that case. */
const withoutScripts = {
  visibility: 'visible',
  animation: 'none',
  '& [data-case="slow"]': { display: 'none' },
  '& [data-case="no-script"]': { display: 'block' },
} as const

/**
 * What the page says while the store's code has not started: nothing at first; after `delaySeconds`, that
 * it is taking long, with a way to reload (the code may never come on a dropped connection); and at once,
 * when the browser runs no scripts, that the store needs them. It works without any script, since it is
 * drawn into the page before the app's code arrives, and the app's first render removes it. Its place is
 * kept while hidden, so its appearing moves nothing; where it sits is the page's choice.
 */
export function StartupNotice({ delaySeconds = 10, scripting = 'auto' }: StartupNoticeProps) {
  return (
    <Box
      sx={{
        maxWidth: 560,
        mx: 'auto',
        my: { xs: 4, md: 6 },
        px: 2,
        textAlign: 'center',
        ...(delaySeconds > 0
          ? { visibility: 'hidden', animation: `${reveal} 0s linear ${delaySeconds}s forwards` }
          : {}),
        '& [data-case="no-script"]': { display: 'none' },
        ...(scripting === 'none' ? withoutScripts : {}),
        ...(scripting === 'auto' ? { '@media (scripting: none)': withoutScripts } : {}),
      }}
    >
      <Box data-case="slow">
        <Typography variant="h2" component="p" sx={{ mb: 1 }}>
          Haat is taking longer than usual to open
        </Typography>
        <Typography component="p" sx={{ color: 'text.secondary', mb: 2.5 }}>
          On a slow connection this can take a little while. If nothing changes, check your connection and
          reload the page.
        </Typography>
      </Box>
      <Box data-case="no-script">
        <Typography variant="h2" component="p" sx={{ mb: 1 }}>
          Haat needs JavaScript to show products and take orders
        </Typography>
        <Typography component="p" sx={{ color: 'text.secondary', mb: 2.5 }}>
          Turn on JavaScript in your browser's settings, then reload the page.
        </Typography>
      </Box>
      {/* A plain anchor, so it reloads with or without scripts; the app's router link would read the
          address as a path. */}
      <Button variant="contained" component="a" href={THIS_PAGE}>
        Reload page
      </Button>
    </Box>
  )
}
