import FlagOutlined from '@mui/icons-material/FlagOutlined'
import VerifiedRounded from '@mui/icons-material/VerifiedRounded'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import Typography from '@mui/material/Typography'

export interface BrandHeroProps {
  brandName: string
  logoUrl: string
  /** The brand's hero artwork (1600 x 400, no text); null leaves the band out. */
  bannerUrl: string | null
  isVerified: boolean
  isBestSeller: boolean
  joinedDate: Date | string
  onReport: () => void
}

const joinedFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric' })

/** "Joined on 12 March 2021"; an unreadable date is left out rather than shown as "Invalid Date". */
export function joinedText(date: Date | string): string | null {
  const d = typeof date === 'string' ? new Date(date) : date
  return Number.isNaN(d.getTime()) ? null : `Joined on ${joinedFormat.format(d)}`
}

/** The top of a brand page: banner, logo, name with its verified tick, Best Seller badge, joined date, Report. */
export function BrandHero({
  brandName,
  logoUrl,
  bannerUrl,
  isVerified,
  isBestSeller,
  joinedDate,
  onReport,
}: BrandHeroProps) {
  const joined = joinedText(joinedDate)
  return (
    <Box component="header" sx={{ mb: 2 }}>
      {bannerUrl && (
        <Box
          component="img"
          src={bannerUrl}
          alt=""
          width={1600}
          height={400}
          sx={{
            display: 'block',
            width: '100%',
            height: 'auto',
            // The brand's hero artwork is 4:1; any other picture is cropped to it, so the page below
            // never moves when it loads.
            aspectRatio: '4 / 1',
            objectFit: 'cover',
            borderRadius: 2,
          }}
        />
      )}
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 2,
          flexWrap: 'wrap',
          mt: bannerUrl ? -4 : 0,
          px: 2,
        }}
      >
        <Box
          component="img"
          src={logoUrl}
          alt={`${brandName} logo`}
          width={96}
          height={96}
          sx={{
            width: { xs: 72, md: 96 },
            height: { xs: 72, md: 96 },
            borderRadius: '50%',
            border: 3,
            borderColor: 'background.paper',
            bgcolor: 'background.paper',
            objectFit: 'cover',
            boxShadow: 1,
          }}
        />
        <Box sx={{ flex: '1 1 200px', minWidth: 0, pt: bannerUrl ? 4 : 0 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <Typography component="h1" variant="h5" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
              {brandName}
            </Typography>
            {isVerified && <VerifiedRounded color="primary" titleAccess="Verified brand" role="img" />}
            {isBestSeller && (
              <Chip
                label="Best Seller"
                size="small"
                sx={{ bgcolor: 'tone.warning.bg', color: 'tone.warning.fg', fontWeight: 700 }}
              />
            )}
          </Box>
          {joined && (
            <Typography variant="body2" color="text.secondary">
              {joined}
            </Typography>
          )}
        </Box>
        <Button
          variant="outlined"
          color="inherit"
          startIcon={<FlagOutlined />}
          onClick={onReport}
          sx={{ mt: bannerUrl ? 4 : 0 }}
        >
          Report
        </Button>
      </Box>
    </Box>
  )
}
