import { type Answer, type ListingProduct, type RouteName, routes } from '@haat/contract'
import { HttpResponse, http } from 'msw'
import {
  brandPage,
  brands,
  browseCatalogue,
  featuredBrandsWithProducts,
  newArrivalCollections,
  sellerRatings,
  sellers,
  topStoreCatalogue,
  topStoresWithProducts,
} from './browseFixtures.ts'
import { categories } from './fixtures.ts'

const url = (name: RouteName) => `/api${routes[name].path}`
const fail = (status: number, message: string) => HttpResponse.json({ message }, { status })

const averageOf = (p: ListingProduct) => {
  const count = p.oneRating + p.twoRating + p.threeRating + p.fourRating + p.fiveRating
  const sum = p.oneRating + 2 * p.twoRating + 3 * p.threeRating + 4 * p.fourRating + 5 * p.fiveRating
  return count === 0 ? 0 : Math.round((sum / count) * 10) / 10
}

/** A category id and every id below it in the fixture tree. */
function subtree(categoryId: string): Set<string> {
  const ids = new Set([categoryId])
  for (let grew = true; grew; ) {
    grew = false
    for (const category of categories) {
      if (
        !ids.has(category.id) &&
        ids.has(category.parentCategory) &&
        category.parentCategory !== category.id
      ) {
        ids.add(category.id)
        grew = true
      }
    }
  }
  return ids
}

const sorts: Record<string, (a: ListingProduct, b: ListingProduct) => number> = {
  'price-asc': (a, b) => a.sellingPrice - b.sellingPrice,
  'price-desc': (a, b) => b.sellingPrice - a.sellingPrice,
  discount: (a, b) => b.discount - a.discount,
  rating: (a, b) => averageOf(b) - averageOf(a),
  newest: (a, b) => b.productId.localeCompare(a.productId),
  recommended: (a, b) => Number(b.isBestSeller) - Number(a.isBestSeller) || averageOf(b) - averageOf(a),
}

/**
 * The listing engine of mock mode: the scope's products filtered, faceted, sorted and paged the way the
 * contract describes the server's (brand facets ignore the brand filter, the price range the price filter).
 */
export function mockListing(scope: ListingProduct[], query: URLSearchParams): Answer<'searchListing'> {
  const brandIds = (query.get('brand') ?? '').split(',').filter(Boolean)
  const availability = query.get('availability') ?? 'all'
  const rating = Number(query.get('rating') ?? 0)
  const minPrice = Number(query.get('minPrice') ?? 0)
  const maxPrice = query.has('maxPrice') ? Number(query.get('maxPrice')) : Number.POSITIVE_INFINITY
  const page = Math.max(1, Number(query.get('page') ?? 1))
  const pageSize = Math.min(60, Math.max(1, Number(query.get('pageSize') ?? 24)))
  const inStock = (p: ListingProduct) =>
    availability === 'all' || (availability === 'in-stock' ? p.stock > 0 : p.stock <= 0)
  const byBrand = (p: ListingProduct) => brandIds.length === 0 || brandIds.includes(p.brandId)
  const byRating = (p: ListingProduct) => averageOf(p) >= rating
  const byPrice = (p: ListingProduct) => p.sellingPrice >= minPrice && p.sellingPrice <= maxPrice
  const matching = scope.filter((p) => inStock(p) && byBrand(p) && byRating(p) && byPrice(p))
  const sorted = [...matching].sort(sorts[query.get('sort') ?? 'price-asc'] ?? sorts['price-asc'])
  const forBrands = scope.filter((p) => inStock(p) && byRating(p) && byPrice(p))
  const brandCounts = new Map<string, { brandId: string; brandName: string; count: number }>()
  for (const p of forBrands) {
    const facet = brandCounts.get(p.brandId) ?? { brandId: p.brandId, brandName: p.brand, count: 0 }
    facet.count += 1
    brandCounts.set(p.brandId, facet)
  }
  const prices = scope.filter((p) => inStock(p) && byBrand(p) && byRating(p)).map((p) => p.sellingPrice)
  return {
    products: sorted.slice((page - 1) * pageSize, page * pageSize),
    total: matching.length,
    page,
    pageSize,
    facets: {
      brands: [...brandCounts.values()].sort((a, b) => a.brandName.localeCompare(b.brandName)),
      priceRange:
        prices.length === 0 ? { min: 0, max: 0 } : { min: Math.min(...prices), max: Math.max(...prices) },
      // The fixtures' listing products carry no product details (size, type, diet) and no gender: no
      // such filters in mock mode.
      features: [],
      genders: [],
    },
  }
}

const words = (text: string) => text.toLowerCase().split(/\s+/).filter(Boolean)
const matchesText = (p: ListingProduct, q: string) => {
  const haystack = `${p.name} ${p.brand}`.toLowerCase()
  // "shoes" finds "Shoes"; a trailing s is dropped so the plural finds the singular too.
  return words(q).every((word) => haystack.includes(word.replace(/s$/, '')))
}

type Scope = (
  request: Request,
  params: Record<string, string | readonly string[] | undefined>,
) => ListingProduct[]
const all: Scope = () => browseCatalogue
const param = (request: Request, key: string) => new URL(request.url).searchParams.get(key) ?? ''

