export type { MobileBottomBarProps } from './MobileBottomBar.tsx'
export { MobileBottomBar } from './MobileBottomBar.tsx'
