export type { AboutUsProps, AboutUsSettings } from './AboutUs.tsx'
export { AboutUs } from './AboutUs.tsx'
