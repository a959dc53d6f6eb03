import AppleIcon from '@mui/icons-material/Apple'
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown'
import PhoneIphoneIcon from '@mui/icons-material/PhoneIphone'
import ShopIcon from '@mui/icons-material/Shop'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import ListItemIcon from '@mui/material/ListItemIcon'
import ListItemText from '@mui/material/ListItemText'
import Menu from '@mui/material/Menu'
import MenuItem from '@mui/material/MenuItem'
import { type ReactNode, useId, useState } from 'react'
import { visuallyHiddenBelow } from '../PageLayout/visuallyHidden.ts'

export interface DownloadAppMenuProps {
  /** Google Play listing; null while the app is not published (the menu says "Coming soon"). */
  playStoreUrl: string | null
  /** App Store listing; null while the app is not published. */
  appStoreUrl: string | null
}

/** "Download App" menu of the top bar. On phones the button shows only its icon. */
export function DownloadAppMenu({ playStoreUrl, appStoreUrl }: DownloadAppMenuProps) {
  const menuId = useId()
  const buttonId = useId()
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
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
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={open}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ list: { 'aria-labelledby': buttonId, dense: false } }}
      >
        <StoreItem url={playStoreUrl} icon={<ShopIcon />} name="Google Play" onClick={close} />
        <StoreItem url={appStoreUrl} icon={<AppleIcon />} name="App Store" onClick={close} />
      </Menu>
    </>
  )
}

function StoreItem({
  url,
  icon,
  name,
  onClick,
}: {
  url: string | null
  icon: ReactNode
  name: string
  onClick: () => void
}) {
  if (url === null) {
    return (
      // Disabled, but at full opacity: "Coming soon" must stay readable.
      <MenuItem disabled sx={{ minWidth: 220, '&.Mui-disabled': { opacity: 1, color: 'text.secondary' } }}>
        <ListItemIcon>{icon}</ListItemIcon>
        <ListItemText primary={name} secondary="Coming soon" />
      </MenuItem>
    )
  }
  return (
    <MenuItem
      component="a"
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      onClick={onClick}
      sx={{ minWidth: 220 }}
    >
      <ListItemIcon>{icon}</ListItemIcon>
      <ListItemText primary={name} secondary="Opens in a new tab" />
    </MenuItem>
  )
}
