import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'

export interface CategoryHeroProps {
  name: string
  /** The category's banner (1600 x 480); null shows the name on a plain band. */
  bannerUrl: string | null
}

/** The top of a category page: its banner when it has one, its name as the page's heading. */
export function CategoryHero({ name, bannerUrl }: CategoryHeroProps) {
  return (
    <Box component="header" sx={{ mb: 2 }}>
      {bannerUrl ? (
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
            aspectRatio: '10 / 3',
            objectFit: 'cover',
            borderRadius: 2,
          }}
        />
      ) : (
        <Box sx={{ bgcolor: '#f3ecf8', borderRadius: 2, px: 3, py: { xs: 3, md: 5 } }}>
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
