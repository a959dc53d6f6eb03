import { CategoryTile, CategoryTileSkeleton, FeedSection } from '@haat/ui'
import Box from '@mui/material/Box'
import { errorText } from '../../../app/errorText.ts'
import { useGetCategoriesQuery } from '../../../shared/catalogue/catalogueApi.ts'
import { categoryPageHref } from '../../../shared/links.ts'
import { useSectionStatus } from './sectionStatus.ts'

const TITLE = 'Hot Categories'

/**
 * Small round tiles: a wrapping grid (four to a row on a phone, all in one or two rows on a desktop)
 * shows every category at once, where a carousel would show one at a time on a phone.
 */
const gridSx = {
  display: 'grid',
  gridTemplateColumns: { xs: 'repeat(4, minmax(0, 1fr))', md: 'repeat(auto-fill, minmax(120px, 1fr))' },
  gap: { xs: 1, md: 2 },
  listStyle: 'none',
  m: 0,
  p: 0,
} as const

/**
 * Placeholders while the categories load: three rows on a phone, as many as a store's top level usually
 * has (the demo catalogue's twelve), so the rows below seldom move when the tiles arrive.
 */
const SKELETON_TILES = 12

/** Top-level categories that have products, each to its category page. */
export function HotCategories() {
  const query = useGetCategoriesQuery()
  const categories = (query.data ?? []).filter(
    (category) => category.parentCategory === category.id && category.productCount > 0,
  )
  const status = useSectionStatus(query, categories)
  return (
    <FeedSection
      title={TITLE}
      status={status}
      errorText={`Error Fetching Category Data ${errorText(query.error)}`}
      emptyText="No Category"
      skeleton={
        <Box component="div" sx={gridSx}>
          {Array.from({ length: SKELETON_TILES }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <CategoryTileSkeleton key={index} />
          ))}
        </Box>
      }
    >
      <Box component="ul" sx={gridSx}>
        {categories.map((category) => (
          <li key={category.id}>
            <CategoryTile
              name={category.name}
              iconUrl={category.categoryIcon ?? ''}
              href={categoryPageHref(category)}
            />
          </li>
        ))}
      </Box>
    </FeedSection>
  )
}
