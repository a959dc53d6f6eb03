export {
  type FilterBrand,
  type FilterCategory,
  type FilterChoices,
  type FilterDetail,
  type FilterGenderCount,
  FilterSidebar,
  type FilterSidebarProps,
  type FilterSubCategory,
  type FilterValue,
} from './FilterSidebar.tsx'
