import { EMPTY_CART_MESSAGE } from '@haat/contract/core'
import ShoppingCartOutlined from '@mui/icons-material/ShoppingCartOutlined'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'

/**
 * "Your Cart Is Empty" with a line saying what to do and one way on: the cart page and the cart's
 * checkout both end here when nothing can be ordered, so they look alike.
 */
export function EmptyCartNotice({ text, href, action }: { text: string; href: string; action: string }) {
  return (
    <Box
      sx={{
        display: 'grid',
        justifyItems: 'center',
        gap: 1.5,
        py: 5,
        px: 2,
        textAlign: 'center',
        borderRadius: '10px',
        border: 1,
        borderColor: 'border.main',
        bgcolor: 'background.paper',
      }}
    >
      <ShoppingCartOutlined aria-hidden sx={{ fontSize: 56, color: 'primary.main' }} />
      <Typography variant="h2" sx={{ fontSize: '1.2rem' }}>
        {EMPTY_CART_MESSAGE}
      </Typography>
      <Typography color="text.secondary">{text}</Typography>
      <Button href={href} variant="contained" size="large">
        {action}
      </Button>
    </Box>
  )
}
