export {
  CartLine,
  type CartLinePending,
  type CartLineProblemNotice,
  type CartLineProps,
} from './CartLine.tsx'
