export type { FullPageLoaderProps } from './FullPageLoader.tsx'
export { FullPageLoader } from './FullPageLoader.tsx'
