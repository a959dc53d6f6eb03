import Box from '@mui/material/Box'
import Skeleton from '@mui/material/Skeleton'
import { useId } from 'react'
import { Carousel } from '../Carousel/index.ts'
import { CategoryTile } from '../CategoryTile/index.ts'
import { SectionHeader } from '../SectionHeader/index.ts'
import { VisuallyHidden } from '../VisuallyHidden/index.ts'

export interface SubCategoryItem {
  id: string
  name: string
  iconUrl: string
  href: string
}

export interface SubCategoryCarouselProps {
  title?: string
  items: SubCategoryItem[]
  /** The sub-categories are not known yet: the row's placeholder, exactly as tall as the row. */
  loading?: boolean
}

// One row's height whatever the names: a tile's padding, its round icon, the gap and two lines of name
// (CategoryTile clamps names to two lines), plus the carousel's own padding. A row of one-line names
// keeps the room too, so the placeholder and the row are always the same size.
const ICON = { xs: 68, md: 88 }
const NAME_LINE = { xs: '0.8rem * 1.3', md: '0.9rem * 1.3' }
const rowHeight = (size: 'xs' | 'md') =>
  `calc(8px + ${ICON[size]}px + 8px + 2 * ${NAME_LINE[size]} + 8px + 8px)`
const rowSx = { minHeight: { xs: rowHeight('xs'), md: rowHeight('md') } } as const

// Roughly the icon row's slides per view (iconRowBreakpoints, capped at the 8 this row shows).
const placeholderColumns = {
  xs: 'calc(100% / 3.5)',
  sm: 'calc(100% / 4.5)',
  md: 'calc(100% / 5.5)',
  lg: 'calc(100% / 7)',
  xl: 'calc(100% / 8)',
}

function RowSkeleton({ title }: { title: string }) {
  return (
    <Box
      sx={{
        ...rowSx,
        display: 'grid',
        gridAutoFlow: 'column',
        gridAutoColumns: placeholderColumns,
        overflow: 'hidden',
        py: 1.5,
      }}
    >
      <VisuallyHidden>{`Loading ${title}`}</VisuallyHidden>
      {Array.from({ length: 8 }, (_, index) => (
        <Box
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          key={index}
          sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1 }}
        >
          <Skeleton variant="circular" animation="wave" sx={{ width: ICON, height: ICON, flexShrink: 0 }} />
          <Skeleton variant="text" width="60%" sx={{ fontSize: { xs: '0.8rem', md: '0.9rem' } }} />
        </Box>
      ))}
    </Box>
  )
}

/**
 * "Shop By Popular Categories": the sub-categories of a category as icon tiles; nothing when there are
 * none; a placeholder of the same size while they load.
 */
export function SubCategoryCarousel({
  title = 'Shop By Popular Categories',
  items,
  loading = false,
}: SubCategoryCarouselProps) {
  const headingId = useId()
  if (!loading && items.length === 0) return null
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      aria-busy={loading ? 'true' : undefined}
      sx={{ my: 2 }}
    >
      <SectionHeader title={title} id={headingId} />
      {loading ? (
        <RowSkeleton title={title} />
      ) : (
        <Box sx={rowSx}>
          <Carousel label={`${title} slides`} maxSlides={8} autoplay={false} slideSize="icon">
            {items.map((item) => (
              <CategoryTile key={item.id} name={item.name} iconUrl={item.iconUrl} href={item.href} />
            ))}
          </Carousel>
        </Box>
      )}
    </Box>
  )
}
