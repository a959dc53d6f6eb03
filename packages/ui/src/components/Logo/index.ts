export type { LogoProps } from './Logo.tsx'
export { Logo } from './Logo.tsx'
