import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Checkbox from '@mui/material/Checkbox'
import CircularProgress from '@mui/material/CircularProgress'
import FormControl from '@mui/material/FormControl'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormHelperText from '@mui/material/FormHelperText'
import FormLabel from '@mui/material/FormLabel'
import Radio from '@mui/material/Radio'
import RadioGroup from '@mui/material/RadioGroup'
import { type FormEvent, useId, useState } from 'react'
import { formatRupees } from '../../format/index.ts'
import { StatusChip } from '../OrderTracker/StatusChip.tsx'
import { ProductThumbnail } from '../ProductThumbnail/ProductThumbnail.tsx'

/** One item of the order, as the form offers it. */
export interface CancelItemsFormItem {
  productId: string
  name: string
  imageUrl: string
  quantity: number
  /** What one unit cost, in rupees. */
  price: number
  /** Cancelled already: shown greyed out with its chip, never offered again. */
  cancelled: boolean
}

/** A choice of a radio group: its value (sent) and its words (shown), with an optional line under. */
export interface CancelItemsFormOption {
  value: string
  label: string
  hint?: string
}

/** What the shopper chose: the items, the reason and where the refund goes (null: nothing to refund). */
export interface CancelItemsInput {
  productIds: string[]
  reason: string
  refundMethod: string | null
}

/** The form's fixed texts; each has the wording shown by default. */
export interface CancelItemsFormTexts {
  itemsLegend: string
  reasonLegend: string
  refundLegend: string
  /** Shown instead of the refund methods when there are none (cash on delivery). */
  nothingToRefund: string
  submit: string
  busy: string
  dontCancel: string
  selectItems: string
  selectReason: string
  alreadyCancelled: string
  quantity: string
  /** "2 of 3 items selected". */
  selected: (count: number, of: number) => string
}

const DEFAULT_TEXTS: CancelItemsFormTexts = {
  itemsLegend: 'Items to cancel',
  reasonLegend: 'Reason for cancellation',
  refundLegend: 'Refund to',
  nothingToRefund: 'Paid by Cash on Delivery: there is nothing to refund.',
  submit: 'Cancel selected items',
  busy: 'Cancelling…',
  dontCancel: "Don't Cancel",
  selectItems: 'Please select at least one item to cancel',
  selectReason: 'Please select a cancellation reason',
  alreadyCancelled: 'Already cancelled',
  quantity: 'Qty',
  selected: (count, of) => `${count} of ${of} ${of === 1 ? 'item' : 'items'} selected`,
}

export interface CancelItemsFormProps {
  items: CancelItemsFormItem[]
  reasons: CancelItemsFormOption[]
  /** Where a refund may go; none hides the choice (nothing was paid). */
  refundMethods: CancelItemsFormOption[]
  /** The refund method chosen at first, when it is one of refundMethods (else the first of them). */
  defaultRefundMethod?: string
  /** The cancellation is being sent: every control waits. */
  busy?: boolean
  /** The server's refusal, shown above the buttons. */
  error?: string | null
  onSubmit(input: CancelItemsInput): void
  /** Where Don't Cancel leads (the order's page). */
  dontCancelHref: string
  texts?: Partial<CancelItemsFormTexts>
}

const IMAGE_PX = 64
const PHONE_IMAGE_PX = 48

/**
 * The cancellation page's form: the order's items with a checkbox each (those cancelled already shown but
 * not offered), the reason, and where the refund goes when something was paid. Submitting without an
 * item or a reason says what is missing beside it and sends nothing; Don't Cancel leaves for the order.
 */
