export type { CategoryBarProps } from './CategoryBar.tsx'
export { CategoryBar } from './CategoryBar.tsx'
