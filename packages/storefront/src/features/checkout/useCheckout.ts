import type { Address, CheckoutSummary } from '@haat/contract'
import { type PaymentMethod, SELECT_ADDRESS_MESSAGE } from '@haat/contract/core'
import { useEffect, useRef, useState } from 'react'
import { type CallError, errorText } from '../../app/errorText.ts'
import { useGetAddressesQuery } from '../../shared/addresses/addressesApi.ts'
import { useAddressEditor } from '../../shared/addresses/useAddressEditor.ts'
import { useCoinRangeQuery } from '../../shared/checkout/checkoutApi.ts'
import { type CheckoutKind, useCheckoutPayment } from '../../shared/checkout/useCheckoutPayment.ts'
import {
  type CheckoutStepName,
  checkoutAction,
  checkoutTotals,
  codUnavailableReason,
  firstStep,
  initialAddressIndex,
  keptAddressIndex,
  nextAttempt,
  type PlacedAttempt,
  type ProductNotes,
  placeRequest,
} from './checkoutView.ts'

/**
 * The state both checkouts share (docs/product.md, "Checkout"): the chosen address (the default at first),
 * which step is open, the payment choice, the coins, the delivery notes, and what the summary card's button
 * does. The summary (what the order costs) is the page's: the cart's, or one product's.
 */
export function useCheckout(kind: CheckoutKind, summary: CheckoutSummary | undefined) {
  const addresses = useGetAddressesQuery()
  const list: readonly Address[] = addresses.data ?? []
  const addressStatus = addresses.data ? 'ready' : addresses.isError ? 'error' : 'loading'

  // undefined until the shopper chooses: the default is chosen for them once the list is read.
  const [picked, setPicked] = useState<number | null | undefined>(undefined)
  const chosenIndex = picked === undefined ? initialAddressIndex(list) : keptAddressIndex(picked, list)
  const chosenAddress = chosenIndex === null ? undefined : list[chosenIndex]
  const [openStep, setOpenStep] = useState<CheckoutStepName | null | undefined>(undefined)
  // Until the shopper opens one: the summary when an address is chosen, else the address step (which also
  // says when the addresses could not be read); none while they load.
  const initialStep = addresses.data
    ? firstStep(chosenAddress !== undefined)
    : addresses.isError
      ? 'address'
      : null
  const step = openStep === undefined ? initialStep : openStep

  const [pickedMethod, setMethod] = useState<PaymentMethod | null>(null)
  const codReason = codUnavailableReason(summary)
  // Cash on delivery chosen before the summary said it is not offered counts as no choice.
  const method = pickedMethod === 'cod' && codReason !== null ? null : pickedMethod
  const [redeem, setRedeem] = useState(false)
  const [notes, setNotes] = useState<ProductNotes>({})
  const [notice, setNotice] = useState<string | null>(null)
  // The step the page moved the shopper to (its header takes focus); a new object each time, so asking
  // for the same step again moves again.
  const [moved, setMoved] = useState<{ step: CheckoutStepName } | null>(null)
  const moveTo = (name: CheckoutStepName) => {
    setOpenStep(name)
    setMoved({ step: name })
  }

  const subTotal = summary?.subTotal ?? 0
  const coins = useCoinRangeQuery(subTotal, { skip: subTotal <= 0 })
  const coinInfo = coins.data?.data
  // Redeeming on a coin range that is being asked again (a new total) would send a stale coin count.
  const waitingForCoins = redeem && coins.isFetching
  const totals = summary ? checkoutTotals(summary, coinInfo, redeem) : undefined
  const action = checkoutAction(chosenAddress !== undefined, method)
  const payment = useCheckoutPayment({ kind })
  const lastPlaced = useRef<PlacedAttempt | null>(null)
  // The payment dialog opened: the last request left an order waiting for its payment.
  useEffect(() => {
    if (payment.paymentDialog && lastPlaced.current) lastPlaced.current.awaitingPayment = true
  }, [payment.paymentDialog])

  const choose = (index: number) => {
    setPicked(index)
    setNotice(null)
    moveTo('summary')
  }
  const editor = useAddressEditor(list, choose)
  const toggle = (name: CheckoutStepName) => setOpenStep(step === name ? null : name)

  const submit = () => {
    setNotice(null)
    if (action.does === 'selectAddress') {
      setNotice(SELECT_ADDRESS_MESSAGE)
      moveTo('address')
      return
    }
    if (action.does === 'choosePayment') {
      moveTo('payment')
      return
    }
    if (!summary || !totals || !chosenAddress || waitingForCoins) return
    const request = placeRequest({
      summary,
      notes,
      address: chosenAddress,
      method: action.method,
      totals,
      coinValue: coinInfo?.coinValue,
    })
    lastPlaced.current = nextAttempt(lastPlaced.current, request, redeem)
    void payment.place(lastPlaced.current.sent)
  }

  return {
    addresses: {
      status: addressStatus,
      list,
      errorText: `Your addresses could not be loaded. ${errorText(addresses.error as CallError)}`,
      retry: () => void addresses.refetch(),
    },
    chosenIndex,
    chosenAddress,
    choose,
    editor,
    step,
    toggle,
    openStep: moveTo,
    moved,
    method,
    setMethod: (next: PaymentMethod) => {
      setMethod(next)
      setNotice(null)
    },
    codReason,
    coins: { info: coinInfo, loading: coins.isFetching, redeem, setRedeem },
    waitingForCoins,
    notes,
    setNote: (productId: string, note: string) => setNotes((now) => ({ ...now, [productId]: note })),
    totals,
    action,
    submit,
    payment,
    error: notice ?? payment.error,
  } as const
}

export type CheckoutState = ReturnType<typeof useCheckout>
