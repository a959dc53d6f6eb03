import FavoriteBorderRounded from '@mui/icons-material/FavoriteBorderRounded'
import FavoriteRounded from '@mui/icons-material/FavoriteRounded'
import ImageNotSupportedOutlined from '@mui/icons-material/ImageNotSupportedOutlined'
import IconButton from '@mui/material/IconButton'
import Link from '@mui/material/Link'
import { styled, type Theme } from '@mui/material/styles'
import { useState } from 'react'
import {
  averageRating,
  cutText,
  type RatingCounts,
  ratingTotal,
  type TimestampLike,
} from '../../format/index.ts'
import { Countdown } from '../Countdown/index.ts'
import { Price } from '../Price/index.ts'
import { RatingStars } from '../RatingStars/index.ts'
import { StockLabel } from '../StockLabel/index.ts'

export type ProductBadge = 'Best Seller' | 'Sponsored' | 'New'

/** A new arrival card cuts its description to 102 characters (docs/product.md, "Constants"). */
export const NEW_ARRIVAL_DESCRIPTION_MAX = 102

/**
 * A product's rating: the five star counts, or an average from 0 to 5 (0 shows "No ratings yet") with
 * the number of ratings when known.
 */
export type ProductCardRating = RatingCounts | { average: number; count?: number }

export interface WishlistControl {
  /** 'on': in the wishlist (filled red heart); 'loading': a change is in flight. */
  state: 'off' | 'on' | 'loading'
  onToggle: () => void
}

export interface ProductCardProps {
  href: string
  name: string
  imageUrl: string
  /**
   * A card of the first row the page paints: its picture loads at once with high priority (it is likely the
   * page's largest paint); the others load lazily as they near the screen.
   */
  priority?: boolean
  /** Original price in rupees. */
  price: number
  /** Price the shopper pays, in rupees. */
  offerPrice: number
  rating: ProductCardRating
  stock: number
  storeName?: string | null
  /** Shown under the name, cut to `descriptionMax` characters and an ellipsis. */
  description?: string
  /** Characters of the description the card shows; NEW_ARRIVAL_DESCRIPTION_MAX (102) unless given. */
  descriptionMax?: number
  badges?: ProductBadge[]
  /** Leave out to hide the heart (e.g. a visitor who is not signed in, if the page prefers that). */
  wishlist?: WishlistControl
  /** Shows a "Verified" mark under the rating (e.g. the product's brand is verified). */
  verified?: boolean
  /** A limited-time offer's title and description, shown under the price. */
  offer?: { title: string; description: string }
  /** End of the product's limited-time offer: an "Ends in HH:MM:SS" countdown under the price. */
  countdownEnd?: TimestampLike | null
  /** Clock of the countdown in epoch milliseconds (stories pass a fixed one); defaults to Date.now. */
  now?: () => number
  /** The card's own element: 'li' when it is an item of a list (ProductGrid), so no wrapper is needed. */
  component?: 'div' | 'li'
}

// The card's countdown runs from "any time before now": a product in a running offer has started.
const OFFER_STARTED: TimestampLike = { _seconds: 0, _nanoseconds: 0 }

/** Each badge is painted with one of the theme's tone pairs (Badges below holds the colours). */
const badgeTone: Record<ProductBadge, 'warning' | 'slate' | 'success'> = {
  'Best Seller': 'warning',
  Sponsored: 'slate',
  New: 'success',
}

// A listing paints dozens of cards, so each is a handful of plain elements styled here rather than MUI's
// Card, CardActionArea and Typography wrappers: the card, one link holding the picture and the text, and
// the heart. The picture, the overlays and the text are the link's direct children.
const PAD = 12

const CardRoot = styled('div')(({ theme }) => ({
  position: 'relative',
  width: '100%',
  height: '100%',
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  overflow: 'hidden',
  borderRadius: 10,
  border: `1px solid ${theme.vars.palette.border.main}`,
  backgroundColor: theme.vars.palette.background.paper,
  color: theme.vars.palette.text.primary,
  transition: 'box-shadow 150ms ease, transform 150ms ease',
  '&:hover, &:focus-within': { boxShadow: theme.vars.customShadows.hover },
}))

