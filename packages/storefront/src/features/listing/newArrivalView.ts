import type { NewArrival, NewArrivalProduct } from '@haat/contract'
import { averageRating, type NewArrivalProductCardProps, ratingTotal } from '@haat/ui'
import { productHref } from './listingView.ts'

/** The title of /new-arrival and the fallback title of a collection the feed does not name. */
export const NEW_ARRIVALS_TITLE = 'New Arrivals'
export const NEW_ARRIVALS_HREF = '/new-arrival'

/** The props of @haat/ui's NewArrivalProductCard for a product of a collection (spec 2.13). */
export function newArrivalCardOf(product: NewArrivalProduct): NewArrivalProductCardProps {
  const counts = {
    oneRating: product.oneRating,
    twoRating: product.twoRating,
    threeRating: product.threeRating,
    fourRating: product.fourRating,
    fiveRating: product.fiveRating,
  }
  const total = ratingTotal(counts)
  return {
    href: productHref(product.productId),
    name: product.name,
    imageUrl: product.imageUrls[0] ?? '',
    description: product.description,
    price: product.price,
    offerPrice: product.offerPrice,
    rating: averageRating(counts),
    ratingCount: total > 0 ? total : undefined,
    stock: product.stock,
    // Every card of a new-arrival collection carries the tag (spec 2.13).
    sponsored: true,
  }
}

/** A collection's title from the new-arrivals feed; "New Arrivals" when the feed does not name it. */
export function collectionTitle(arrivals: readonly NewArrival[] | undefined, newArrivalId: string): string {
  const title = arrivals?.find((arrival) => arrival.id === newArrivalId)?.title.trim()
  return title ? title : NEW_ARRIVALS_TITLE
}

/** Home > New Arrivals > the collection (spec 2.13; document 2 section 2 for the crumbs). */
export function collectionCrumbs(title: string) {
  return [
    { label: 'Home', href: '/' },
    { label: NEW_ARRIVALS_TITLE, href: NEW_ARRIVALS_HREF },
    { label: title },
  ]
}
