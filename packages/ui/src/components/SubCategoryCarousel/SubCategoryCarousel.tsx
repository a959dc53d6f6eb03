import Box from '@mui/material/Box'
import { useId } from 'react'
import { Carousel } from '../Carousel/index.ts'
import { CategoryTile } from '../CategoryTile/index.ts'
import { SectionHeader } from '../SectionHeader/index.ts'

export interface SubCategoryItem {
  id: string
  name: string
  iconUrl: string
  href: string
}

export interface SubCategoryCarouselProps {
  title?: string
  items: SubCategoryItem[]
}

/** "Shop By Popular Categories": the sub-categories of a category as icon tiles; nothing when there are none. */
export function SubCategoryCarousel({
  title = 'Shop By Popular Categories',
  items,
}: SubCategoryCarouselProps) {
  const headingId = useId()
  if (items.length === 0) return null
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ my: 2 }}>
      <SectionHeader title={title} id={headingId} />
      <Carousel label={`${title} slides`} maxSlides={8} autoplay={false} slideSize="icon">
        {items.map((item) => (
          <CategoryTile key={item.id} name={item.name} iconUrl={item.iconUrl} href={item.href} />
        ))}
      </Carousel>
    </Box>
  )
}
