import type { Answer, Body } from '@haat/contract'
import {
  CASH_ON_DELIVERY,
  NO_AUTH_TOKEN_MESSAGE,
  orderPlacedMessage,
  PAYMENT_MODE_OF_METHOD,
  PAYMENT_SUCCESS_MESSAGE,
  PAYMENT_WINDOW_CLOSED_MESSAGE,
  type PaymentMethod,
  pageHref,
  SITE_NAME,
} from '@haat/contract/core'
import type { PaymentDialogProps } from '@haat/ui'
import { useCallback, useEffect, useReducer, useRef, useState } from 'react'
import { useSelector } from 'react-redux'
import { useNavigate } from 'react-router-dom'
import { type CallError, errorText } from '../../app/errorText.ts'
import { enqueueToast } from '../../app/toast.ts'
import { selectIsSignedIn } from '../session/authSlice.ts'
import {
  useCreatePaymentOrderMutation,
  usePlaceOrderMutation,
  useSimulatedPaymentMutation,
  useSingleProductPlaceOrderMutation,
  useVerifyPaymentMutation,
} from './checkoutApi.ts'
import {
  attemptFor,
  type CheckoutAttempt,
  paymentDialogReducer,
  paymentInitFailedText,
  placeFailedText,
  verifyFailedText,
} from './paymentFlow.ts'
import { loadRazorpay, type RazorpaySuccess, razorpayOptions } from './razorpayCheckout.ts'

/** The simulated gateway's dialog's props, as @haat/ui's PaymentDialog takes them. */
export type { PaymentDialogProps }

/** Which checkout places: the cart's, or the single product's ("Buy Now"). */
export type CheckoutKind = 'cart' | 'single'

/** What the checkout page asks to place: the order request with the shopper's payment choice. */
export type CheckoutRequest = Omit<Body<'placeOrder'>, 'paymentMode'> & { method: PaymentMethod }

export interface CheckoutPayment {
  /** Places the checkout and, for an online payment, runs the payment to its end. Never throws. */
  place(request: CheckoutRequest): Promise<void>
  /**
   * Pays for a checkout already placed and still waiting for its payment (the order completed page's Pay
   * Now): create-order reuses the open gateway order, then the dialog and verify as after place.
   */
  pay(parentOrderId: string): Promise<void>
  /** On while placing, opening the payment or verifying it. */
  busy: boolean
  /** Why the last try failed, for the summary card (role alert); null once a new try starts. */
  error: string | null
  /** The simulated gateway's dialog while it is open (null otherwise, and always with razorpay). */
  paymentDialog: PaymentDialogProps | null
}

/**
 * A checkout's whole placing and paying (docs/product.md, "Checkout" and "Payments"). Cash on delivery:
 * the place call places the order, and the shopper goes to its completed page. Online: the place call holds
 * the stock and coins (pending payment), create-order opens a gateway order, the gateway's dialog takes the
 * payment (the simulated one here, or Razorpay Checkout), verify-payment proves it and confirms the order.
 * Dismissing the dialog leaves the order pending: Pay Now again sends the same request with the same
 * Idempotency-Key, so the server answers that same order and the payment reopens for it.
 */
