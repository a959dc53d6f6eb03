import AppleIcon from '@mui/icons-material/Apple'
import ShopIcon from '@mui/icons-material/Shop'
import ListItemIcon from '@mui/material/ListItemIcon'
import ListItemText from '@mui/material/ListItemText'
import Menu from '@mui/material/Menu'
import MenuItem from '@mui/material/MenuItem'
import type { ReactNode } from 'react'
import type { DownloadAppMenuProps } from './DownloadAppMenu.tsx'

export interface DownloadAppMenuPopupProps extends DownloadAppMenuProps {
  menuId: string
  buttonId: string
  /** The trigger button while the menu is open, null while it is closed. */
  anchor: HTMLElement | null
  onClose: () => void
}

/**
 * The open part of DownloadAppMenu. Its own module so that MUI's Menu loads when the menu is first
 * opened, not before first paint.
 */
export function DownloadAppMenuPopup({
  menuId,
  buttonId,
  anchor,
  onClose,
  playStoreUrl,
  appStoreUrl,
}: DownloadAppMenuPopupProps) {
  const open = anchor !== null
  const close = onClose
  return (
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
