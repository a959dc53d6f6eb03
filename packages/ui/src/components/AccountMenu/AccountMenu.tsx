import AccountCircleIcon from '@mui/icons-material/AccountCircle'
import BusinessIcon from '@mui/icons-material/Business'
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown'
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

/**
 * The account menu of the top bar. A visitor gets Sign In, Sign In B2B and Sign Up; a shopper sees
 * their name with My Profile and Logout (confirmed in a dialog).
 */
export function AccountMenu({ user, b2bUrl, onLogout }: AccountMenuProps) {
  const menuId = useId()
  const buttonId = useId()
  const dialogTitleId = useId()
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  const [confirming, setConfirming] = useState(false)
  const open = anchor !== null
  const close = () => setAnchor(null)

  return (
    <>
      <Button
        id={buttonId}
        color="inherit"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        startIcon={user ? <AccountCircleIcon /> : <PersonOutlineIcon />}
        endIcon={<KeyboardArrowDownIcon sx={{ display: { xs: 'none', md: 'inline-block' } }} />}
        sx={{
          minWidth: 0,
          px: { xs: 1, md: 1.5 },
          whiteSpace: 'nowrap',
          '& .MuiButton-startIcon': { mr: { xs: 0, md: 1 }, ml: { xs: 0, md: -0.5 } },
        }}
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
