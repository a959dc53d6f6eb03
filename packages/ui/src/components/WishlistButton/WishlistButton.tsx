import FavoriteBorderRounded from '@mui/icons-material/FavoriteBorderRounded'
import FavoriteRounded from '@mui/icons-material/FavoriteRounded'
import IconButton from '@mui/material/IconButton'
import type { WishlistControl } from '../ProductCard/ProductCard.tsx'

export interface WishlistButtonProps extends WishlistControl {}

/**
 * The wishlist heart beside a product page's buy buttons: outlined when the product is not on the
 * wishlist, filled red when it is, pressed-state and name telling the same to assistive technology.
 */
export function WishlistButton({ state, onToggle }: WishlistButtonProps) {
  const on = state === 'on'
  return (
    <IconButton
      onClick={onToggle}
      loading={state === 'loading' ? true : undefined}
      aria-pressed={on}
      aria-label={on ? 'Remove from wishlist' : state === 'loading' ? 'Updating wishlist' : 'Add to wishlist'}
      sx={{
        width: 48,
        height: 48,
        border: 1,
        borderColor: 'divider',
        color: on ? 'error.main' : 'text.secondary',
        '&:hover': { color: 'error.main' },
        '&.Mui-focusVisible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: '2px' },
      }}
    >
      {on ? <FavoriteRounded data-testid="wishlist-on" /> : <FavoriteBorderRounded />}
    </IconButton>
  )
}
