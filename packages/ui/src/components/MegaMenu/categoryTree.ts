/**
 * A category as the catalogue sends it (the contract's Category, declared here because @haat/ui does
 * not depend on the contract). A top-level category has `parentCategory` equal to its own id.
 */
export interface CategoryItem {
  id: string
  name: string | null
  parentCategory: string
  categoryIcon?: string | null
  productCount: number
}

export type CategoryStatus = 'loading' | 'error' | 'ready'

export function isTopLevel(category: CategoryItem) {
  return category.parentCategory === category.id
}

/** Top-level categories that have products: the only ones the category bar and mega menu offer. */
export function topCategoriesWithProducts<C extends CategoryItem>(categories: readonly C[]): C[] {
  return categories.filter((category) => isTopLevel(category) && category.productCount > 0)
}

/** Direct children of `parentId`, in the order the catalogue lists them. */
export function childCategories<C extends CategoryItem>(categories: readonly C[], parentId: string): C[] {
  return categories.filter((category) => category.parentCategory === parentId && category.id !== parentId)
}

/** The name a category is shown with: its own, or "Unnamed Category" when the catalogue has none. */
export function categoryLabel(category: Pick<CategoryItem, 'name'>) {
  const name = category.name?.trim()
  return name ? name : 'Unnamed Category'
}