const scopes: Record<string, Scope> = {
  topDealProducts: () => browseCatalogue.filter((p) => p.topDeals),
  limitedTimeProducts: () => browseCatalogue.filter((p) => p.limitedTimeOffer),
  featuredProductsWiseBrand: (request) =>
    browseCatalogue.filter((p) => !param(request, 'brandId') || p.brandId === param(request, 'brandId')),
  topStoreProducts: (request) =>
    topStoreCatalogue.filter((p) => !param(request, 'sellerId') || p.sellerId === param(request, 'sellerId')),
  newArrivalProducts: () => browseCatalogue.filter((p) => p.newArrivals),
  brandWiseProducts: (_request, params) => browseCatalogue.filter((p) => p.brandId === params.brandId),
  sellersProducts: (request) => browseCatalogue.filter((p) => p.sellerId === param(request, 'sellerId')),
  discountProducts: () => browseCatalogue.filter((p) => p.discount >= 10),
  itemProducts: () => browseCatalogue.filter((p) => p.topDeals),
  allProducts: all,
  categoryProducts: (_request, params) => {
    const ids = subtree(String(params.categoryId))
    return browseCatalogue.filter((p) => ids.has(p.categoryId))
  },
  searchListing: (request) => browseCatalogue.filter((p) => matchesText(p, param(request, 'q'))),
}

const ratingsPage = (sellerId: string, page: number, limit: number): Answer<'sellerRatings'> => {
  const mine = sellerRatings.filter((rating) => rating.sellerId === sellerId)
  const bars = [5, 4, 3, 2, 1].map((stars) => {
    const count = mine.filter((rating) => rating.rating === stars).length
    return { stars, count, percent: mine.length === 0 ? 0 : Math.round((count / mine.length) * 100) }
  })
  const average = mine.length === 0 ? 0 : mine.reduce((sum, rating) => sum + rating.rating, 0) / mine.length
  return {
    ratings: mine.slice((page - 1) * limit, page * limit),
    total: mine.length,
    page,
    limit,
    summary: { average: Math.round(average * 10) / 10, count: mine.length, bars },
  }
}

const signedIn = (request: Request) => request.headers.get('Authorization')?.startsWith('Bearer ') === true

/** Every browse call (issue 4) answered from the fixtures. */
export const browseHandlers = () => [
  ...Object.entries(scopes).map(([name, scope]) =>
    http.get(url(name as RouteName), ({ request, params }) =>
      HttpResponse.json(mockListing(scope(request, params), new URL(request.url).searchParams)),
    ),
  ),
  // A new-arrival collection's page keeps each product's description; an unknown collection is a 404.
  http.get(url('newArrivalItemProducts'), ({ request, params }) => {
    const collection = newArrivalCollections[String(params.id)]
    if (!collection) return fail(404, 'New arrival not found.')
    const page = mockListing(collection, new URL(request.url).searchParams)
    const byId = new Map(collection.map((product) => [product.productId, product]))
    return HttpResponse.json({
      ...page,
      products: page.products.map((product) => ({
        ...product,
        description: byId.get(product.productId)?.description ?? '',
      })),
    } satisfies Answer<'newArrivalItemProducts'>)
  }),
  http.get(url('brandPage'), ({ params }) =>
    params.brandId === brandPage.brandDetails.brandId
      ? HttpResponse.json(brandPage)
      : fail(404, 'Brand page not found.'),
  ),
  http.get(url('brands'), () => HttpResponse.json(brands)),
  http.get(url('sellerBrands'), ({ request }) => {
    const ids = new Set(
      browseCatalogue.filter((p) => p.sellerId === param(request, 'sellerId')).map((p) => p.brandId),
    )
    return HttpResponse.json(brands.filter((brand) => ids.has(brand.brandId)))
  }),
  http.get(url('seller'), ({ request }) => {
    const seller = sellers.find((one) => one.sellerId === param(request, 'sellerId'))
    return seller ? HttpResponse.json(seller) : fail(404, 'Seller not found.')
  }),
  http.get(url('sellerRatings'), ({ request }) =>
    HttpResponse.json(
      ratingsPage(
        param(request, 'sellerId'),
        Number(param(request, 'page') || 1),
        Number(param(request, 'limit') || 10),
      ),
    ),
  ),
  http.get(url('featuredBrandsWithProducts'), () => HttpResponse.json(featuredBrandsWithProducts)),
  http.get(url('topStoresWithProducts'), ({ request }) => {
    const sort = param(request, 'sort') || 'price-asc'
    const perStore = Number(param(request, 'perStore') || 8)
    if (!['price-asc', 'price-desc', 'discount', 'recommended'].includes(sort)) {
      return fail(400, 'sort must be one of price-asc, price-desc, discount, recommended.')
    }
    if (!Number.isInteger(perStore) || perStore < 1 || perStore > 12) {
      return fail(400, 'perStore must be a whole number from 1 to 12.')
    }
    const compare = sorts[sort] ?? sorts['price-asc']
    return HttpResponse.json({
      data: topStoresWithProducts.data.map((store) => ({
        ...store,
        products: topStoreCatalogue
          .filter((product) => product.sellerId === store.sellerId)
          .sort(compare)
          .slice(0, perStore),
      })),
    } satisfies Answer<'topStoresWithProducts'>)
  }),
  ...(['addSellerRating', 'reportSeller', 'reportBrand'] as const).map((name) =>
    http.post(url(name), ({ request }) =>
      signedIn(request)
        ? HttpResponse.json({ message: name === 'addSellerRating' ? 'Rating added.' : 'Report received.' })
        : fail(401, 'Please log in.'),
    ),
  ),
]

/** Story override: a listing call that finds nothing. */
export function emptyListing(name: RouteName) {
  return http.get(url(name), ({ request }) =>
    HttpResponse.json(mockListing([], new URL(request.url).searchParams)),
  )
}
