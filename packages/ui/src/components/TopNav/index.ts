export type { TopNavProps } from './TopNav.tsx'
export { cartLabel, TopNav, wishlistLabel } from './TopNav.tsx'
