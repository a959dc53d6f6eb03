import MenuIcon from '@mui/icons-material/Menu'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import Drawer from '@mui/material/Drawer'
import Typography from '@mui/material/Typography'
import { type ReactNode, useState } from 'react'
import {
  type AccountSection,
  AccountSidebar,
  type AccountSidebarProps,
} from '../AccountSidebar/AccountSidebar.tsx'

export interface AccountLayoutProps extends AccountSidebarProps {
  /** The shopper's name, greeted above the menu. */
  userName?: string
  children: ReactNode
}

/**
 * My Account: the sidebar beside the section on wide screens; on phones the sidebar is an off-canvas
 * drawer behind an "Open account menu" button, closed again when a section is chosen.
 */
export function AccountLayout({ userName, children, onSelect, ...sidebar }: AccountLayoutProps) {
  const [open, setOpen] = useState(false)
  const select = (section: AccountSection) => {
    setOpen(false)
    onSelect(section)
  }
  const greeting = userName ? (
    <Typography component="p" sx={{ px: 2, pb: 1.5, fontWeight: 700, wordBreak: 'break-word' }}>
      <Box
        component="span"
        sx={{ display: 'block', fontWeight: 400, fontSize: '0.85rem', color: 'text.secondary' }}
      >
        Hello,
      </Box>
      {userName}
    </Typography>
  ) : null

  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: '280px 1fr' },
        gap: { xs: 2, md: 3 },
        alignItems: 'start',
        // Side margins on a phone and a desktop: the sidebar and the section never touch the screen's edges.
        maxWidth: 1440,
        mx: 'auto',
        px: { xs: 2, md: 3 },
        py: { xs: 2, md: 3 },
      }}
    >
      <Box sx={{ display: { xs: 'block', md: 'none' } }}>
        <Button
          variant="outlined"
          startIcon={<MenuIcon />}
          onClick={() => setOpen(true)}
          aria-expanded={open}
        >
          Open account menu
        </Button>
        <Drawer
          open={open}
          onClose={() => setOpen(false)}
          slotProps={{ paper: { sx: { width: 290, pt: 2, px: 1 }, 'aria-label': 'Account menu' } }}
        >
          {greeting}
          <AccountSidebar {...sidebar} onSelect={select} />
        </Drawer>
      </Box>
      <Card sx={{ display: { xs: 'none', md: 'block' }, py: 2, px: 1 }}>
        {greeting}
        <AccountSidebar {...sidebar} onSelect={select} />
      </Card>
      <Box sx={{ minWidth: 0 }}>{children}</Box>
    </Box>
  )
}
