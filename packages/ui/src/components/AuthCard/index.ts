export type { AuthCardProps } from './AuthCard.tsx'
export { AuthCard } from './AuthCard.tsx'
export type { FormStatus } from './formParts.tsx'