const CardLink = styled(Link)(({ theme }) => ({
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  gap: 6,
  padding: `0 ${PAD}px ${PAD}px`,
  color: 'inherit',
  textDecoration: 'none',
  borderRadius: 'inherit',
  outline: 0,
  // The hover and focus tint over the whole card that CardActionArea painted with an extra element.
  '&::after': {
    content: '""',
    position: 'absolute',
    inset: 0,
    borderRadius: 'inherit',
    backgroundColor: 'currentColor',
    opacity: 0,
    pointerEvents: 'none',
    transition: 'opacity 250ms cubic-bezier(0.4, 0, 0.2, 1)',
  },
  '&:hover': { textDecoration: 'none' },
  '&:hover::after': { opacity: 0.04 },
  '&:focus-visible, &.Mui-focusVisible': {
    outline: `3px solid ${(theme.vars ?? theme).palette.primary.main}`,
    outlineOffset: -3,
  },
  '&:focus-visible::after, &.Mui-focusVisible::after': { opacity: 0.12 },
  // The price sits at the foot of the card, so prices line up along a row of cards.
  '& > [data-testid="price"]': { marginTop: 'auto' },
  // A flex item would stretch the countdown's tinted line across the card.
  '& > [role="timer"]': { alignSelf: 'flex-start' },
}))

// The picture spans the card's width: it reaches over the link's side padding.
const mediaSx = (theme: Theme) =>
  ({
    display: 'block',
    width: `calc(100% + ${2 * PAD}px)`,
    height: 'auto',
    aspectRatio: '1 / 1',
    margin: `0 -${PAD}px ${PAD / 2}px`,
    backgroundColor: theme.vars.palette.surface.muted,
    borderRadius: '10px 10px 0 0',
    boxSizing: 'border-box',
  }) as const

const Picture = styled('img')(({ theme }) => ({ ...mediaSx(theme), objectFit: 'contain', padding: PAD }))

const NoPicture = styled('span')(({ theme }) => ({
  ...mediaSx(theme),
  display: 'grid',
  placeItems: 'center',
  color: (theme.vars ?? theme).palette.text.secondary,
}))

/** Covers the picture: absolutely placed over the link's first square. */
const overImageSx = { position: 'absolute', top: 0, left: 0, right: 0, aspectRatio: '1 / 1' } as const

const OutOfStockOverlay = styled('span')(({ theme }) => ({
  ...overImageSx,
  display: 'grid',
  placeItems: 'center',
  backgroundColor: theme.vars.palette.overlay.glassSoft,
  '& > span': {
    padding: '4px 12px',
    borderRadius: 6,
    backgroundColor: theme.vars.palette.overlay.scrim,
    color: theme.vars.palette.onDark.main,
    fontSize: '0.85rem',
    fontWeight: 700,
    lineHeight: 1.5,
    letterSpacing: '0.02em',
  },
}))

const Badges = styled('span')(({ theme }) => ({
  position: 'absolute',
  top: 8,
  left: 8,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: 4,
  '& > span': {
    padding: '2px 6px',
    borderRadius: 6,
    fontSize: '0.7rem',
    fontWeight: 700,
    lineHeight: 1.4,
  },
  ...Object.fromEntries(
    Object.values(badgeTone).map((tone) => [
      `& > [data-tone="${tone}"]`,
      { backgroundColor: theme.vars.palette.tone[tone].bg, color: theme.vars.palette.tone[tone].fg },
    ]),
  ),
}))

const Text = styled('p')({ margin: 0, fontSize: '0.9rem', lineHeight: 1.5, overflowWrap: 'anywhere' })

const StoreLine = styled(Text)(({ theme }) => ({
  fontSize: '0.75rem',
  fontWeight: 500,
  color: (theme.vars ?? theme).palette.text.secondary,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  overflowWrap: 'normal',
}))

const NameLine = styled(Text)({
  fontWeight: 500,
  lineHeight: 1.35,
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  minHeight: '2.7em',
})

const DescriptionLine = styled(Text)(({ theme }) => ({
  fontSize: '0.8rem',
  lineHeight: 1.4,
  color: (theme.vars ?? theme).palette.text.secondary,
}))

const VerifiedLine = styled(Text)(({ theme }) => ({
  fontSize: '0.75rem',
  fontWeight: 600,
  color: (theme.vars ?? theme).palette.success.dark,
}))

const OfferLines = styled('p')(({ theme }) => ({
  margin: 0,
  fontSize: '0.8rem',
  lineHeight: 1.5,
  color: (theme.vars ?? theme).palette.text.secondary,
  '& > strong': { display: 'block', fontWeight: 700, color: (theme.vars ?? theme).palette.primary.main },
}))

