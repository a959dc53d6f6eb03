import { PRODUCT_REVIEWS_MAX_LIMIT } from '@haat/contract/core'
import { Breadcrumbs, Pagination, RatingBars, type ReviewFilter, ReviewList } from '@haat/ui'
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { Link as RouterLink, useParams, useSearchParams } from 'react-router-dom'
import { errorText } from '../../app/errorText.ts'
import { pageSx } from '../../app/pageSx.ts'
import { useDocumentTitle } from '../../app/useDocumentTitle.ts'
import { productHref, productReviewsHref } from '../../shared/links.ts'
import { ProductNotFound, ProductPageSkeleton } from './ProductStates.tsx'
import { useGetProductDetailsQuery } from './productApi.ts'
import { ratingBars } from './productView.ts'
import { useGetProductReviewsQuery } from './reviewsApi.ts'
import { reviewOf } from './reviewsView.ts'

const REVIEWS_PER_PAGE = 20
const STAR_FILTERS: readonly ReviewFilter[] = [5, 4, 3, 2, 1]

/** The star filter and the page live in the URL (?rating=4&page=2), so Back and shared links keep them. */
function useReviewsParams() {
  const [search, setSearch] = useSearchParams()
  const rating = STAR_FILTERS.find((stars) => String(stars) === search.get('rating')) ?? 'all'
  const page = Math.max(1, Math.min(10_000, Math.trunc(Number(search.get('page'))) || 1))
  const hrefFor = (next: { rating?: ReviewFilter; page?: number }) => {
    const params = new URLSearchParams()
    const stars = next.rating ?? rating
    if (stars !== 'all') params.set('rating', String(stars))
    const nextPage = next.page ?? 1
    if (nextPage > 1) params.set('page', String(nextPage))
    return params.toString()
  }
  return { rating, page, hrefFor, setSearch }
}

/** /product-inner-page/{productId}: every review of a product, a page at a time, with the star filter. */
export function ProductReviewsRoute() {
  const { productId = '' } = useParams()
  const details = useGetProductDetailsQuery(productId)
  const product = details.data?.productDetails
  const { rating, page, hrefFor, setSearch } = useReviewsParams()
  const limit = Math.min(REVIEWS_PER_PAGE, PRODUCT_REVIEWS_MAX_LIMIT)
  const reviews = useGetProductReviewsQuery(
    { productId, rating: rating === 'all' ? undefined : rating, page, limit },
    { skip: !product },
  )
  useDocumentTitle(product ? `Reviews of ${product.name}` : 'Product Reviews')

  if (details.isLoading) return <ProductPageSkeleton />
  if (!product) {
    const notFound = details.error && 'status' in details.error && details.error.status === 404
    return <ProductNotFound message={notFound ? null : `Error: ${errorText(details.error)}`} />
  }
  const total = reviews.data?.total ?? 0
  const status = reviews.isLoading || reviews.isFetching ? 'loading' : reviews.isError ? 'error' : 'ready'
  const base = productReviewsHref(product.productId)
  return (
    <Box sx={{ ...pageSx, pb: 4, display: 'grid', gap: 2, maxWidth: 900 }}>
      <Breadcrumbs
        items={[
          { label: 'Home', href: '/' },
          { label: product.name, href: productHref(product.productId) },
          { label: 'Reviews' },
        ]}
      />
      <Typography variant="h5" component="h1" sx={{ overflowWrap: 'anywhere' }}>
        Reviews of{' '}
        <Box component={RouterLink} to={productHref(product.productId)} sx={{ color: 'primary.main' }}>
          {product.name}
        </Box>
      </Typography>
      <RatingBars bars={ratingBars(product)} average={product.averageRating} count={product.ratingCount} />
      {/* The review cards' titles are h3: the list needs its h2 so headings do not skip a level. */}
      <Typography variant="h6" component="h2">
        All reviews
      </Typography>
      <ReviewList
        status={status}
        reviews={(reviews.data?.reviews ?? []).map(reviewOf)}
        filter={rating}
        onFilter={(next) => setSearch(hrefFor({ rating: next }))}
        errorText={`Error: ${errorText(reviews.error)}`}
      />
      <Pagination
        page={page}
        pageCount={Math.max(1, Math.ceil(total / limit))}
        hrefFor={(next) => {
          const query = hrefFor({ page: next })
          return query ? `${base}?${query}` : base
        }}
        onPage={() => window.scrollTo({ top: 0 })}
      />
    </Box>
  )
}
