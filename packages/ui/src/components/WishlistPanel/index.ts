export { WishlistPanel, type WishlistPanelItem, type WishlistPanelProps } from './WishlistPanel.tsx'
