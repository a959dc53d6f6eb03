import { ProductCard } from '../ProductCard/index.ts'

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
 * A product of a new-arrival collection: a ProductCard with the "Sponsored" tag, the name, the
 * description cut to 102 characters, five stars and the price, without store name or wishlist heart.
 * The whole card is one link to the variant's product page. A grid of them is a ProductGrid of
 * ProductCard props (`description`, `badges: ['Sponsored']`).
 */
export function NewArrivalProductCard({
  rating,
  ratingCount,
  sponsored = true,
  ...card
}: NewArrivalProductCardProps) {
  return (
    <ProductCard
      {...card}
      rating={{ average: rating, count: ratingCount }}
      badges={sponsored ? ['Sponsored'] : []}
    />
  )
}
