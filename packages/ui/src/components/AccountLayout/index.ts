export type { AccountLayoutProps } from './AccountLayout.tsx'
export { AccountLayout } from './AccountLayout.tsx'
