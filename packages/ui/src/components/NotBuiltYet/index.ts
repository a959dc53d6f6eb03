export type { NotBuiltYetProps } from './NotBuiltYet.tsx'
export { NotBuiltYet } from './NotBuiltYet.tsx'
