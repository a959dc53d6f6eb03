import type { TopStoreWithProducts } from '@haat/contract'
import {
  DEFAULT_LISTING_SORT,
  type ListingSort,
  oneOf,
  SORT_MENU,
  TOP_STORE_SORTS,
  type TopStoreSort,
} from '@haat/contract/core'
import { Breadcrumbs, Carousel, ProductCard, StoreCard } from '@haat/ui'
import Box from '@mui/material/Box'
import Link from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import { useParams } from 'react-router-dom'
import { errorText } from '../../app/errorText.ts'
import { pageSx } from '../../app/pageSx.ts'
import { useDocumentTitle } from '../../app/useDocumentTitle.ts'
import { useWishlistHearts } from '../../shared/cart/useWishlistHeart.ts'
import { useGetTopStoresQuery } from '../../shared/feeds/feedsApi.ts'
import { SkeletonRow } from '../../shared/feeds/SkeletonRow.tsx'
import { sellerStoreHref, storeNameOf, topStoreHref } from '../../shared/links.ts'
import { ListingScreen } from '../../shared/listing/ListingScreen.tsx'
import { cardOf } from '../../shared/listing/listingView.ts'
import { useListing } from '../../shared/listing/useListing.ts'
import { useGetSellerQuery } from '../../shared/sellers/sellersApi.ts'
import { useGetTopStoresWithProductsQuery } from './topStoresApi.ts'

const TITLE = 'Top Stores'
const CRUMBS = [{ label: 'Home', href: '/' }, { label: TITLE }]

/** The carousels take the four sorts of this page; any other sort in the URL shows them by price. */
export function topStoreSort(sort: ListingSort): TopStoreSort {
  return oneOf(TOP_STORE_SORTS, sort) ?? DEFAULT_LISTING_SORT
}

/** Every top store in a carousel, the one of the URL framed and marked aria-current="page". */
function StoreStrip({ sellerId }: { sellerId: string }) {
  const stores = useGetTopStoresQuery()
  const list = stores.data?.data ?? []
  return (
    <Box sx={{ mb: { xs: 2, md: 3 } }}>
      {stores.isError && stores.data === undefined ? (
        <Typography role="alert" color="error">
          Error Fetching Top Stores
        </Typography>
      ) : stores.data === undefined ? (
        <SkeletonRow label="top stores" maxSlides={5} />
      ) : list.length === 0 ? (
        <Typography color="text.secondary">No stores available</Typography>
      ) : (
        <Carousel
          label="All top stores"
          maxSlides={5}
          autoplay={false}
          // The current store is in view from the start, however far down the feed it is.
          startIndex={Math.max(
            0,
            list.findIndex((store) => store.sellerId === sellerId),
          )}
        >
          {list.map((store) => (
            <StoreCard
              key={store.id}
              storeName={store.sellerData.storedetails.storename?.trim() || null}
              imageUrl={store.image}
              href={topStoreHref(store)}
              current={store.sellerId === sellerId}
            />
          ))}
        </Carousel>
      )}
    </Box>
  )
}

/** One other top store's first products, with its name and "View Store". */
function StoreProducts({ store }: { store: TopStoreWithProducts }) {
  const heartOf = useWishlistHearts()
  const name = storeNameOf(store.storeName)
  const headingId = `top-store-${store.sellerId}`
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: { xs: 3, md: 4 } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, mb: 1.5 }}>
        <Typography
          id={headingId}
          variant="h3"
          sx={{
            fontSize: { xs: '1.05rem', md: '1.25rem' },
            fontWeight: 700,
            minWidth: 0,
            overflowWrap: 'anywhere',
            ...(store.storeName?.trim() ? {} : { color: 'text.secondary', fontStyle: 'italic' }),
          }}
        >
          {name}
        </Typography>
        <Link
          href={topStoreHref(store)}
          aria-label={`View Store: ${name}`}
          sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}
        >
          View Store
        </Link>
      </Box>
      {store.products.length === 0 ? (
        <Typography color="text.secondary">No products available</Typography>
      ) : (
        <Carousel label={`${name} products`} maxSlides={4} autoplay={false}>
          {store.products.map((product) => (
            <ProductCard key={product.productId} {...cardOf(product)} wishlist={heartOf(product.productId)} />
          ))}
        </Carousel>
      )}
    </Box>
  )
}

