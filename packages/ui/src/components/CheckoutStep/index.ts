export { CheckoutStep, type CheckoutStepProps } from './CheckoutStep.tsx'
