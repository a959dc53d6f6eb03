import ConstructionOutlinedIcon from '@mui/icons-material/ConstructionOutlined'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'

export interface NotBuiltYetProps {
  /** The page's name, shown as its heading. */
  title: string
  homeHref?: string
}

/** An honest placeholder for routes whose screens later work builds: it says so and offers the way home. */
export function NotBuiltYet({ title, homeHref = '/' }: NotBuiltYetProps) {
  return (
    <Box sx={{ maxWidth: 640, mx: 'auto', px: 2, py: { xs: 6, md: 10 }, textAlign: 'center' }}>
      <ConstructionOutlinedIcon aria-hidden sx={{ fontSize: 56, color: 'primary.main', mb: 2 }} />
      <Typography variant="h1" sx={{ mb: 1.5, overflowWrap: 'anywhere' }}>
        {title}
      </Typography>
      <Typography component="p" sx={{ color: 'text.secondary', mb: 3 }}>
        This page is not built yet.
      </Typography>
      <Button variant="contained" href={homeHref}>
        Back to home
      </Button>
    </Box>
  )
}
