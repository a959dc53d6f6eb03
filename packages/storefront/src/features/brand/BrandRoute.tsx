import type { BrandPageSection, BrandPageSectionName, ReportIssue } from '@haat/contract'
import { isEmbeddableVideo } from '@haat/contract/core'
import {
  BrandGallery,
  BrandHero,
  Breadcrumbs,
  FeedSection,
  FullPageLoader,
  ProductGrid,
  VideoEmbed,
} from '@haat/ui'
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { lazy, Suspense, useState } from 'react'
import { useParams } from 'react-router-dom'
import { errorText } from '../../app/errorText.ts'
import { pageSx } from '../../app/pageSx.ts'
import { useAppSelector } from '../../app/store.ts'
import { enqueueToast } from '../../app/toast.ts'
import { useDocumentTitle } from '../../app/useDocumentTitle.ts'
import { useWishlistHearts } from '../../shared/cart/useWishlistHeart.ts'
import { useOpenedOnce } from '../../shared/dialogs/useOpenedOnce.ts'
import { cardOf } from '../../shared/listing/listingView.ts'
import { selectIsSignedIn } from '../../shared/session/authSlice.ts'
import { useSignInFirst } from '../../shared/session/session.ts'
import { useGetBrandPageQuery, useReportBrandMutation } from './brandApi.ts'

const ReportDialog = lazy(async () => ({ default: (await import('./dialogs.ts')).ReportDialog }))

type SectionItems<N extends BrandPageSectionName> = Extract<BrandPageSection, { name: N }>['items']

function itemsOf<N extends BrandPageSectionName>(sections: BrandPageSection[], name: N): SectionItems<N> {
  return (sections.find((section) => section.name === name)?.items ?? []) as SectionItems<N>
}

/**
 * /brand-page/{brandId}: hero with logo, name, verified tick, Best Seller and joined date; a
 * Report dialog stored on the server (report-brand; a visitor is asked to sign in first); Featured
 * Products, the gallery and the Featured Video. A 404 says "Brand page not found.".
 */
export function BrandRoute() {
  const { brandId = '' } = useParams()
  const page = useGetBrandPageQuery(brandId)
  const signedIn = useAppSelector(selectIsSignedIn)
  const signInFirst = useSignInFirst()
  const heartOf = useWishlistHearts()
  const [reporting, setReporting] = useState(false)
  const reportMounted = useOpenedOnce(reporting)
  const [report, reportState] = useReportBrandMutation()
  const brand = page.data?.brandDetails
  useDocumentTitle(brand?.brandName ?? 'Brand')

  if (page.isLoading) return <FullPageLoader text="Loading..." />
  if (!page.data || !brand) {
    const notFound = page.error && 'status' in page.error && page.error.status === 404
    return (
      <Box role="alert" sx={{ ...pageSx, py: 6, textAlign: 'center' }}>
        <Typography variant="h6" component="h1">
          {notFound ? 'Brand page not found.' : `Error: ${errorText(page.error)}`}
        </Typography>
      </Box>
    )
  }
  const sections = page.data.sections
  const banner = itemsOf(sections, 'bannerSection')[0]
  const products = itemsOf(sections, 'productSection')
  const gallery = itemsOf(sections, 'gallerySection')
  // A film from a host the page may not frame would be a blank, blocked box: leave it out.
  const video = itemsOf(sections, 'videoSection').find((item) => isEmbeddableVideo(item.url))
  const openReport = () => (signedIn ? setReporting(true) : signInFirst())
  return (
    <Box sx={{ ...pageSx, pb: 4, display: 'grid', gap: 3 }}>
      <Breadcrumbs items={[{ label: 'Home', href: '/' }, { label: brand.brandName }]} />
      <BrandHero
        brandName={brand.brandName}
        logoUrl={brand.brandLogo}
        bannerUrl={banner?.url ?? null}
        isVerified={brand.isVerified}
        isBestSeller={brand.isBestSeller}
        joinedDate={new Date(brand.joinedDate._seconds * 1000)}
        onReport={openReport}
      />
      <FeedSection
        title="Featured Products"
        status={products.length === 0 ? 'empty' : 'ready'}
        emptyText="No products available"
      >
        <ProductGrid
          status="ready"
          products={products.map((item) => ({
            ...cardOf(item.productDetails),
            wishlist: heartOf(item.productDetails.productId),
          }))}
        />
      </FeedSection>
      {gallery.length > 0 && (
        <FeedSection title="Gallery" status="ready">
          <BrandGallery items={gallery} />
        </FeedSection>
      )}
      {video && (
        <FeedSection title="Featured Video" status="ready">
          <VideoEmbed url={video.url} title={video.Title} description={video.Description} />
        </FeedSection>
      )}
      {reportMounted && (
        <Suspense fallback={null}>
          <ReportDialog
            open={reporting}
            title="Report Brand"
            status={reportState.isLoading ? 'submitting' : 'idle'}
            error={reportState.isError ? errorText(reportState.error) : null}
            onClose={() => {
              setReporting(false)
              reportState.reset()
            }}
            onSubmit={async ({ issue, comment }) => {
              const answer = await report({ brandId, issue: issue as ReportIssue, comment })
                .unwrap()
                .catch(() => null)
              if (answer) {
                setReporting(false)
                enqueueToast(answer.message, { variant: 'success' })
              }
            }}
          />
        </Suspense>
      )}
    </Box>
  )
}
