export * from './WishlistButton.tsx'