/** "More Top Stores": a product carousel per other top store, under the listing's sort. */
function MoreTopStores({ sellerId, sort }: { sellerId: string; sort: TopStoreSort }) {
  const query = useGetTopStoresWithProductsQuery({ sort })
  const others = (query.data?.data ?? []).filter((store) => store.sellerId !== sellerId)
  if (query.data !== undefined && others.length === 0) return null
  return (
    <Box component="section" aria-labelledby="more-top-stores" sx={{ ...pageSx, pb: 5 }}>
      <Typography
        id="more-top-stores"
        variant="h2"
        sx={{ fontSize: { xs: '1.25rem', md: '1.5rem' }, fontWeight: 700, mt: 2 }}
      >
        More Top Stores
      </Typography>
      {query.isError && query.data === undefined ? (
        <Typography role="alert" color="error" sx={{ mt: 1.5 }}>
          {`Error: ${errorText(query.error)}`}
        </Typography>
      ) : query.data === undefined ? (
        <Box sx={{ mt: 2 }}>
          <SkeletonRow label="more top stores" maxSlides={4} kind="product" />
        </Box>
      ) : (
        others.map((store) => <StoreProducts key={store.sellerId} store={store} />)
      )}
    </Box>
  )
}

/**
 * /topStore-Page/{sellerId}: "Top Stores" with every top store in a carousel (the
 * URL's store framed), the chosen store's products with the listing's filters, sorts (the two price
 * sorts, Discounts, Recommended) and pages in the URL, then "More Top Stores": one product carousel per
 * other top store under the same sort. An unknown seller keeps the store strip and says "Seller not found.".
 */
export function TopStoresRoute() {
  const { sellerId = '' } = useParams()
  useDocumentTitle(TITLE)
  const stores = useGetTopStoresQuery()
  const seller = useGetSellerQuery(sellerId)
  const notFound = seller.isError && 'status' in seller.error && seller.error.status === 404
  const listing = useListing({ call: 'topStoreProducts', scope: { sellerId } }, { skip: notFound })
  const feedEntry = stores.data?.data.find((store) => store.sellerId === sellerId)
  const storeName = feedEntry
    ? storeNameOf(feedEntry.sellerData.storedetails.storename)
    : seller.data
      ? storeNameOf(seller.data.storedetails.storename)
      : 'Store'

  const header = (
    <>
      <Typography
        variant="h1"
        sx={{ fontSize: { xs: '1.35rem', md: '1.75rem' }, fontWeight: 700, mb: { xs: 1.5, md: 2 } }}
      >
        {TITLE}
      </Typography>
      <StoreStrip sellerId={sellerId} />
    </>
  )

  return (
    <>
      {notFound ? (
        <Box sx={{ ...pageSx, pb: 4 }}>
          <Breadcrumbs items={CRUMBS} />
          {header}
          <Box component="section" aria-label="Results" sx={{ py: 4, textAlign: 'center' }}>
            <Typography role="alert" variant="h6" component="p">
              {errorText(seller.error)}
            </Typography>
          </Box>
        </Box>
      ) : (
        <ListingScreen
          listing={listing}
          title={storeName}
          titleComponent="h2"
          titleAction={
            <Link href={sellerStoreHref(sellerId)} sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
              Visit Store
            </Link>
          }
          crumbs={CRUMBS}
          header={header}
          emptyText="No products available"
          sortOptions={SORT_MENU}
        />
      )}
      <MoreTopStores sellerId={sellerId} sort={topStoreSort(listing.sort)} />
    </>
  )
}
