export type { GoogleButtonProps } from './GoogleButton.tsx'
export { GoogleButton } from './GoogleButton.tsx'
