import ChevronRight from '@mui/icons-material/ChevronRight'
import Logout from '@mui/icons-material/Logout'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogTitle from '@mui/material/DialogTitle'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemButton from '@mui/material/ListItemButton'
import ListItemText from '@mui/material/ListItemText'
import Paper from '@mui/material/Paper'
import Skeleton from '@mui/material/Skeleton'
import Typography from '@mui/material/Typography'
import { useId, useState } from 'react'
import { formatRupees, groupIndian } from '../../format/index.ts'

export interface AccountSummaryLink {
  label: string
  href: string
}

export interface AccountSummaryPanelProps {
  name: string
  /** The shopper's coin balance and wallet balance in rupees; null while they load. */
  coins: number | null
  walletBalance: number | null
  links: readonly AccountSummaryLink[]
  /** The question Logout asks before it signs the shopper out. */
  logoutConfirmText: string
  onLogout: () => void
}

/**
 * The signed-in shopper's side panel as a page: who they are, what they hold (coins and the wallet) and
 * the way to each part of their account. The account area's entry on a phone.
 */
export function AccountSummaryPanel({
  name,
  coins,
  walletBalance,
  links,
  logoutConfirmText,
  onLogout,
}: AccountSummaryPanelProps) {
  const [confirming, setConfirming] = useState(false)
  const dialogTitleId = useId()
  return (
    <Box sx={{ display: 'grid', gap: 2, maxWidth: 560, mx: 'auto' }}>
      <Typography component="h1" sx={{ fontSize: 24, fontWeight: 700, overflowWrap: 'anywhere' }}>
        {`Hello, ${name}`}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 2 }}>
        <Balance label="Coins" testId="side-coins" value={coins === null ? null : groupIndian(coins)} />
        <Balance
          label="Wallet balance"
          testId="side-wallet"
          value={walletBalance === null ? null : formatRupees(walletBalance)}
        />
      </Box>
      <Paper variant="outlined" component="nav" aria-label="Your account">
        <List disablePadding>
          {links.map((link) => (
            <ListItem key={link.href} disablePadding divider>
              <ListItemButton component="a" href={link.href}>
                <ListItemText primary={link.label} slotProps={{ primary: { sx: { fontWeight: 600 } } }} />
                <ChevronRight aria-hidden="true" />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </Paper>
      <Button
        variant="outlined"
        color="primary"
        startIcon={<Logout />}
        onClick={() => setConfirming(true)}
        sx={{ justifySelf: 'start' }}
      >
        Logout
      </Button>
      <Dialog open={confirming} onClose={() => setConfirming(false)} aria-labelledby={dialogTitleId}>
        <DialogTitle id={dialogTitleId}>{logoutConfirmText}</DialogTitle>
        <DialogActions>
          <Button onClick={() => setConfirming(false)}>No</Button>
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
    </Box>
  )
}

function Balance({ label, value, testId }: { label: string; value: string | null; testId: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography sx={{ fontSize: 14, color: 'text.secondary' }}>{label}</Typography>
      {value === null ? (
        <Skeleton variant="text" sx={{ fontSize: 24, width: '60%' }} />
      ) : (
        <Typography data-testid={testId} sx={{ fontSize: 24, fontWeight: 700 }}>
          {value}
        </Typography>
      )}
    </Paper>
  )
}
