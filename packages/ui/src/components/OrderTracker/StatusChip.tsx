import Box from '@mui/material/Box'

/** How a status chip is coloured: under way, delivered, cancelled, or a status we do not know. */
export type OrderStatusTone = 'progress' | 'delivered' | 'cancelled' | 'neutral'

// The contract's status numbers (packages/ui does not import the contract): 0 to 3 are the way to the
// door, 3 is the door itself, 4 is cancelled; any other number is one we cannot describe.
const DELIVERED = 3
const CANCELLED = 4

/** The tone of an order's (or an item's) status number. */
export function orderStatusTone(status: number): OrderStatusTone {
  if (status === CANCELLED) return 'cancelled'
  if (status === DELIVERED) return 'delivered'
  if (Number.isInteger(status) && status >= 0 && status < DELIVERED) return 'progress'
  return 'neutral'
}

// Palette paths of the theme's tone pairs (each keeps at least 4.5:1 for the small bold label).
const TONES: Record<OrderStatusTone, { color: string; bgcolor: string }> = {
  progress: { color: 'tone.brand.fg', bgcolor: 'tone.brand.bg' },
  delivered: { color: 'tone.success.fg', bgcolor: 'tone.success.bg' },
  cancelled: { color: 'tone.error.fg', bgcolor: 'tone.error.bg' },
  neutral: { color: 'tone.neutral.fg', bgcolor: 'tone.neutral.bg' },
}

/** A small rounded label with an order's status in words. Internal to @haat/ui. */
export function StatusChip({
  label,
  tone,
  testId,
}: {
  label: string
  tone: OrderStatusTone
  testId?: string
}) {
  return (
    <Box
      component="span"
      data-testid={testId}
      data-tone={tone}
      sx={{
        display: 'inline-block',
        px: 1,
        py: 0.25,
        borderRadius: '999px',
        fontSize: '0.75rem',
        fontWeight: 700,
        lineHeight: 1.5,
        whiteSpace: 'nowrap',
        ...TONES[tone],
      }}
    >
      {label}
    </Box>
  )
}
