import type { CheckoutLine } from '@haat/contract'
import { INCL_GST_TEXT, YOU_SAVE_TEXT } from '@haat/contract/core'
import { formatRupees, QuantityStepper, VisuallyHidden } from '@haat/ui'
import EditNoteRounded from '@mui/icons-material/EditNoteRounded'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Link from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { brandHref, productHref } from '../../shared/links.ts'
import { quantityLimitHint } from './checkoutView.ts'
import { NoteDialog } from './NoteDialog.tsx'

export interface ProductOrderLineProps {
  line: CheckoutLine
  storeName: string
  /** The quantity being asked of the server (it may run ahead of the line while the summary is re-read). */
  quantity: number
  onQuantityChange: (next: number) => void
  /** The summary for a new quantity is on its way. */
  busy: boolean
  note: string
  onNoteChange: (note: string) => void
}

/**
 * The single-product checkout's Order Summary step: the product's picture, name, brand and store, its
 * quantity from 1 to the most the server allows (the order limit or the stock), the price with its MRP,
 * Incl. GST, the percent off and what the shopper saves, and a delivery note.
 */
export function ProductOrderLine({
  line,
  storeName,
  quantity,
  onQuantityChange,
  busy,
  note,
  onNoteChange,
}: ProductOrderLineProps) {
  const [noting, setNoting] = useState(false)
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '88px minmax(0, 1fr)', sm: '120px minmax(0, 1fr)' },
        gap: 2,
        alignItems: 'start',
      }}
    >
      <Box
        component="img"
        src={line.imageUrl}
        alt=""
        width={120}
        height={120}
        sx={{
          width: { xs: 88, sm: 120 },
          height: { xs: 88, sm: 120 },
          objectFit: 'contain',
          borderRadius: '8px',
          bgcolor: 'surface.subtle',
        }}
      />
      <Box sx={{ minWidth: 0, display: 'grid', gap: 0.75, justifyItems: 'start' }}>
        <Link
          href={productHref(line.productId)}
          underline="hover"
          color="text.primary"
          sx={{ fontWeight: 600, fontSize: '1.05rem' }}
        >
          {line.name}
        </Link>
        <Typography component="p" variant="body2" color="text.secondary">
          Brand:{' '}
          <Link href={brandHref(line.brandDetails)} underline="hover">
            {line.brandDetails.brandName}
          </Link>
        </Typography>
        {storeName && (
          <Typography component="p" variant="body2" color="text.secondary">
            Sold by {storeName}
          </Typography>
        )}
        <QuantityStepper
          value={quantity}
          max={line.maxQuantity}
          maxHint={quantityLimitHint(line.maxQuantity)}
          onChange={onQuantityChange}
          busy={busy}
          disabled={line.maxQuantity <= 0}
          label={`Quantity of ${line.name}`}
        />
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: 1, rowGap: 0.25 }}>
          <Typography component="p" sx={{ fontWeight: 700, fontSize: '1.3rem' }} data-testid="offer-price">
            {formatRupees(line.offerPrice)}
          </Typography>
          {line.price > line.offerPrice && (
            <Typography
              component="p"
              color="text.secondary"
              sx={{ textDecoration: 'line-through' }}
              data-testid="mrp"
            >
              <VisuallyHidden>MRP </VisuallyHidden>
              {formatRupees(line.price)}
            </Typography>
          )}
          <Typography component="p" variant="body2" color="text.secondary">
            {INCL_GST_TEXT}
          </Typography>
          {line.discountPercentage > 0 && (
            <Typography component="p" sx={{ fontWeight: 700, color: 'success.main' }}>
              {line.discountPercentage}% off
            </Typography>
          )}
        </Box>
        {line.youSave > 0 && (
          <Typography
            component="p"
            variant="body2"
            sx={{ color: 'success.main', fontWeight: 600 }}
            data-testid="you-save"
          >
            {YOU_SAVE_TEXT} {formatRupees(line.youSave)}
          </Typography>
        )}
        {note && (
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            Note: {note}
          </Typography>
        )}
        <Button
          size="small"
          startIcon={<EditNoteRounded />}
          onClick={() => setNoting(true)}
          aria-label={`${note ? 'Edit note' : 'Add a note'} for ${line.name}`}
          sx={{ ml: -0.5 }}
        >
          {note ? 'Edit note' : 'Add a note'}
        </Button>
      </Box>
      <NoteDialog
        productName={noting ? line.name : null}
        note={note}
        onClose={() => setNoting(false)}
        onSave={(next) => {
          onNoteChange(next)
          setNoting(false)
        }}
      />
    </Box>
  )
}
