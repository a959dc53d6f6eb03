export type { TopNavProps } from './TopNav.tsx'
export { cartLabel, TopNav } from './TopNav.tsx'
