import { SORT_MENU } from '@haat/contract/core'
import { CategoryHero, categoryLabel, SubCategoryCarousel } from '@haat/ui'
import { useParams } from 'react-router-dom'
import { useDocumentTitle } from '../../app/useDocumentTitle.ts'
import { useGetCategoriesQuery } from '../../shared/catalogue/catalogueApi.ts'
import { categoryPageHref } from '../../shared/links.ts'
import { ListingScreen } from '../../shared/listing/ListingScreen.tsx'
import { categoryTrail, childrenOf } from '../../shared/listing/listingView.ts'
import { useListing } from '../../shared/listing/useListing.ts'

/**
 * /categories-page/{categoryId}/{name}: the products of the category's whole subtree, with
 * breadcrumbs of friendly names, the sub-categories, the category banner, filters, sort and pages.
 */
export function CategoryRoute() {
  const { categoryId = '', name: nameInPath = '' } = useParams()
  const categories = useGetCategoriesQuery()
  const all = categories.data ?? []
  const trail = categoryTrail(all, categoryId)
  const category = trail.at(-1)
  const name = category ? categoryLabel(category) : nameInPath || 'Category'
  useDocumentTitle(name)
  const listing = useListing({ call: 'categoryProducts', pathParams: { categoryId } })
  const children = childrenOf(all, categoryId)
  const crumbs = [
    { label: 'Home', href: '/' },
    ...(trail.length > 0
      ? trail.map((step) => ({ label: categoryLabel(step), href: categoryPageHref(step) }))
      : [{ label: name }]),
  ]
  const last = crumbs.at(-1)
  if (last) delete (last as { href?: string }).href
  // Whether the category has sub-categories and a banner is known only from the tree, which the header
  // already asks for at start (so it is usually in the store by now). Until it answers, the page paints
  // placeholders of both at their full size and holds back the listing under them, so a category
  // without them does not pull painted products up when the answer comes.
  const deciding = categories.isLoading
  const header = (
    <>
      <SubCategoryCarousel
        loading={deciding}
        items={children.map((child) => ({
          id: child.id,
          name: categoryLabel(child),
          iconUrl: child.categoryIcon ?? category?.categoryIcon ?? '',
          href: categoryPageHref(child),
        }))}
      />
      <CategoryHero name={name} bannerUrl={category?.categoryBanner ?? null} loading={deciding} />
    </>
  )
  return (
    <ListingScreen
      listing={listing}
      title={name}
      crumbs={crumbs}
      header={header}
      headerPending={deciding}
      emptyText={`No products available in ${name} category`}
      sortOptions={SORT_MENU}
    />
  )
}