const heartSx = {
  position: 'absolute',
  top: 8,
  right: 8,
  bgcolor: 'background.paper',
  boxShadow: (t: Theme) => t.vars.customShadows.raised,
  '&:hover': { bgcolor: 'background.paper', color: 'error.main' },
  '&.Mui-focusVisible': {
    outline: '3px solid',
    outlineColor: 'primary.main',
    outlineOffset: '2px',
  },
  '&.Mui-disabled': { bgcolor: 'background.paper' },
} as const

/**
 * A product in a grid or carousel: the whole card is one link, the wishlist heart a separate button
 * laid over it (a button inside a link would be invalid). It fills its container's width.
 */
export function ProductCard({
  href,
  name,
  imageUrl,
  priority = false,
  price,
  offerPrice,
  rating,
  stock,
  storeName,
  description,
  descriptionMax = NEW_ARRIVAL_DESCRIPTION_MAX,
  badges = [],
  wishlist,
  verified = false,
  offer,
  countdownEnd,
  now,
  component = 'div',
}: ProductCardProps) {
  const [imageFailed, setImageFailed] = useState(false)
  const outOfStock = stock <= 0
  const stars =
    'average' in rating
      ? { value: rating.average, count: rating.count }
      : { value: averageRating(rating), count: ratingTotal(rating) }
  const shownDescription = description ? cutText(description.trim(), descriptionMax) : ''
  return (
    <CardRoot as={component}>
      <CardLink href={href} underline="none">
        {imageFailed || !imageUrl ? (
          <NoPicture>
            <ImageNotSupportedOutlined aria-hidden sx={{ fontSize: 48 }} />
          </NoPicture>
        ) : (
          <Picture
            src={imageUrl}
            alt=""
            // The square's size before the picture arrives, so nothing below it moves.
            width={300}
            height={300}
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : 'auto'}
            decoding="async"
            onError={() => setImageFailed(true)}
            style={outOfStock ? { filter: 'grayscale(0.6)' } : undefined}
          />
        )}
        {outOfStock && (
          <OutOfStockOverlay data-testid="out-of-stock-overlay">
            <span>Out of Stock</span>
          </OutOfStockOverlay>
        )}
        {/* After the overlay, so the badges stay readable on an out-of-stock card. */}
        {badges.length > 0 && (
          <Badges>
            {badges.map((badge) => (
              <span key={badge} data-tone={badgeTone[badge]}>
                {badge}
              </span>
            ))}
          </Badges>
        )}
        {storeName !== undefined && <StoreLine>{storeName ?? 'Store Name Unavailable'}</StoreLine>}
        <NameLine title={name}>{name}</NameLine>
        {shownDescription !== '' && (
          <DescriptionLine data-testid="product-description">{shownDescription}</DescriptionLine>
        )}
        <RatingStars
          value={stars.value}
          count={stars.count !== undefined && stars.count > 0 ? stars.count : undefined}
          size="sm"
        />
        {verified && (
          <VerifiedLine>
            <span aria-hidden>✓ </span>Verified
          </VerifiedLine>
        )}
        <Price price={price} offerPrice={offerPrice} size="sm" />
        {!outOfStock && <StockLabel stock={stock} />}
        {offer && (
          <OfferLines>
            <strong>{offer.title}</strong>
            {offer.description}
          </OfferLines>
        )}
        {countdownEnd && <Countdown start={OFFER_STARTED} end={countdownEnd} prefix="Ends in" now={now} />}
      </CardLink>
      {wishlist && (
        <IconButton
          onClick={wishlist.onToggle}
          // Only while loading: a boolean would keep two empty spans in every card for a spinner that
          // rarely shows (MUI keeps them to shield text children from page translators; the heart has none).
          loading={wishlist.state === 'loading' ? true : undefined}
          aria-label={
            wishlist.state === 'on'
              ? 'Remove from wishlist'
              : wishlist.state === 'loading'
                ? 'Updating wishlist'
                : 'Add to wishlist'
          }
          size="small"
          sx={{ ...heartSx, color: wishlist.state === 'on' ? 'error.main' : 'text.secondary' }}
        >
          {wishlist.state === 'on' ? (
            <FavoriteRounded fontSize="small" data-testid="wishlist-on" />
          ) : (
            <FavoriteBorderRounded fontSize="small" />
          )}
        </IconButton>
      )}
    </CardRoot>
  )
}
