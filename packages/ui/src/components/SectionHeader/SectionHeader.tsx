import ChevronRightRounded from '@mui/icons-material/ChevronRightRounded'
import Box from '@mui/material/Box'
import Link from '@mui/material/Link'
import Typography from '@mui/material/Typography'

export interface SectionHeaderProps {
  title: string
  /** Where "View All" goes; no link when left out. */
  viewAllHref?: string
  /** Id of the h2, for aria-labelledby on the section. */
  id?: string
}

/** A home-page section title (h2) with an optional "View All" link. */
export function SectionHeader({ title, viewAllHref, id }: SectionHeaderProps) {
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 2,
        mb: { xs: 1.5, md: 2 },
      }}
    >
      <Typography
        variant="h2"
        id={id}
        sx={{ fontSize: { xs: '1.1rem', md: '1.35rem' }, fontWeight: 700, m: 0, color: 'text.primary' }}
      >
        {title}
      </Typography>
      {viewAllHref !== undefined && (
        <Link
          href={viewAllHref}
          aria-label={`View All ${title}`}
          underline="none"
          sx={{
            display: 'inline-flex',
            alignItems: 'center',
            flexShrink: 0,
            fontWeight: 600,
            fontSize: '0.9rem',
            color: 'primary.main',
            px: 1.25,
            py: 0.5,
            borderRadius: 999,
            border: '1px solid',
            borderColor: 'primary.light',
            '&:hover': { bgcolor: 'primary.main', color: 'onDark.main' },
            '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: '2px' },
          }}
        >
          View All
          <ChevronRightRounded aria-hidden sx={{ fontSize: '1.1rem', ml: 0.25, mr: -0.5 }} />
        </Link>
      )}
    </Box>
  )
}
