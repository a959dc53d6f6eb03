import Box from '@mui/material/Box'
import CircularProgress from '@mui/material/CircularProgress'
import Typography from '@mui/material/Typography'
import { type ReactNode, useId } from 'react'
import { InsideSectionContext } from '../Carousel/InsideSectionContext.ts'
import { SectionHeader } from '../SectionHeader/index.ts'
import { VisuallyHidden } from '../VisuallyHidden/index.ts'

export interface FeedSectionProps {
  title: string
  viewAllHref?: string
  status: 'loading' | 'error' | 'empty' | 'ready'
  /** Shown in red when status is 'error', e.g. "Error Fetching Top Stores". */
  errorText?: string
  /** Shown when status is 'empty', e.g. "No deals available". */
  emptyText?: string
  /** Placeholder while loading, e.g. a row of ProductCardSkeleton; a spinner when left out. */
  skeleton?: ReactNode
  children?: ReactNode
}

/**
 * One home-page section: its h2 header, then the feed's content for its status. A failed feed shows
 * its own error in place and leaves the rest of the page alone.
 */
export function FeedSection({
  title,
  viewAllHref,
  status,
  errorText,
  emptyText = 'Nothing to show yet',
  skeleton,
  children,
}: FeedSectionProps) {
  const headingId = useId()
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      aria-busy={status === 'loading' ? 'true' : undefined}
      sx={{ width: '100%', minWidth: 0 }}
    >
      <SectionHeader title={title} viewAllHref={viewAllHref} id={headingId} />
      {status === 'loading' &&
        (skeleton ?? (
          <Box sx={{ display: 'grid', placeItems: 'center', py: 4 }}>
            <CircularProgress size={32} aria-label={`Loading ${title}`} />
          </Box>
        ))}
      {status === 'loading' && skeleton !== undefined && (
        <VisuallyHidden>{`Loading ${title}`}</VisuallyHidden>
      )}
      {status === 'error' && (
        <Typography
          component="p"
          role="alert"
          sx={{
            m: 0,
            px: 2,
            py: 1.5,
            borderRadius: '10px',
            bgcolor: 'deal.bg',
            color: 'error.main',
            fontWeight: 600,
            fontSize: '0.9rem',
          }}
        >
          {errorText ?? 'Something went wrong'}
        </Typography>
      )}
      {status === 'empty' && (
        <Typography
          component="p"
          sx={{
            m: 0,
            px: 2,
            py: 3,
            borderRadius: '10px',
            bgcolor: 'background.paper',
            border: '1px dashed',
            borderColor: 'border.medium',
            color: 'text.secondary',
            textAlign: 'center',
            fontSize: '0.9rem',
          }}
        >
          {emptyText}
        </Typography>
      )}
      {status === 'ready' && <InsideSectionContext.Provider value>{children}</InsideSectionContext.Provider>}
    </Box>
  )
}
