import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown'
import PhoneIphoneIcon from '@mui/icons-material/PhoneIphone'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import { lazy, Suspense, useId, useState } from 'react'
import { visuallyHiddenBelow } from '../PageLayout/visuallyHidden.ts'

export interface DownloadAppMenuProps {
  /** Google Play listing; null while the app is not published (the menu says "Coming soon"). */
  playStoreUrl: string | null
  /** App Store listing; null while the app is not published. */
  appStoreUrl: string | null
}

// The menu loads on first open (or when the pointer or focus reaches the button): MUI's Menu is about
// 15 kB gzip that every page would otherwise download before its first paint.
const preloadPopup = () => import('./DownloadAppMenuPopup.tsx')
const DownloadAppMenuPopup = lazy(async () => ({ default: (await preloadPopup()).DownloadAppMenuPopup }))

/** "Download App" menu of the top bar. On phones the button shows only its icon. */
export function DownloadAppMenu({ playStoreUrl, appStoreUrl }: DownloadAppMenuProps) {
  const menuId = useId()
  const buttonId = useId()
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  // Mounted from the first open on, so the closing transition plays and focus returns to the button.
  const [everOpened, setEverOpened] = useState(false)
  const open = anchor !== null

  return (
    <>
      <Button
        id={buttonId}
        color="inherit"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={(event) => {
          setAnchor(event.currentTarget)
          setEverOpened(true)
        }}
        onPointerEnter={preloadPopup}
        onFocus={preloadPopup}
        startIcon={<PhoneIphoneIcon />}
        endIcon={<KeyboardArrowDownIcon sx={{ display: { xs: 'none', md: 'inline-block' } }} />}
        sx={{
          minWidth: 0,
          whiteSpace: 'nowrap',
          px: { xs: 1, md: 1.5 },
          '& .MuiButton-startIcon': { mr: { xs: 0, md: 1 }, ml: { xs: 0, md: -0.5 } },
        }}
      >
        <Box component="span" sx={visuallyHiddenBelow('md')}>
          Download App
        </Box>
      </Button>
      {everOpened && (
        <Suspense fallback={null}>
          <DownloadAppMenuPopup
            menuId={menuId}
            buttonId={buttonId}
            anchor={anchor}
            onClose={() => setAnchor(null)}
            playStoreUrl={playStoreUrl}
            appStoreUrl={appStoreUrl}
          />
        </Suspense>
      )}
    </>
  )
}
