export { VisuallyHidden, visuallyHiddenSx } from './VisuallyHidden.tsx'
