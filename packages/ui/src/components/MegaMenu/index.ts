export type { CategoryItem, CategoryStatus } from './categoryTree.ts'
export {
  categoryLabel,
  childCategories,
  isTopLevel,
  topCategoriesWithProducts,
} from './categoryTree.ts'
export type { MegaMenuProps } from './MegaMenu.tsx'
export { MegaMenu } from './MegaMenu.tsx'
