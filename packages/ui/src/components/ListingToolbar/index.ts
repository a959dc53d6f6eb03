export { ListingToolbar, type ListingToolbarProps, type ShownRange, showingText } from './ListingToolbar.tsx'
