import { CheckoutAddressStep } from './CheckoutAddressStep.tsx'
import type { CheckoutState } from './useCheckout.ts'

/**
 * Step 1 of either checkout wired to the checkout's state: the shopper's addresses, the chosen one, the
 * step opening and closing, and the add and edit dialogs. Only how the addresses are shown differs
 * (`list` for the cart's checkout, `chosen` for Buy Now).
 */
export function ShopperAddressStep({
  checkout,
  variant,
}: {
  checkout: CheckoutState
  variant: 'list' | 'chosen'
}) {
  return (
    <CheckoutAddressStep
      variant={variant}
      status={checkout.addresses.status}
      addresses={checkout.addresses.list}
      chosenIndex={checkout.chosenIndex}
      expanded={checkout.step === 'address'}
      onToggle={() => checkout.toggle('address')}
      onChoose={checkout.choose}
      onAdd={checkout.editor.add}
      onEdit={checkout.editor.edit}
      errorText={checkout.addresses.errorText}
      onRetry={checkout.addresses.retry}
    />
  )
}
