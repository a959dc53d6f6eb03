import ImageNotSupportedOutlined from '@mui/icons-material/ImageNotSupportedOutlined'
import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import CardActionArea from '@mui/material/CardActionArea'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { cutText } from '../../format/index.ts'
import { Price } from '../Price/index.ts'
import { RatingStars } from '../RatingStars/index.ts'
import { StockLabel } from '../StockLabel/index.ts'

/** The specification cuts a new arrival card's description to 102 characters (document 1, 2.13). */
export const NEW_ARRIVAL_DESCRIPTION_MAX = 102

export interface NewArrivalProductCardProps {
  /** The variant's product page, /product-page/{variantId}. */
  href: string
  name: string
  imageUrl: string
  /** The full description: the card shows its first 102 characters and an ellipsis. */
  description: string
  /** Original price in rupees. */
  price: number
  /** Price the shopper pays, in rupees. */
  offerPrice: number
  /** Average rating from 0 to 5 on five stars; 0 shows "No ratings yet". */
  rating: number
  /** Number of ratings, shown next to the stars when given. */
  ratingCount?: number
  stock: number
  /** The "Sponsored" tag over the picture (every card of a new-arrival collection shows it). */
  sponsored?: boolean
}

/**
 * A product of a new-arrival collection: picture with the "Sponsored" tag, name, the description cut to
 * 102 characters, five stars and the price. The whole card is one link to the variant's product page.
 */
export function NewArrivalProductCard({
  href,
  name,
  imageUrl,
  description,
  price,
  offerPrice,
  rating,
  ratingCount,
  stock,
  sponsored = true,
}: NewArrivalProductCardProps) {
  const [imageFailed, setImageFailed] = useState(false)
  const outOfStock = stock <= 0
  const shown = cutText(description.trim(), NEW_ARRIVAL_DESCRIPTION_MAX)
  return (
    <Card
      sx={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        borderRadius: '10px',
        bgcolor: 'background.paper',
        transition: 'box-shadow 150ms ease',
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
              loading="lazy"
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
                }}
              >
                Out of Stock
              </Box>
            </Box>
          )}
          {/* After the overlay, so the tag stays readable on an out-of-stock card. */}
          {sponsored && (
            <Box
              component="span"
              sx={{
                position: 'absolute',
                top: 8,
                left: 8,
                px: 0.75,
                py: 0.25,
                borderRadius: '6px',
                fontSize: '0.7rem',
                fontWeight: 700,
                lineHeight: 1.4,
                bgcolor: '#eceff1',
                color: '#37474f',
              }}
            >
              Sponsored
            </Box>
          )}
        </Box>
        <Box sx={{ p: 1.5, display: 'flex', flexDirection: 'column', gap: 0.75, flex: 1 }}>
          <Typography
            component="p"
            title={name}
            sx={{
              m: 0,
              fontSize: '0.9rem',
              fontWeight: 600,
              lineHeight: 1.35,
              color: 'text.primary',
              display: '-webkit-box',
              WebkitLineClamp: 2,
              WebkitBoxOrient: 'vertical',
              overflow: 'hidden',
              overflowWrap: 'anywhere',
            }}
          >
            {name}
          </Typography>
          {shown !== '' && (
            <Typography
              component="p"
              data-testid="new-arrival-description"
              sx={{
                m: 0,
                fontSize: '0.8rem',
                lineHeight: 1.4,
                color: 'text.secondary',
                overflowWrap: 'anywhere',
              }}
            >
              {shown}
            </Typography>
          )}
          <RatingStars value={rating} count={ratingCount} size="sm" />
          <Box sx={{ mt: 'auto' }}>
            <Price price={price} offerPrice={offerPrice} size="sm" />
          </Box>
          {!outOfStock && <StockLabel stock={stock} />}
        </Box>
      </CardActionArea>
    </Card>
  )
}
