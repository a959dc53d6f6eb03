import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Skeleton from '@mui/material/Skeleton'
import Typography from '@mui/material/Typography'

export interface OfferBannerProps {
  /** The campaign's words: a headline and a line under it, written as text (never drawn into the art). */
  headline: string
  subline: string
  /** The artwork (1600 x 480); null shows the words on a plain band. */
  bannerUrl: string | null
  /** The link button: where the whole campaign is (the category's listing). */
  linkLabel: string
  href: string
  loading?: boolean
}

const BANNER_RATIO = '10 / 3'

/**
 * The top of a campaign page: the artwork, and under it on a phone (over its left side from md up) the
 * offer in real text with a real link button, so the words stay readable at every width.
 */
export function OfferBanner({
  headline,
  subline,
  bannerUrl,
  linkLabel,
  href,
  loading = false,
}: OfferBannerProps) {
  if (loading) {
    return (
      <Box aria-busy="true" data-testid="offer-banner-loading" sx={{ mb: 3 }}>
        <Skeleton variant="rounded" sx={{ width: '100%', height: 'auto', aspectRatio: BANNER_RATIO }} />
        <Skeleton variant="text" sx={{ fontSize: 28, width: '60%', mt: 1 }} />
      </Box>
    )
  }
  return (
    <Box
      component="header"
      sx={{ position: 'relative', mb: 3, borderRadius: 2, overflow: 'hidden', bgcolor: 'surface.wash' }}
    >
      {bannerUrl ? (
        <Box
          component="img"
          src={bannerUrl}
          alt=""
          width={1600}
          height={480}
          fetchPriority="high"
          sx={{
            display: 'block',
            width: '100%',
            height: 'auto',
            aspectRatio: BANNER_RATIO,
            objectFit: 'cover',
          }}
        />
      ) : null}
      <Box
        sx={{
          p: { xs: 2, md: 4 },
          ...(bannerUrl
            ? {
                position: { md: 'absolute' },
                inset: { md: 0 },
                width: { md: '55%' },
                display: 'flex',
                flexDirection: 'column',
                justifyContent: 'center',
                background: (t) => ({ md: t.vars.gradient.offerFade }),
              }
            : {}),
        }}
      >
        <Typography
          component="h1"
          sx={{ fontSize: { xs: 24, md: 36 }, fontWeight: 800, color: 'primary.main', lineHeight: 1.2 }}
        >
          {headline}
        </Typography>
        <Typography sx={{ fontSize: { xs: 16, md: 20 }, mt: 1, color: 'text.primary' }}>{subline}</Typography>
        <Box sx={{ mt: 2 }}>
          <Button variant="contained" href={href} size="large">
            {linkLabel}
          </Button>
        </Box>
      </Box>
    </Box>
  )
}