export function useCheckoutPayment({ kind }: { kind: CheckoutKind }): CheckoutPayment {
  const navigate = useNavigate()
  const signedIn = useSelector(selectIsSignedIn)
  const [placeCart] = usePlaceOrderMutation()
  const [placeSingle] = useSingleProductPlaceOrderMutation()
  const [createPaymentOrder] = useCreatePaymentOrderMutation()
  const [simulatedPayment] = useSimulatedPaymentMutation()
  const [verifyPayment] = useVerifyPaymentMutation()
  const attempt = useRef<CheckoutAttempt | null>(null)
  const running = useRef(false)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [dialog, dispatch] = useReducer(paymentDialogReducer, null)

  const completed = useCallback(
    (parentOrderId: string, message: string) => {
      // The attempt is over: an order placed again from here on is another one.
      attempt.current = null
      enqueueToast(message, { variant: 'success' })
      navigate(pageHref('orderCompleted', { parentOrderId }))
    },
    [navigate],
  )

  /** Proves a payment; true when the order is confirmed (and the shopper on their way to it). */
  const verify = useCallback(
    async (payment: RazorpaySuccess): Promise<boolean> => {
      setBusy(true)
      setError(null)
      try {
        const answer = await verifyPayment(payment).unwrap()
        completed(answer.orderId, PAYMENT_SUCCESS_MESSAGE)
        return true
      } catch (failure) {
        setError(verifyFailedText(failure as CallError))
        return false
      } finally {
        setBusy(false)
      }
    },
    [verifyPayment, completed],
  )

  const openRazorpay = useCallback(
    async (order: Answer<'createPaymentOrder'>) => {
      const Razorpay = await loadRazorpay()
      let lastFailure: string | null = null
      const checkout = new Razorpay(
        razorpayOptions(
          order,
          (payment) => void verify(payment),
          // Razorpay Checkout shows its own failures and lets the shopper try again inside; once it is
          // closed, the last one is said on the page.
          () => setError(lastFailure),
        ),
      )
      checkout.on('payment.failed', (response) => {
        lastFailure = response.error.description
      })
      checkout.open()
    },
    [verify],
  )

  /** Opens the gateway order of a pending checkout and its dialog (or Razorpay Checkout). */
  const openPayment = useCallback(
    async (parentOrderId: string) => {
      let order: Answer<'createPaymentOrder'>
      try {
        order = await createPaymentOrder({ parentOrderId }).unwrap()
      } catch (failure) {
        setError(paymentInitFailedText(failure as CallError))
        return
      }
      if (order.provider === 'simulated') dispatch({ type: 'open', order })
      else await openRazorpay(order).catch(() => setError(paymentInitFailedText(undefined)))
    },
    [createPaymentOrder, openRazorpay],
  )

  const place = useCallback(
    async ({ method, ...request }: CheckoutRequest) => {
      if (running.current) return
      if (!signedIn) {
        setError(NO_AUTH_TOKEN_MESSAGE)
        return
      }
      running.current = true
      setBusy(true)
      setError(null)
      const body: Body<'placeOrder'> = { ...request, paymentMode: PAYMENT_MODE_OF_METHOD[method] }
      const send = () => {
        attempt.current = attemptFor(attempt.current, { kind, body })
        const args = { body, idempotencyKey: attempt.current.key }
        return kind === 'cart' ? placeCart(args).unwrap() : placeSingle(args).unwrap()
      }
      try {
        let placed: Answer<'placeOrder'>
        try {
          placed = await send()
          // The same attempt's order ran out of time to pay and was released: this is a new attempt.
          if (placed.state === 'released') {
            attempt.current = null
            placed = await send()
          }
        } catch (failure) {
          setError(placeFailedText(failure as CallError))
          return
        }
        if (placed.state === 'placed') {
          // Cash on delivery, or an online payment the gateway's webhook confirmed meanwhile.
          completed(
            placed.orderId,
            placed.paymentMode === CASH_ON_DELIVERY
              ? orderPlacedMessage(placed.orderId)
              : PAYMENT_SUCCESS_MESSAGE,
          )
          return
        }
        await openPayment(placed.orderId)
      } finally {
        running.current = false
        setBusy(false)
      }
    },
    [signedIn, kind, placeCart, placeSingle, completed, openPayment],
  )

  const pay = useCallback(
    async (parentOrderId: string) => {
      if (running.current) return
      if (!signedIn) {
        setError(NO_AUTH_TOKEN_MESSAGE)
        return
      }
      running.current = true
      setBusy(true)
      setError(null)
      try {
        await openPayment(parentOrderId)
      } finally {
        running.current = false
        setBusy(false)
      }
    },
    [signedIn, openPayment],
  )

  const payInDialog = useCallback(
    async (
      order: Answer<'createPaymentOrder'>,
      method: 'upi' | 'card' | 'netbanking',
      outcome: 'success' | 'failure',
    ) => {
      dispatch({ type: 'pay' })
      let answer: Answer<'simulatedPayment'>
      try {
        answer = await simulatedPayment({ razorpay_order_id: order.orderId, outcome, method }).unwrap()
      } catch (failure) {
        dispatch({ type: 'failed', message: errorText(failure as CallError) })
        return
      }
      if (answer.outcome === 'failure') {
        dispatch({ type: 'failed', message: answer.error.description })
        return
      }
      const { razorpay_order_id, razorpay_payment_id, razorpay_signature } = answer
      // The payment is taken: whatever verifying says is said on the page, and the dialog is done.
      dispatch({ type: 'close' })
      await verify({ razorpay_order_id, razorpay_payment_id, razorpay_signature })
    },
    [simulatedPayment, verify],
  )

  // The gateway order waits until payBy: the dialog closes then, as Razorpay Checkout's timeout does.
  const payBy = dialog ? dialog.order.payBy._seconds * 1000 : null
  useEffect(() => {
    if (payBy === null) return
    const timer = setTimeout(
      () => {
        dispatch({ type: 'close' })
        setError(PAYMENT_WINDOW_CLOSED_MESSAGE)
      },
      Math.max(0, payBy - Date.now()),
    )
    return () => clearTimeout(timer)
  }, [payBy])

  const paymentDialog: PaymentDialogProps | null = dialog && {
    open: true,
    merchantName: SITE_NAME,
    amount: dialog.order.amount / 100,
    orderId: dialog.order.orderId,
    prefill: dialog.order.prefill,
    state: dialog.step,
    failureMessage: dialog.failureMessage,
    onPay: (method, outcome) => void payInDialog(dialog.order, method, outcome),
    onRetry: () => dispatch({ type: 'retry' }),
    onDismiss: () => dispatch({ type: 'close' }),
  }

  return { place, pay, busy, error, paymentDialog }
}
