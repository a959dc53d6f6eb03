import AccountBalanceWalletOutlined from '@mui/icons-material/AccountBalanceWalletOutlined'
import CardGiftcardOutlined from '@mui/icons-material/CardGiftcardOutlined'
import DashboardOutlined from '@mui/icons-material/DashboardOutlined'
import FolderSharedOutlined from '@mui/icons-material/FolderSharedOutlined'
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined'
import Logout from '@mui/icons-material/Logout'
import StarBorderOutlined from '@mui/icons-material/StarBorderOutlined'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogTitle from '@mui/material/DialogTitle'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemButton from '@mui/material/ListItemButton'
import ListItemIcon from '@mui/material/ListItemIcon'
import ListItemText from '@mui/material/ListItemText'
import ListSubheader from '@mui/material/ListSubheader'
import { Fragment, type ReactNode, useId, useState } from 'react'
import { visuallyHiddenSx } from '../VisuallyHidden/VisuallyHidden.tsx'

/** The sections of My Account; MyAcDefault is the dashboard, shown when none is named. */
export type AccountSection =
  | 'MyAcDefault'
  | 'my-orders'
  | 'personal-information'
  | 'address'
  | 'whishlist'
  | 'RatingandReview'
  | 'questions'
  | 'wallet'
  | 'refer-and-earn'
  | 'affiliate-dashboard'

interface Entry {
  section: AccountSection
  label: string
}

interface Group {
  heading: string
  icon: ReactNode
  /** A group with one entry and no heading row is a single link-like entry (My Orders, Wallet). */
  entries: Entry[]
  single?: boolean
}

export const ACCOUNT_GROUPS: Group[] = [
  {
    heading: 'My Dashboard',
    icon: <DashboardOutlined />,
    single: true,
    entries: [{ section: 'MyAcDefault', label: 'My Dashboard' }],
  },
  {
    heading: 'My Orders',
    icon: <Inventory2Outlined />,
    single: true,
    entries: [{ section: 'my-orders', label: 'My Orders' }],
  },
  {
    heading: 'Account Info',
    icon: <FolderSharedOutlined />,
    entries: [
      { section: 'personal-information', label: 'Personal Information' },
      { section: 'address', label: 'Addresses' },
    ],
  },
  {
    heading: 'My Stuff',
    icon: <StarBorderOutlined />,
    entries: [
      { section: 'whishlist', label: 'Wishlist' },
      { section: 'RatingandReview', label: 'My Ratings & Reviews' },
      { section: 'questions', label: 'My Question & Answers' },
    ],
  },
  {
    heading: 'Wallet',
    icon: <AccountBalanceWalletOutlined />,
    single: true,
    entries: [{ section: 'wallet', label: 'Wallet' }],
  },
  {
    heading: 'Reward Area',
    icon: <CardGiftcardOutlined />,
    entries: [
      { section: 'refer-and-earn', label: 'Refer & Earn' },
      { section: 'affiliate-dashboard', label: 'Affiliate Dashboard' },
    ],
  },
]

export interface AccountSidebarProps {
  /** The section shown now (marked aria-current). */
  active: AccountSection | null
  onSelect: (section: AccountSection) => void
  /** Called after the logout question is answered Yes. */
  onLogout: () => void
  /** The question Logout asks first (the storefront passes the contract's wording). */
  logoutConfirmText?: string
  /** Sections that are built; any other is disabled and described as "Coming soon". Every one by default. */
  available?: readonly AccountSection[]
}

const EVERY_SECTION: readonly AccountSection[] = ACCOUNT_GROUPS.flatMap((group) =>
  group.entries.map((entry) => entry.section),
)

/** The My Account navigation: the dashboard, the document's sections and Logout, which asks first. */
export function AccountSidebar({
  active,
  onSelect,
  onLogout,
  logoutConfirmText = 'Do you want to logout !',
  available = EVERY_SECTION,
}: AccountSidebarProps) {
  const soonId = useId()
  const dialogTitleId = useId()
  const [confirming, setConfirming] = useState(false)

  const entryButton = (entry: Entry, icon: ReactNode | null, inset: boolean) => {
    const ready = available.includes(entry.section)
    const current = active === entry.section
    return (
      <ListItem key={entry.section} disablePadding>
        <ListItemButton
          selected={current}
          aria-current={current ? 'page' : undefined}
          disabled={!ready}
          aria-describedby={ready ? undefined : soonId}
          onClick={() => onSelect(entry.section)}
          sx={{ pl: inset ? 7 : 2, borderRadius: 1.5, '&.Mui-disabled': { opacity: 0.6 } }}
        >
          {icon ? <ListItemIcon sx={{ color: 'primary.main' }}>{icon}</ListItemIcon> : null}
          <ListItemText
            primary={entry.label}
            slotProps={{ primary: { sx: { fontWeight: current ? 700 : 500 } } }}
          />
        </ListItemButton>
      </ListItem>
    )
  }

  return (
    <Box component="nav" aria-label="My Account" sx={{ width: '100%' }}>
      <Box id={soonId} component="span" sx={visuallyHiddenSx}>
        Coming soon
      </Box>
      <List disablePadding sx={{ display: 'grid', gap: 0.25 }}>
        {ACCOUNT_GROUPS.map((group) =>
          group.single ? (
            <Fragment key={group.heading}>
              {entryButton(group.entries[0] as Entry, group.icon, false)}
            </Fragment>
          ) : (
            <Box component="li" key={group.heading} sx={{ listStyle: 'none' }}>
              <List
                disablePadding
                aria-labelledby={`${soonId}-${group.heading.replace(/\W/g, '')}`}
                subheader={
                  <ListSubheader
                    id={`${soonId}-${group.heading.replace(/\W/g, '')}`}
                    disableSticky
                    sx={{
                      display: 'flex',
                      alignItems: 'center',
                      gap: 2,
                      px: 2,
                      color: 'text.secondary',
                      fontWeight: 700,
                      lineHeight: 2.6,
                      textTransform: 'uppercase',
                      fontSize: '0.78rem',
                      letterSpacing: '0.04em',
                      bgcolor: 'transparent',
                    }}
                  >
                    <Box component="span" aria-hidden sx={{ display: 'inline-flex', color: 'primary.main' }}>
                      {group.icon}
                    </Box>
                    {group.heading}
                  </ListSubheader>
                }
              >
                {group.entries.map((entry) => entryButton(entry, null, true))}
              </List>
            </Box>
          ),
        )}
        <ListItem disablePadding sx={{ mt: 1, pt: 1, borderTop: 1, borderColor: 'divider' }}>
          <ListItemButton onClick={() => setConfirming(true)} sx={{ borderRadius: 1.5 }}>
            <ListItemIcon sx={{ color: 'error.main' }}>
              <Logout />
            </ListItemIcon>
            <ListItemText primary="Logout" />
          </ListItemButton>
        </ListItem>
      </List>
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
