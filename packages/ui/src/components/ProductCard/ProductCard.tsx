import FavoriteBorderRounded from '@mui/icons-material/FavoriteBorderRounded'
import FavoriteRounded from '@mui/icons-material/FavoriteRounded'
import ImageNotSupportedOutlined from '@mui/icons-material/ImageNotSupportedOutlined'
import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import CardActionArea from '@mui/material/CardActionArea'
import IconButton from '@mui/material/IconButton'
import Typography from '@mui/material/Typography'
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
}

// The card's countdown runs from "any time before now": a product in a running offer has started.
const OFFER_STARTED: TimestampLike = { _seconds: 0, _nanoseconds: 0 }

const badgeColors: Record<ProductBadge, { bg: string; fg: string }> = {
  'Best Seller': { bg: '#fff3e0', fg: '#8a3b00' },
  Sponsored: { bg: '#eceff1', fg: '#37474f' },
  New: { bg: '#e8f5e9', fg: '#1b5e20' },
}

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
}: ProductCardProps) {
  const [imageFailed, setImageFailed] = useState(false)
  const outOfStock = stock <= 0
  const stars =
    'average' in rating
      ? { value: rating.average, count: rating.count }
      : { value: averageRating(rating), count: ratingTotal(rating) }
  const shownDescription = description ? cutText(description.trim(), descriptionMax) : ''
  return (
    <Card
      sx={{
        position: 'relative',
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        borderRadius: '10px',
        bgcolor: 'background.paper',
        transition: 'box-shadow 150ms ease, transform 150ms ease',
        '&:hover': { boxShadow: '0 6px 20px rgba(74, 20, 140, 0.12)' },
        '&:focus-within': { boxShadow: '0 6px 20px rgba(74, 20, 140, 0.12)' },
      }}
    >
      <CardActionArea
        href={href}
        sx={{
          flex: 1,
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'stretch',
          justifyContent: 'flex-start',
          borderRadius: 'inherit',
          '&.Mui-focusVisible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: '-3px' },
        }}
      >
        <Box
          sx={{
            position: 'relative',
            aspectRatio: '1 / 1',
            bgcolor: '#f7f5fa',
            borderRadius: '10px 10px 0 0',
            overflow: 'hidden',
          }}
        >
          {imageFailed || !imageUrl ? (
            <Box
              sx={{
                position: 'absolute',
                inset: 0,
                display: 'grid',
                placeItems: 'center',
                color: 'text.secondary',
              }}
            >
              <ImageNotSupportedOutlined aria-hidden sx={{ fontSize: 48 }} />
            </Box>
          ) : (
            <Box
              component="img"
              src={imageUrl}
              alt=""
              loading={priority ? 'eager' : 'lazy'}
              fetchPriority={priority ? 'high' : 'auto'}
              decoding="async"
              onError={() => setImageFailed(true)}
              sx={{
                position: 'absolute',
                inset: 0,
                width: '100%',
                height: '100%',
                objectFit: 'contain',
                p: 1.5,
                boxSizing: 'border-box',
                filter: outOfStock ? 'grayscale(0.6)' : undefined,
              }}
            />
          )}
          {outOfStock && (
            <Box
              data-testid="out-of-stock-overlay"
              sx={{
                position: 'absolute',
                inset: 0,
                display: 'grid',
                placeItems: 'center',
                bgcolor: 'rgba(255, 255, 255, 0.6)',
              }}
            >
              <Box
                component="span"
                sx={{
                  px: 1.5,
                  py: 0.5,
                  borderRadius: '6px',
                  bgcolor: 'rgba(31, 26, 36, 0.88)',
                  color: '#fff',
                  fontSize: '0.85rem',
                  fontWeight: 700,
                  letterSpacing: '0.02em',
                }}
              >
                Out of Stock
              </Box>
            </Box>
          )}
          {/* After the overlay, so the badges stay readable on an out-of-stock card. */}
          {badges.length > 0 && (
            <Box
              sx={{
                position: 'absolute',
                top: 8,
                left: 8,
                display: 'flex',
                flexDirection: 'column',
                gap: 0.5,
              }}
            >
              {badges.map((badge) => (
                <Box
                  key={badge}
                  component="span"
                  sx={{
                    px: 0.75,
                    py: 0.25,
                    borderRadius: '6px',
                    fontSize: '0.7rem',
                    fontWeight: 700,
                    lineHeight: 1.4,
                    width: 'fit-content',
                    bgcolor: badgeColors[badge].bg,
                    color: badgeColors[badge].fg,
                  }}
                >
                  {badge}
                </Box>
              ))}
            </Box>
          )}
        </Box>
        <Box sx={{ p: 1.5, display: 'flex', flexDirection: 'column', gap: 0.75, flex: 1 }}>
          {storeName !== undefined && (
            <Typography
              component="p"
              noWrap
              sx={{ m: 0, fontSize: '0.75rem', color: 'text.secondary', fontWeight: 500 }}
            >
              {storeName ?? 'Store Name Unavailable'}
            </Typography>
          )}
          <Typography
            component="p"
            title={name}
            sx={{
              m: 0,
              fontSize: '0.9rem',
              fontWeight: 500,
              lineHeight: 1.35,
              color: 'text.primary',
              display: '-webkit-box',
              WebkitLineClamp: 2,
              WebkitBoxOrient: 'vertical',
              overflow: 'hidden',
              textOverflow: 'ellipsis',
              overflowWrap: 'anywhere',
              minHeight: '2.7em',
            }}
          >
            {name}
          </Typography>
          {shownDescription !== '' && (
            <Typography
              component="p"
              data-testid="product-description"
              sx={{
                m: 0,
                fontSize: '0.8rem',
                lineHeight: 1.4,
                color: 'text.secondary',
                overflowWrap: 'anywhere',
              }}
            >
              {shownDescription}
            </Typography>
          )}
          <RatingStars
            value={stars.value}
            count={stars.count !== undefined && stars.count > 0 ? stars.count : undefined}
            size="sm"
          />
          {verified && (
            <Typography
              component="p"
              sx={{ m: 0, fontSize: '0.75rem', fontWeight: 600, color: 'success.dark' }}
            >
              <span aria-hidden>✓ </span>Verified
            </Typography>
          )}
          <Box sx={{ mt: 'auto' }}>
            <Price price={price} offerPrice={offerPrice} size="sm" />
          </Box>
          {!outOfStock && <StockLabel stock={stock} />}
          {offer && (
            <Box sx={{ fontSize: '0.8rem', lineHeight: 1.35 }}>
              <Typography
                component="p"
                sx={{ m: 0, fontSize: 'inherit', fontWeight: 700, color: 'primary.main' }}
              >
                {offer.title}
              </Typography>
              <Typography component="p" sx={{ m: 0, fontSize: 'inherit', color: 'text.secondary' }}>
                {offer.description}
              </Typography>
            </Box>
          )}
          {countdownEnd && (
            <Box>
              <Countdown start={OFFER_STARTED} end={countdownEnd} prefix="Ends in" now={now} />
            </Box>
          )}
        </Box>
      </CardActionArea>
      {wishlist && (
        <IconButton
          onClick={wishlist.onToggle}
          loading={wishlist.state === 'loading'}
          aria-label={
            wishlist.state === 'on'
              ? 'Remove from wishlist'
              : wishlist.state === 'loading'
                ? 'Updating wishlist'
                : 'Add to wishlist'
          }
          size="small"
          sx={{
            position: 'absolute',
            top: 8,
            right: 8,
            bgcolor: '#fff',
            boxShadow: '0 1px 4px rgba(0, 0, 0, 0.16)',
            color: wishlist.state === 'on' ? 'error.main' : 'text.secondary',
            '&:hover': { bgcolor: '#fff', color: 'error.main' },
            '&.Mui-focusVisible': {
              outline: '3px solid',
              outlineColor: 'primary.main',
              outlineOffset: '2px',
            },
            '&.Mui-disabled': { bgcolor: '#fff' },
          }}
        >
          {wishlist.state === 'on' ? (
            <FavoriteRounded fontSize="small" data-testid="wishlist-on" />
          ) : (
            <FavoriteBorderRounded fontSize="small" />
          )}
        </IconButton>
      )}
    </Card>
  )
}
