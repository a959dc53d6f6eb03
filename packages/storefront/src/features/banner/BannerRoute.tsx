import { defaultListingParams, pages } from '@haat/contract/core'
import { Breadcrumbs, categoryLabel, OfferBanner, ProductGrid } from '@haat/ui'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import { useParams } from 'react-router-dom'
import { errorText } from '../../app/errorText.ts'
import { pageSx } from '../../app/pageSx.ts'
import { useDocumentTitle } from '../../app/useDocumentTitle.ts'
import { useGetCategoriesQuery } from '../../shared/catalogue/catalogueApi.ts'
import { categoryPageHref } from '../../shared/links.ts'
import { useGetListingQuery } from '../../shared/listing/listingApi.ts'
import { cardOf, childrenOf } from '../../shared/listing/listingView.ts'
import { BANNER_DEALS, offerTextOf } from './bannerView.ts'

const DEALS_PARAMS = { ...defaultListingParams('discount'), availability: 'in-stock' as const }

/**
 * /banner/{categoryId}: a category's campaign as a landing page: its artwork with the offer in words,
 * its best deals in stock right now (sorted by discount) and the way to its whole listing. An id that
 * names no category shows the not-found state.
 */
export function BannerRoute() {
  const { categoryId = '' } = useParams()
  const categories = useGetCategoriesQuery()
  const category = categories.data?.find((entry) => entry.id === categoryId)
  const unknown = categories.data !== undefined && category === undefined
  const deals = useGetListingQuery(
    { call: 'categoryProducts', pathParams: { categoryId }, params: DEALS_PARAMS, pageSize: BANNER_DEALS },
    { skip: unknown },
  )
  const name = category ? categoryLabel(category) : pages.banner.title
  useDocumentTitle(category ? `${name} offers` : pages.banner.title)

  if (unknown) {
    return (
      <Box sx={{ ...pageSx, textAlign: 'center', py: { xs: 6, md: 10 } }}>
        <Typography variant="h1" sx={{ mb: 1.5 }}>
          Offer not found
        </Typography>
        <Typography component="p" sx={{ color: 'text.secondary', mb: 3 }}>
          There is no category campaign at this address. It may have ended, or the link may be mistyped.
        </Typography>
        <Button variant="contained" href="/">
          Back to home
        </Button>
      </Box>
    )
  }

  const products = deals.data?.products ?? []
  const text = category
    ? offerTextOf(category, products[0]?.discount, childrenOf(categories.data ?? [], category.id))
    : null
  const listingHref = category ? categoryPageHref(category) : '/'
  return (
    <Box sx={pageSx}>
      <Breadcrumbs
        items={[{ label: 'Home', href: '/' }, { label: category ? `${name} offers` : 'Offers' }]}
      />
      <OfferBanner
        loading={!category || !text}
        headline={text?.headline ?? ''}
        subline={text?.subline ?? ''}
        linkLabel={text?.linkLabel ?? ''}
        href={listingHref}
        bannerUrl={category?.categoryBanner ?? null}
      />
      <Typography component="h2" variant="h5" sx={{ fontWeight: 700, mb: 2 }}>
        Best deals right now
      </Typography>
      <ProductGrid
        status={
          deals.isError
            ? 'error'
            : deals.data === undefined
              ? 'loading'
              : products.length === 0
                ? 'empty'
                : 'ready'
        }
        products={products.map(cardOf)}
        errorText={errorText(deals.error)}
        emptyText={`No deals in ${name} right now`}
        emptyAction={{ label: text?.linkLabel ?? 'Shop now', href: listingHref }}
        skeletonCount={BANNER_DEALS}
        priorityCount={2}
      />
      {products.length > 0 ? (
        <Box sx={{ textAlign: 'center', mt: 3 }}>
          <Button variant="outlined" href={listingHref}>
            {text?.linkLabel}
          </Button>
        </Box>
      ) : null}
    </Box>
  )
}
