import Box from '@mui/material/Box'
import { styled } from '@mui/material/styles'
import type { ReactNode } from 'react'
import { formatRupees } from '../../format/index.ts'
import { VisuallyHidden } from '../VisuallyHidden/index.ts'

/*
 * The pieces every price card draws alike (the cart's order summary, the checkouts' price details, the
 * order completed page's totals): the card's frame and heading, the label-and-amount rows, the struck-out
 * shipping charge, a discount, the total under a dashed rule and the green savings note. Kept in one place
 * so the three cards cannot drift apart. Internal to @haat/ui.
 */

/** The card's frame: a bordered paper section whose children stack 12 px apart. */
export const SummaryCard = styled('section')(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: 12,
  padding: 16,
  borderRadius: 10,
  border: `1px solid ${theme.vars.palette.border.main}`,
  backgroundColor: theme.vars.palette.background.paper,
}))

/** The card's small uppercase title over a rule, at the level the page needs. */
export function SummaryHeading({
  component,
  id,
  children,
}: {
  component: 'h2' | 'h3'
  id: string
  children: ReactNode
}) {
  return (
    <Box
      component={component}
      id={id}
      sx={{
        m: 0,
        pb: 1.25,
        fontSize: '0.95rem',
        fontWeight: 700,
        letterSpacing: '0.04em',
        textTransform: 'uppercase',
        color: 'text.secondary',
        borderBottom: '1px solid',
        borderColor: 'divider',
      }}
    >
      {children}
    </Box>
  )
}

/** Label-and-amount rows as a description list: labels on the left, amounts right-aligned in columns. */
export const PriceRows = styled('dl')({
  margin: 0,
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  rowGap: 10,
  columnGap: 12,
  fontSize: '0.95rem',
  '& > div': { display: 'contents' },
  '& dt': { margin: 0 },
  '& dd': { margin: 0, textAlign: 'right', fontVariantNumeric: 'tabular-nums' },
})

/** One plain row: a label and its amount in rupees. */
export function PriceRow({ label, amount }: { label: ReactNode; amount: number }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{formatRupees(amount)}</dd>
    </div>
  )
}

/** Shipping charges shown struck out ("Was ₹40" to screen readers) beside the free-delivery words. */
export function FreeShippingRow({
  label,
  charges,
  freeText,
}: {
  label: ReactNode
  charges: number
  freeText: ReactNode
}) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>
        <VisuallyHidden>Was </VisuallyHidden>
        <Box component="s" sx={{ color: 'text.secondary', mr: 0.75 }}>
          {formatRupees(charges)}
        </Box>
        <Box component="span" sx={{ color: 'success.main', fontWeight: 600 }}>
          {freeText}
        </Box>
      </dd>
    </div>
  )
}

/** A saving in green; `children` is its amount as shown ("− ₹30"). */
export function SavingRow({
  label,
  children,
  testId,
}: {
  label: ReactNode
  children: ReactNode
  testId?: string
}) {
  return (
    <div>
      <dt>{label}</dt>
      <Box component="dd" data-testid={testId} sx={{ color: 'success.main', fontWeight: 600 }}>
        {children}
      </Box>
    </div>
  )
}

const totalSx = { fontWeight: 700, fontSize: '1.05rem' } as const

/** The total in bold, in rows of its own under a dashed rule. */
export function TotalRows({ label, amount, testId }: { label: ReactNode; amount: number; testId?: string }) {
  return (
    <PriceRows sx={{ pt: 1.5, borderTop: '1px dashed', borderColor: 'divider' }}>
      <div>
        <Box component="dt" sx={totalSx}>
          {label}
        </Box>
        <Box component="dd" sx={totalSx} data-testid={testId}>
          {formatRupees(amount)}
        </Box>
      </div>
    </PriceRows>
  )
}

/** The green note of what the shopper saves. */
export function SavingsNote({ children }: { children: ReactNode }) {
  return (
    <Box
      component="p"
      sx={{
        m: 0,
        p: 1,
        borderRadius: '8px',
        bgcolor: 'tone.success.bg',
        color: 'success.main',
        fontWeight: 600,
        fontSize: '0.85rem',
      }}
    >
      {children}
    </Box>
  )
}

/** "1 item", "3 items". */
export const units = (items: number) => `${items} ${items === 1 ? 'item' : 'items'}`
