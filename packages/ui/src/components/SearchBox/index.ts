export type { SearchBoxProps, SearchStatus, SearchSuggestionItem } from './SearchBox.tsx'
export { SearchBox } from './SearchBox.tsx'
