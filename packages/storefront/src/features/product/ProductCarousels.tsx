import { ListingCarousel } from '../../shared/listing/ListingCarousel.tsx'

/** The same category's best rated products, the page's own left out. */
export function SimilarProducts({ productId, categoryId }: { productId: string; categoryId: string }) {
  return (
    <ListingCarousel
      title="Similar Products"
      request={{ call: 'categoryProducts', pathParams: { categoryId } }}
      sort="rating"
      exclude={productId}
      hideWhenEmpty
    />
  )
}

/** The same brand's best rated products, the page's own left out. */
export function MoreFromBrand({ productId, brandId }: { productId: string; brandId: string }) {
  return (
    <ListingCarousel
      title="More from this brand"
      request={{ call: 'brandWiseProducts', pathParams: { brandId } }}
      sort="rating"
      exclude={productId}
      hideWhenEmpty
    />
  )
}
