import Box from '@mui/material/Box'
import type { MouseEvent, ReactNode } from 'react'
import { visuallyHidden } from './visuallyHidden.ts'

export interface PageLayoutProps {
  /** TopNav (a sticky <header>) and CategoryBar. */
  header: ReactNode
  footer: ReactNode
  /** MobileBottomBar (and the SearchOverlay it opens). */
  bottomBar?: ReactNode
  children: ReactNode
}

/** The frame of every page: a "Skip to content" link, the header, <main id="main">, the footer. */
export function PageLayout({ header, footer, bottomBar, children }: PageLayoutProps) {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      <Box
        component="a"
        href="#main"
        // Move focus ourselves: a hash change would also poke the app router and the URL.
        onClick={(event: MouseEvent) => {
          const main = document.getElementById('main')
          if (!main) return
          event.preventDefault()
          main.focus()
        }}
        sx={{
          ...visuallyHidden,
          '&:focus': {
            clip: 'auto',
            width: 'auto',
            height: 'auto',
            margin: 0,
            position: 'fixed',
            top: 8,
            left: 8,
            zIndex: 2000,
            px: 2,
            py: 1,
            borderRadius: 1,
            bgcolor: 'background.paper',
            color: 'primary.main',
            fontWeight: 700,
            boxShadow: 3,
            outline: '2px solid',
            outlineColor: 'primary.main',
          },
        }}
      >
        Skip to content
      </Box>
      {/* No wrapper: TopNav's AppBar is the <header> landmark and sticks to the top of this column. */}
      {header}
      {/* tabIndex -1 lets the skip link move focus here, not only scroll. At least a screen tall, so the
          footer starts below the first screen: a page whose content arrives after its first paint would
          otherwise push a footer the shopper already sees out of view (a layout shift of a quarter of a
          phone's screen on the home page). */}
      <Box
        component="main"
        id="main"
        tabIndex={-1}
        sx={{ flex: 1, minHeight: '100vh', outline: 'none', pb: { xs: 9, md: 0 } }}
      >
        {children}
      </Box>
      {footer}
      {bottomBar}
    </Box>
  )
}
