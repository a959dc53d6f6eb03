import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown'
import PhoneIphoneIcon from '@mui/icons-material/PhoneIphone'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import { lazy, Suspense } from 'react'
import { menuTriggerSx, useLazyMenuTrigger } from '../PageLayout/menuTrigger.ts'
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
  const { menuId, buttonId, anchor, everOpened, buttonProps, close } = useLazyMenuTrigger(preloadPopup)

  return (
    <>
      <Button
        {...buttonProps}
        startIcon={<PhoneIphoneIcon />}
        endIcon={<KeyboardArrowDownIcon sx={{ display: { xs: 'none', md: 'inline-block' } }} />}
        sx={menuTriggerSx}
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
            onClose={close}
            playStoreUrl={playStoreUrl}
            appStoreUrl={appStoreUrl}
          />
        </Suspense>
      )}
    </>
  )
}
