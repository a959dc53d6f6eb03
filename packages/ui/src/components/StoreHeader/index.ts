export { StoreHeader, type StoreHeaderProps } from './StoreHeader.tsx'
