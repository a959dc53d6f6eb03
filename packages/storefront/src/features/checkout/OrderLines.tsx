import type { CheckoutLine, CheckoutSummary } from '@haat/contract'
import { formatRupees, VisuallyHidden } from '@haat/ui'
import EditNoteRounded from '@mui/icons-material/EditNoteRounded'
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Link from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { productHref } from '../../shared/links.ts'
import type { ProductNotes } from './checkoutView.ts'
import { NoteDialog } from './NoteDialog.tsx'

export interface OrderLinesProps {
  summary: CheckoutSummary
  notes: ProductNotes
  onNoteChange: (productId: string, note: string) => void
}

/**
 * The cart checkout's Order Summary step: the lines the server will order, seller by seller (each seller's
 * lines become one order), each with its picture, name, quantity, price and MRP, and an "Add a note" for
 * its delivery.
 */
export function OrderLines({ summary, notes, onNoteChange }: OrderLinesProps) {
  const [noting, setNoting] = useState<CheckoutLine | null>(null)
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {summary.sellers.map((seller) => (
        <Box key={seller.sellerId} component="section" aria-label={`Sold by ${seller.storeName}`}>
          <Typography
            component="h3"
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 0.75,
              fontWeight: 600,
              fontSize: '0.95rem',
              mb: 1,
            }}
          >
            <StorefrontOutlined aria-hidden fontSize="small" sx={{ color: 'primary.main' }} />
            {seller.storeName}
          </Typography>
          <Box component="ul" sx={{ m: 0, p: 0, display: 'grid', gap: 1 }}>
            {seller.lines.map((line) => (
              <OrderLineRow
                key={line.productId}
                line={line}
                note={notes[line.productId] ?? ''}
                onAddNote={() => setNoting(line)}
              />
            ))}
          </Box>
        </Box>
      ))}
      <NoteDialog
        productName={noting?.name ?? null}
        note={noting ? (notes[noting.productId] ?? '') : ''}
        onClose={() => setNoting(null)}
        onSave={(note) => {
          if (noting) onNoteChange(noting.productId, note)
          setNoting(null)
        }}
      />
    </Box>
  )
}

function OrderLineRow({
  line,
  note,
  onAddNote,
}: {
  line: CheckoutLine
  note: string
  onAddNote: () => void
}) {
  return (
    <Box
      component="li"
      sx={{
        listStyle: 'none',
        display: 'grid',
        gridTemplateColumns: '64px minmax(0, 1fr)',
        gap: 1.5,
        p: 1.5,
        borderRadius: '8px',
        border: 1,
        borderColor: 'border.main',
      }}
    >
      <Box
        component="img"
        src={line.imageUrl}
        alt=""
        width={64}
        height={64}
        loading="lazy"
        sx={{ width: 64, height: 64, objectFit: 'contain', borderRadius: '6px', bgcolor: 'surface.subtle' }}
      />
      <Box sx={{ minWidth: 0 }}>
        <Link
          href={productHref(line.productId)}
          underline="hover"
          color="text.primary"
          sx={{ fontWeight: 500 }}
        >
          {line.name}
        </Link>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: 1.5, mt: 0.5 }}>
          <Typography component="p" variant="body2">
            Qty: {line.quantity}
          </Typography>
          <Typography component="p" sx={{ fontWeight: 700 }}>
            {formatRupees(line.offerPrice)}
          </Typography>
          {line.price > line.offerPrice && (
            <Typography
              component="p"
              variant="body2"
              color="text.secondary"
              sx={{ textDecoration: 'line-through' }}
            >
              <VisuallyHidden>MRP </VisuallyHidden>
              {formatRupees(line.price)}
            </Typography>
          )}
          {line.quantity > 1 && (
            <Typography component="p" variant="body2" color="text.secondary">
              Total {formatRupees(line.lineTotal)}
            </Typography>
          )}
        </Box>
        {note && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
            Note: {note}
          </Typography>
        )}
        <Button
          size="small"
          startIcon={<EditNoteRounded />}
          onClick={onAddNote}
          aria-label={`${note ? 'Edit note' : 'Add a note'} for ${line.name}`}
          sx={{ mt: 0.5, ml: -0.5 }}
        >
          {note ? 'Edit note' : 'Add a note'}
        </Button>
      </Box>
    </Box>
  )
}
