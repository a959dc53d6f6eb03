import type { NewArrival, NewArrivalProduct } from '@haat/contract'
import type { ProductCardProps } from '@haat/ui'
import { NEW_ARRIVALS_ALL } from '../../shared/links.ts'
import { cardOf } from '../../shared/listing/listingView.ts'

/** The title of /new-arrival and the fallback title of a collection the feed does not name. */
export const NEW_ARRIVALS_TITLE = 'New Arrivals'

/**
 * The props of @haat/ui's ProductCard for a product of a collection: the description (the card cuts it
 * to 102 characters, docs/product.md, Constants), the "Sponsored" tag and no store name. The screen adds
 * the wishlist heart, which every product card carries.
 */
export function newArrivalCardOf(product: NewArrivalProduct): ProductCardProps {
  return {
    ...cardOf(product),
    description: product.description,
    // Every card of a new-arrival collection carries the tag, whatever the product's own flags.
    badges: ['Sponsored'],
  }
}

/** A collection's title from the new-arrivals feed; "New Arrivals" when the feed does not name it. */
export function collectionTitle(arrivals: readonly NewArrival[] | undefined, newArrivalId: string): string {
  const title = arrivals?.find((arrival) => arrival.id === newArrivalId)?.title.trim()
  return title ? title : NEW_ARRIVALS_TITLE
}

/** The breadcrumbs of a collection: Home > New Arrivals > the collection. */
export function collectionCrumbs(title: string) {
  return [
    { label: 'Home', href: '/' },
    { label: NEW_ARRIVALS_TITLE, href: NEW_ARRIVALS_ALL },
    { label: title },
  ]
}
