import BusinessIcon from '@mui/icons-material/Business'
import LoginIcon from '@mui/icons-material/Login'
import LogoutIcon from '@mui/icons-material/Logout'
import OpenInNewIcon from '@mui/icons-material/OpenInNew'
import PersonAddAltIcon from '@mui/icons-material/PersonAddAlt'
import PersonOutlineIcon from '@mui/icons-material/PersonOutlined'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogTitle from '@mui/material/DialogTitle'
import Divider from '@mui/material/Divider'
import Link from '@mui/material/Link'
import ListItemIcon from '@mui/material/ListItemIcon'
import ListItemText from '@mui/material/ListItemText'
import Menu from '@mui/material/Menu'
import MenuItem from '@mui/material/MenuItem'
import { useId, useState } from 'react'
import { visuallyHidden } from '../PageLayout/visuallyHidden.ts'
import type { AccountMenuUser } from './AccountMenu.tsx'

export interface AccountMenuPopupProps {
  menuId: string
  buttonId: string
  /** The trigger button while the menu is open, null while it is closed. */
  anchor: HTMLElement | null
  onClose: () => void
  user: AccountMenuUser | null
  b2bUrl: string
  onLogout: () => void
}

/**
 * The open part of AccountMenu: the MUI Menu and the logout confirmation. Its own module so that it
 * (and MUI's Menu, Popover and Dialog) loads when the menu is first opened, not before first paint.
 */
export function AccountMenuPopup({
  menuId,
  buttonId,
  anchor,
  onClose,
  user,
  b2bUrl,
  onLogout,
}: AccountMenuPopupProps) {
  const dialogTitleId = useId()
  const [confirming, setConfirming] = useState(false)
  const open = anchor !== null
  const close = onClose

  return (
    <>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={open}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ list: { 'aria-labelledby': buttonId }, paper: { sx: { minWidth: 240 } } }}
      >
        {user
          ? [
              <Box
                key="who"
                component="li"
                role="presentation"
                sx={{ px: 2, pt: 1, pb: 1.25, color: 'text.secondary', fontSize: '0.85rem', maxWidth: 280 }}
              >
                Signed in as{' '}
                <Box component="strong" sx={{ color: 'text.primary', wordBreak: 'break-word' }}>
                  {user.name}
                </Box>
              </Box>,
              <Divider key="divider" component="li" role="presentation" />,
              <MenuItem
                key="profile"
                component={Link}
                href="/my-account"
                underline="none"
                color="inherit"
                onClick={close}
              >
                <ListItemIcon>
                  <PersonOutlineIcon />
                </ListItemIcon>
                <ListItemText primary="My Profile" />
              </MenuItem>,
              <MenuItem
                key="logout"
                onClick={() => {
                  close()
                  setConfirming(true)
                }}
              >
                <ListItemIcon>
                  <LogoutIcon />
                </ListItemIcon>
                <ListItemText primary="Logout" />
              </MenuItem>,
            ]
          : [
              <MenuItem
                key="signin"
                component={Link}
                href="/login"
                underline="none"
                color="inherit"
                onClick={close}
              >
                <ListItemIcon>
                  <LoginIcon />
                </ListItemIcon>
                <ListItemText primary="Sign In" />
              </MenuItem>,
              <MenuItem
                key="b2b"
                component="a"
                href={b2bUrl}
                target="_blank"
                rel="noopener noreferrer"
                onClick={close}
              >
                <ListItemIcon>
                  <BusinessIcon />
                </ListItemIcon>
                <ListItemText primary="Sign In B2B" />
                <OpenInNewIcon fontSize="small" aria-hidden sx={{ ml: 1, color: 'text.secondary' }} />
                <Box component="span" sx={visuallyHidden}>
                  (opens in a new tab)
                </Box>
              </MenuItem>,
              <MenuItem
                key="signup"
                component={Link}
                href="/sign-up-with-email"
                underline="none"
                color="inherit"
                onClick={close}
              >
                <ListItemIcon>
                  <PersonAddAltIcon />
                </ListItemIcon>
                <ListItemText primary="Sign Up" />
              </MenuItem>,
            ]}
      </Menu>

      <Dialog open={confirming} onClose={() => setConfirming(false)} aria-labelledby={dialogTitleId}>
        <DialogTitle id={dialogTitleId} component="h2" sx={{ fontSize: '1.1rem', pb: 1 }}>
          Are you sure you want to log out?
        </DialogTitle>
        <DialogActions sx={{ px: 3, pb: 2.5 }}>
          <Button variant="outlined" onClick={() => setConfirming(false)}>
            No
          </Button>
          <Button
            variant="contained"
            onClick={() => {
              setConfirming(false)
              onLogout()
            }}
          >
            Yes
          </Button>
        </DialogActions>
      </Dialog>
    </>
  )
}
