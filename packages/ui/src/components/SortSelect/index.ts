export { type SortOption, SortSelect, type SortSelectProps } from './SortSelect.tsx'
