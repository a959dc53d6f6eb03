export type { SearchOverlayProps } from './SearchOverlay.tsx'
export { SEARCH_OVERLAY_EXIT_MS, SearchOverlay } from './SearchOverlay.tsx'
