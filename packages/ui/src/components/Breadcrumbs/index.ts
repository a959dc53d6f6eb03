export { Breadcrumbs, type BreadcrumbsProps } from './Breadcrumbs.tsx'
export { type Crumb, crumbsFromPath } from './crumbs.ts'
