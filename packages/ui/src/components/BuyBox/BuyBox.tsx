import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Link from '@mui/material/Link'
import { styled } from '@mui/material/styles'
import type { ReactNode } from 'react'
import type { ProductBadge, WishlistControl } from '../ProductCard/index.ts'
import { RatingStars } from '../RatingStars/index.ts'
import { WishlistButton } from '../WishlistButton/index.ts'

export interface BuyBoxProps {
  name: string
  /** The brand's name and page. */
  brand?: { name: string; href: string } | null
  /** The average (0 to 5) and number of ratings. */
  rating: { average: number; count: number }
  /** Where the rating links to, e.g. "#reviews"; plain text without it. */
  ratingHref?: string
  badges?: Extract<ProductBadge, 'Best Seller' | 'Sponsored'>[]
  /** Units in stock; 0 or less: out of stock, both buttons off and the notice shown. */
  stock: number
  /** Already in the cart: Add to Cart becomes a Go to Cart link. */
  inCart: boolean
  cartHref: string
  /** Add to Cart is held (e.g. for a few seconds after a click, or while it is sent). */
  addToCartDisabled?: boolean
  addingToCart?: boolean
  onAddToCart: () => void
  onBuyNow: () => void
  /** Leave out to hide the heart. */
  wishlist?: WishlistControl
  outOfStockText?: string
  /** What goes between the rating and the buttons: price, stock, delivery check... */
  children?: ReactNode
}

/** Each badge's tone (a background and text pair of the theme). */
const badgeTone = { 'Best Seller': 'warning', Sponsored: 'slate' } as const

const Badge = styled('span')({
  padding: '2px 8px',
  borderRadius: 6,
  fontSize: '0.75rem',
  fontWeight: 700,
  lineHeight: 1.5,
})

const Title = styled('h1')(({ theme }) => ({
  margin: 0,
  fontSize: '1.35rem',
  fontWeight: 700,
  lineHeight: 1.35,
  overflowWrap: 'anywhere',
  [theme.breakpoints.up('md')]: { fontSize: '1.6rem' },
}))

/**
 * The buying column of a product page: labels, name (the page's h1), brand link, rating summary, the
 * caller's price and delivery parts, then Add to Cart (Go to Cart once in the cart), Buy Now and the
 * wishlist heart; out of stock turns the buttons off and says so.
 */
export function BuyBox({
  name,
  brand,
  rating,
  ratingHref,
  badges = [],
  stock,
  inCart,
  cartHref,
  addToCartDisabled = false,
  addingToCart = false,
  onAddToCart,
  onBuyNow,
  wishlist,
  outOfStockText = 'This product is currently out of stock.',
  children,
}: BuyBoxProps) {
  const outOfStock = stock <= 0
  const stars = <RatingStars value={rating.average} count={rating.count > 0 ? rating.count : undefined} />
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.25 }} data-testid="buy-box">
      {badges.length > 0 && (
        <Box sx={{ display: 'flex', gap: 1 }}>
          {badges.map((badge) => (
            <Badge
              key={badge}
              sx={{ bgcolor: `tone.${badgeTone[badge]}.bg`, color: `tone.${badgeTone[badge]}.fg` }}
            >
              {badge}
            </Badge>
          ))}
        </Box>
      )}
      {brand && (
        <Link href={brand.href} sx={{ fontWeight: 600, fontSize: '0.9rem', alignSelf: 'flex-start' }}>
          {brand.name}
        </Link>
      )}
      <Title>{name}</Title>
      {ratingHref && rating.count > 0 ? (
        <Link href={ratingHref} underline="hover" sx={{ alignSelf: 'flex-start', color: 'inherit' }}>
          {stars}
        </Link>
      ) : (
        <Box>{stars}</Box>
      )}
      {children}
      {outOfStock && (
        <Alert severity="warning" sx={{ mt: 0.5 }}>
          {outOfStockText}
        </Alert>
      )}
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', mt: 1 }}>
        {inCart ? (
          <Button href={cartHref} variant="outlined" size="large" sx={{ flex: 1, minHeight: 48 }}>
            Go to Cart
          </Button>
        ) : (
          <Button
            variant="outlined"
            size="large"
            onClick={onAddToCart}
            disabled={outOfStock || addToCartDisabled}
            loading={addingToCart}
            sx={{ flex: 1, minHeight: 48 }}
          >
            Add to Cart
          </Button>
        )}
        <Button
          variant="contained"
          size="large"
          onClick={onBuyNow}
          disabled={outOfStock}
          sx={{ flex: 1, minHeight: 48 }}
        >
          Buy Now
        </Button>
        {wishlist && <WishlistButton {...wishlist} />}
      </Box>
    </Box>
  )
}
