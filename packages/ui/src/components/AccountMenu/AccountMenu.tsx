import AccountCircleIcon from '@mui/icons-material/AccountCircle'
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown'
import PersonOutlineIcon from '@mui/icons-material/PersonOutlined'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import { lazy, Suspense } from 'react'
import { menuTriggerSx, useLazyMenuTrigger } from '../PageLayout/menuTrigger.ts'
import { visuallyHidden, visuallyHiddenBelow } from '../PageLayout/visuallyHidden.ts'

export interface AccountMenuUser {
  name: string
}

export interface AccountMenuProps {
  /** The signed-in shopper, or null for a visitor. */
  user: AccountMenuUser | null
  /** The external business (B2B) sign-in site; opens in a new tab. */
  b2bUrl: string
  /** Called after the shopper confirms "Are you sure you want to log out?" with Yes. */
  onLogout: () => void
}

// The menu and its logout dialog load on first open (or when the pointer or focus reaches the button):
// MUI's Menu is about 15 kB gzip that every page would otherwise download before its first paint.
const preloadPopup = () => import('./AccountMenuPopup.tsx')
const AccountMenuPopup = lazy(async () => ({ default: (await preloadPopup()).AccountMenuPopup }))

/**
 * The account menu of the top bar. A visitor gets Sign In, Sign In B2B and Sign Up; a shopper sees
 * their name with My Profile and Logout (confirmed in a dialog).
 */
export function AccountMenu({ user, b2bUrl, onLogout }: AccountMenuProps) {
  const { menuId, buttonId, anchor, everOpened, buttonProps, close } = useLazyMenuTrigger(preloadPopup)

  return (
    <>
      <Button
        {...buttonProps}
        startIcon={user ? <AccountCircleIcon /> : <PersonOutlineIcon />}
        endIcon={<KeyboardArrowDownIcon sx={{ display: { xs: 'none', md: 'inline-block' } }} />}
        sx={menuTriggerSx}
      >
        {user ? (
          <Box
            component="span"
            sx={[
              { display: 'block', maxWidth: 150, overflow: 'hidden', textOverflow: 'ellipsis' },
              visuallyHiddenBelow('md'),
            ]}
            title={user.name}
          >
            <Box component="span" sx={visuallyHidden}>
              {'Account, '}
            </Box>
            {user.name}
          </Box>
        ) : (
          <Box component="span" sx={visuallyHiddenBelow('md')}>
            Sign In
          </Box>
        )}
      </Button>
      {everOpened && (
        <Suspense fallback={null}>
          <AccountMenuPopup
            menuId={menuId}
            buttonId={buttonId}
            anchor={anchor}
            onClose={close}
            user={user}
            b2bUrl={b2bUrl}
            onLogout={onLogout}
          />
        </Suspense>
      )}
    </>
  )
}