export function CancelItemsForm({
  items,
  reasons,
  refundMethods,
  defaultRefundMethod,
  busy = false,
  error,
  onSubmit,
  dontCancelHref,
  texts,
}: CancelItemsFormProps) {
  const t = { ...DEFAULT_TEXTS, ...texts }
  const id = useId()
  const open = items.filter((item) => !item.cancelled)
  const [chosen, setChosen] = useState<ReadonlySet<string>>(() =>
    // An order with one item left to cancel has it chosen already: there is nothing else to pick.
    open.length === 1 && open[0] ? new Set([open[0].productId]) : new Set(),
  )
  const [reason, setReason] = useState('')
  const firstMethod = refundMethods[0]?.value ?? null
  const [method, setMethod] = useState<string | null>(
    refundMethods.some((option) => option.value === defaultRefundMethod)
      ? (defaultRefundMethod ?? null)
      : firstMethod,
  )
  const [missing, setMissing] = useState({ items: false, reason: false })

  const toggle = (productId: string, on: boolean) => {
    setChosen((previous) => {
      const next = new Set(previous)
      if (on) next.add(productId)
      else next.delete(productId)
      return next
    })
    if (on) setMissing((previous) => ({ ...previous, items: false }))
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (busy) return
    const productIds = open.filter((item) => chosen.has(item.productId)).map((item) => item.productId)
    const next = { items: productIds.length === 0, reason: reason === '' }
    setMissing(next)
    if (next.items || next.reason) return
    onSubmit({ productIds, reason, refundMethod: refundMethods.length > 0 ? method : null })
  }

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 3 }} aria-busy={busy}>
      <FormControl component="fieldset" error={missing.items}>
        <FormLabel component="legend" sx={{ fontWeight: 600, color: 'text.primary', mb: 1 }}>
          {t.itemsLegend}
        </FormLabel>
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
          {items.map((item) => {
            const labelId = `${id}-item-${item.productId}`
            return (
              <Box
                component="li"
                key={item.productId}
                data-testid="cancel-item"
                data-cancelled={item.cancelled || undefined}
                sx={{
                  display: 'grid',
                  gridTemplateColumns: {
                    xs: `auto ${PHONE_IMAGE_PX}px minmax(0, 1fr)`,
                    sm: `auto ${IMAGE_PX}px minmax(0, 1fr) auto`,
                  },
                  alignItems: 'center',
                  columnGap: 1.5,
                  p: 1,
                  border: '1px solid',
                  borderColor: chosen.has(item.productId) ? 'primary.main' : 'divider',
                  borderRadius: '8px',
                }}
              >
                <Checkbox
                  checked={!item.cancelled && chosen.has(item.productId)}
                  disabled={busy || item.cancelled}
                  onChange={(event) => toggle(item.productId, event.target.checked)}
                  slotProps={{ input: { 'aria-labelledby': labelId } }}
                />
                <ProductThumbnail
                  src={item.imageUrl}
                  side={IMAGE_PX}
                  phoneSide={PHONE_IMAGE_PX}
                  inset={4}
                  iconSize={28}
                  style={item.cancelled ? { opacity: 0.6 } : undefined}
                />
                <Box sx={{ minWidth: 0, display: 'grid', gap: 0.25, justifyItems: 'start' }}>
                  <Box
                    component="span"
                    id={labelId}
                    sx={{
                      fontWeight: 600,
                      overflowWrap: 'anywhere',
                      color: item.cancelled ? 'text.secondary' : 'text.primary',
                    }}
                  >
                    {item.name}
                  </Box>
                  <Box component="span" sx={{ fontSize: '0.85rem', color: 'text.secondary' }}>
                    {t.quantity}: {item.quantity}
                    {item.quantity > 1 && ` × ${formatRupees(item.price)}`}
                  </Box>
                  {item.cancelled && <StatusChip label={t.alreadyCancelled} tone="cancelled" />}
                </Box>
                <Box
                  component="span"
                  sx={{ gridColumn: { xs: 3, sm: 4 }, fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}
                >
                  {formatRupees(item.price * item.quantity)}
                </Box>
              </Box>
            )
          })}
        </Box>
        <FormHelperText component="p" role={missing.items ? 'alert' : undefined} sx={{ mx: 0 }}>
          {missing.items
            ? t.selectItems
            : t.selected(open.filter((item) => chosen.has(item.productId)).length, open.length)}
        </FormHelperText>
      </FormControl>

      <FormControl component="fieldset" error={missing.reason} required>
        <FormLabel
          id={`${id}-reason`}
          component="legend"
          sx={{ fontWeight: 600, color: 'text.primary', mb: 0.5 }}
        >
          {t.reasonLegend}
        </FormLabel>
        <RadioGroup
          aria-labelledby={`${id}-reason`}
          name={`${id}-reason`}
          value={reason}
          onChange={(_, next) => {
            setReason(next)
            setMissing((previous) => ({ ...previous, reason: false }))
          }}
          sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
        >
          {reasons.map((option) => (
            <FormControlLabel
              key={option.value}
              value={option.value}
              control={<Radio />}
              label={option.label}
              disabled={busy}
            />
          ))}
        </RadioGroup>
        {missing.reason && (
          <FormHelperText component="p" role="alert" sx={{ mx: 0 }}>
            {t.selectReason}
          </FormHelperText>
        )}
      </FormControl>

      <FormControl component="fieldset">
        <FormLabel
          id={`${id}-refund`}
          component="legend"
          sx={{ fontWeight: 600, color: 'text.primary', mb: 0.5 }}
        >
          {t.refundLegend}
        </FormLabel>
        {refundMethods.length === 0 ? (
          <Box component="p" sx={{ m: 0, color: 'text.secondary' }}>
            {t.nothingToRefund}
          </Box>
        ) : (
          <RadioGroup
            aria-labelledby={`${id}-refund`}
            name={`${id}-refund`}
            value={method ?? ''}
            onChange={(_, next) => setMethod(next)}
          >
            {refundMethods.map((option) => (
              <FormControlLabel
                key={option.value}
                value={option.value}
                control={<Radio />}
                disabled={busy}
                sx={{ alignItems: 'flex-start', '& .MuiRadio-root': { pt: 0.5 } }}
                label={
                  <Box sx={{ display: 'grid', py: 0.75 }}>
                    <span>{option.label}</span>
                    {option.hint && (
                      <Box component="span" sx={{ fontSize: '0.85rem', color: 'text.secondary' }}>
                        {option.hint}
                      </Box>
                    )}
                  </Box>
                }
              />
            ))}
          </RadioGroup>
        )}
      </FormControl>

      {error && <Alert severity="error">{error}</Alert>}

      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
        <Button
          type="submit"
          variant="contained"
          color="error"
          disabled={busy || open.length === 0}
          startIcon={busy ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
        >
          {busy ? t.busy : t.submit}
        </Button>
        <Button variant="outlined" href={dontCancelHref}>
          {t.dontCancel}
        </Button>
      </Box>
    </Box>
  )
}
