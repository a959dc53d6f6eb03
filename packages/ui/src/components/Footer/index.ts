export type { FooterProps, FooterSettings } from './Footer.tsx'
export { Footer } from './Footer.tsx'
