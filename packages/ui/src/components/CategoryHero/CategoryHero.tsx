import Box from '@mui/material/Box'
import Skeleton from '@mui/material/Skeleton'
import Typography from '@mui/material/Typography'
import { VisuallyHidden } from '../VisuallyHidden/index.ts'

export interface CategoryHeroProps {
  name: string
  /** The category's banner (1600 x 480); null shows the name on a plain band. */
  bannerUrl: string | null
  /** Whether the category has a banner is not known yet: a placeholder of the banner's box. */
  loading?: boolean
}

const BANNER_RATIO = '10 / 3'

/** The top of a category page: its banner when it has one, its name as the page's heading. */
export function CategoryHero({ name, bannerUrl, loading = false }: CategoryHeroProps) {
  return (
    <Box component="header" aria-busy={loading ? 'true' : undefined} sx={{ mb: 2 }}>
      {loading ? (
        <>
          <VisuallyHidden>{`Loading ${name}`}</VisuallyHidden>
          <Skeleton
            variant="rectangular"
            animation="wave"
            data-testid="category-hero-skeleton"
            sx={{ width: '100%', height: 'auto', aspectRatio: BANNER_RATIO, borderRadius: 2 }}
          />
        </>
      ) : bannerUrl ? (
        <Box
          component="img"
          src={bannerUrl}
          alt={`${name} banner`}
          width={1600}
          height={480}
          sx={{
            display: 'block',
            width: '100%',
            height: 'auto',
            aspectRatio: BANNER_RATIO,
            objectFit: 'cover',
            borderRadius: 2,
          }}
        />
      ) : (
        <Box sx={{ bgcolor: 'surface.wash', borderRadius: 2, px: 3, py: { xs: 3, md: 5 } }}>
          <Typography
            component="p"
            variant="h4"
            sx={{ fontWeight: 700, color: 'primary.main', overflowWrap: 'anywhere' }}
          >
            {name}
          </Typography>
        </Box>
      )}
    </Box>
  )
}
