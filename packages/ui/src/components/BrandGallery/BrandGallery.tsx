import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'

/** One picture of a brand page's gallery section (field names as the API sends them). */
export interface BrandGalleryItem {
  imageUrl: string
  Title: string
  Description: string
}

export interface BrandGalleryProps {
  items: BrandGalleryItem[]
}

/** Pictures with a title and a description, one column on phones, three on desktop. */
export function BrandGallery({ items }: BrandGalleryProps) {
  if (items.length === 0) return null
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: {
          xs: 'minmax(0, 1fr)',
          sm: 'repeat(2, minmax(0, 1fr))',
          md: 'repeat(3, minmax(0, 1fr))',
        },
      }}
    >
      {items.map((item) => (
        <Box component="li" key={`${item.imageUrl}-${item.Title}`} sx={{ minWidth: 0 }}>
          <Box
            component="img"
            src={item.imageUrl}
            alt={item.Title}
            width={800}
            height={500}
            loading="lazy"
            sx={{
              display: 'block',
              width: '100%',
              height: 'auto',
              aspectRatio: '8 / 5',
              objectFit: 'cover',
              borderRadius: 2,
            }}
          />
          <Typography
            component="h3"
            variant="subtitle1"
            sx={{ fontWeight: 700, mt: 1, overflowWrap: 'anywhere' }}
          >
            {item.Title}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {item.Description}
          </Typography>
        </Box>
      ))}
    </Box>
  )
}
