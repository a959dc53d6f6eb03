export {
  type FilterAvailability,
  type FilterBrand,
  type FilterCategory,
  type FilterDetail,
  type FilterGender,
  type FilterGenderCount,
  FilterSidebar,
  type FilterSidebarProps,
  type FilterValue,
  PRICE_MAX,
  PRICE_STEP,
} from './FilterSidebar.tsx'
