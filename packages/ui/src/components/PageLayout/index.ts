export type { PageLayoutProps } from './PageLayout.tsx'
export { PageLayout } from './PageLayout.tsx'
