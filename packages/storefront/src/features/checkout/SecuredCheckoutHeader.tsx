import { SECURED_CHECKOUT_TEXT } from '@haat/contract/core'
import { Logo } from '@haat/ui'
import AccountCircleOutlined from '@mui/icons-material/AccountCircleOutlined'
import LockOutlined from '@mui/icons-material/LockOutlined'
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { pageSx } from '../../app/pageSx.ts'

/**
 * The single-product checkout's own header: the logo back home, Secured Checkout and the signed-in
 * shopper's name, nothing else to lead them away from paying (the page has no store header or footer).
 */
export function SecuredCheckoutHeader({ userName }: { userName: string | undefined }) {
  return (
    <Box component="header" sx={{ bgcolor: 'primary.main', color: 'onDark.main' }}>
      <Box
        sx={{
          ...pageSx,
          minHeight: 56,
          display: 'flex',
          alignItems: 'center',
          gap: { xs: 1, sm: 2 },
        }}
      >
        <Logo href="/" tone="onDark" />
        <Typography
          component="p"
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 0.5,
            fontWeight: 700,
            fontSize: { xs: '0.9rem', sm: '1rem' },
            letterSpacing: '0.02em',
            whiteSpace: 'nowrap',
          }}
        >
          <LockOutlined aria-hidden fontSize="small" />
          {SECURED_CHECKOUT_TEXT}
        </Typography>
        {userName && (
          <Typography
            component="p"
            data-testid="checkout-user"
            sx={{
              ml: 'auto',
              display: 'flex',
              alignItems: 'center',
              gap: 0.5,
              minWidth: 0,
              fontSize: '0.9rem',
            }}
          >
            <AccountCircleOutlined aria-hidden fontSize="small" />
            <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
              {userName}
            </Box>
          </Typography>
        )}
      </Box>
    </Box>
  )
}
