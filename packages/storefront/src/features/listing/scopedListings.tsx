import type { ListingSort } from '@haat/contract/core'
import type { SortOption } from '@haat/ui'
import { useParams } from 'react-router-dom'
import { useDocumentTitle } from '../../app/useDocumentTitle.ts'
import { ListingScreen } from '../../shared/listing/ListingScreen.tsx'
import type { ListingRequest } from '../../shared/listing/listingApi.ts'
import { PRICE_SORTS } from '../../shared/listing/listingView.ts'
import { useListing } from '../../shared/listing/useListing.ts'

interface ScopedListingProps {
  request: Omit<ListingRequest, 'params'>
  title: string
  /** The current page's crumb label (defaults to the title). */
  crumb?: string
  emptyText: string
  emptyHint?: string
  sortOptions?: readonly SortOption[]
  defaultSort?: ListingSort
}

/** A listing of one scope (a deal, a store, a brand, new arrivals) with the shared filters and pages. */
function ScopedListing({
  request,
  title,
  crumb,
  emptyText,
  emptyHint,
  sortOptions = PRICE_SORTS,
  defaultSort,
}: ScopedListingProps) {
  useDocumentTitle(title)
  const listing = useListing(request, { defaultSort })
  return (
    <ListingScreen
      listing={listing}
      title={title}
      crumbs={[{ label: 'Home', href: '/' }, { label: crumb ?? title }]}
      emptyText={emptyText}
      emptyHint={emptyHint}
      sortOptions={sortOptions}
    />
  )
}

const ITEM_TITLES: Record<string, string> = {
  'top-deals': 'Top Deals',
  'limited-time-offer': 'Limited Time Offer',
  'new-arrivals': 'New Arrivals',
  'discount-for-you': 'Discounts For You',
  brand: 'Brand Products',
}

/** /all-products/{type}/{itemId}: the products of one home-page item (a deal with several products). */
export function ItemProductsRoute() {
  const { type = '', itemId = '' } = useParams()
  const title = ITEM_TITLES[type] ?? 'Products'
  return (
    <ScopedListing
      request={{ call: 'itemProducts', pathParams: { itemId }, scope: { type } }}
      title={title}
      emptyText="No products available"
    />
  )
}

/** /discout-for-you/{discountId}: the products of one "Discounts For You" tile. */
export function DiscountProductsRoute() {
  const { discountId = '' } = useParams()
  return (
    <ScopedListing
      request={{ call: 'discountProducts', pathParams: { id: discountId } }}
      title="Discounts For You"
      crumb="Discount for you"
      emptyText="No Products Found"
      emptyHint="Try adjusting your filters or search terms"
    />
  )
}

/** /topbrand-products-page/{brandId}: a top brand's products under the brand's name. */
export function TopBrandProductsRoute() {
  const { brandId = '' } = useParams()
  const listing = useListing({ call: 'brandWiseProducts', pathParams: { brandId } })
  const brandName =
    listing.brands.find((brand) => brand.brandId === brandId)?.brandName ??
    listing.products[0]?.brand ??
    'Top Brand Products'
  useDocumentTitle(brandName)
  return (
    <ListingScreen
      listing={listing}
      title={brandName}
      crumbs={[{ label: 'Home', href: '/' }, { label: brandName }]}
      emptyText="No Products Found"
      emptyHint="Try adjusting your filters or search terms"
      sortOptions={PRICE_SORTS}
    />
  )
}
