import CheckRounded from '@mui/icons-material/CheckRounded'
import CloseRounded from '@mui/icons-material/CloseRounded'
import Box from '@mui/material/Box'
import { styled, type Theme } from '@mui/material/styles'
import { VisuallyHidden } from '../VisuallyHidden/index.ts'
import { orderStatusTone, StatusChip } from './StatusChip.tsx'

/** One stage of the tracker, as the contract's orderTrackerStages(status) gives it. */
export interface OrderTrackerStage {
  label: string
  reached: boolean
}

export interface OrderTrackerDates {
  /** Shown under the first stage (Placed). */
  ordered?: Date
  /** Shown under the last stage while it is not reached ("Expected by …"). */
  expected?: Date | null
  /** Shown under the last stage once reached. */
  delivered?: Date | null
  /** Shown under the Cancelled stage. */
  cancelled?: Date | null
}

/** The tracker's fixed texts; each has the wording shown by default. */
export interface OrderTrackerTexts {
  /** The ordered list's accessible name. */
  listLabel: string
  statusLabel: string
  /** Read after a stage's name by screen readers (the colours and icons say the same). */
  completed: string
  current: string
  notReached: string
  expectedBy: string
}

const DEFAULT_TEXTS: OrderTrackerTexts = {
  listLabel: 'Order progress',
  statusLabel: 'Status',
  completed: 'completed',
  current: 'current status',
  notReached: 'not reached yet',
  expectedBy: 'Expected by',
}

export interface OrderTrackerProps {
  /** The stages in order, from the contract's orderTrackerStages(status). */
  stages: OrderTrackerStage[]
  /** The last stage is "Cancelled": shown in red with a cross. */
  cancelled?: boolean
  /** The order's status in words ("Shipped", "Unknown Status"). */
  statusLabel: string
  /** The order's status number, for the chip's colour; by default guessed from the stages. */
  status?: number
  dates?: OrderTrackerDates
  /** Default: a vertical list on phones, a horizontal line from the md breakpoint. */
  orientation?: 'horizontal' | 'vertical'
  /** The time zone the dates are shown in (the shop's: India). */
  timeZone?: string
  texts?: Partial<OrderTrackerTexts>
}

type Layout = 'horizontal' | 'vertical' | 'responsive'
type StageState = 'done' | 'current' | 'pending' | 'cancelled'

const MARKER = 28

const vertical = {
  display: 'grid',
  '& > li': {
    position: 'relative',
    minWidth: 0,
    display: 'grid',
    gridTemplateColumns: `${MARKER}px minmax(0, 1fr)`,
    columnGap: 12,
    alignItems: 'start',
    textAlign: 'left',
    paddingBottom: 22,
  },
  '& > li:last-of-type': { paddingBottom: 0 },
  '& > li::after': {
    left: MARKER / 2 - 1,
    right: 'auto',
    top: MARKER + 2,
    bottom: 2,
    width: 2,
    height: 'auto',
  },
  '& .tracker-text': { paddingTop: 3 },
} as const

const horizontal = {
  display: 'flex',
  '& > li': {
    position: 'relative',
    minWidth: 0,
    flex: '1 1 0',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    textAlign: 'center',
    paddingBottom: 0,
    paddingInline: 4,
  },
  '& > li::after': {
    left: `calc(50% + ${MARKER / 2 + 6}px)`,
    right: `calc(-50% + ${MARKER / 2 + 6}px)`,
    top: MARKER / 2 - 1,
    bottom: 'auto',
    width: 'auto',
    height: 2,
  },
  '& .tracker-text': { paddingTop: 8 },
} as const

const Stages = styled('ol', { shouldForwardProp: (prop) => prop !== 'layout' })<{ layout: Layout }>(
  ({ theme, layout }: { theme: Theme; layout: Layout }) => ({
    margin: 0,
    padding: 0,
    listStyle: 'none',
    // The line from a stage to the next one: coloured when the next one is reached.
    '& > li:not(:last-of-type)::after': {
      content: '""',
      position: 'absolute',
      borderRadius: 1,
      backgroundColor: theme.vars.palette.border.track,
    },
    '& > li[data-line="done"]::after': { backgroundColor: theme.vars.palette.primary.main },
    '& > li[data-line="cancelled"]::after': { backgroundColor: theme.vars.palette.error.main },
    ...(layout === 'vertical' ? vertical : layout === 'horizontal' ? horizontal : vertical),
    ...(layout === 'responsive' ? { [theme.breakpoints.up('md')]: horizontal } : {}),
  }),
)

const Marker = styled('span')(({ theme }) => {
  const palette = theme.vars.palette
  return {
    display: 'grid',
    placeItems: 'center',
    width: MARKER,
    height: MARKER,
    borderRadius: '50%',
    boxSizing: 'border-box',
    flex: 'none',
    color: palette.onDark.main,
    '&[data-state="done"], &[data-state="current"]': { backgroundColor: palette.primary.main },
    '&[data-state="current"]': { boxShadow: `0 0 0 4px ${palette.surface.selectedStrong}` },
    '&[data-state="cancelled"]': {
      backgroundColor: palette.error.main,
      boxShadow: `0 0 0 4px ${palette.tone.error.bg}`,
    },
    '&[data-state="pending"]': {
      backgroundColor: palette.background.paper,
      // A hollow marker's ring is a graphic that tells a stage apart: 3:1 against white at least.
      border: `2px solid ${palette.border.strong}`,
    },
  }
})

const dateFormat = (timeZone: string) =>
  new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone })
const dayFormat = (timeZone: string) =>
  new Intl.DateTimeFormat('en-IN', { weekday: 'short', day: 'numeric', month: 'short', timeZone })

/**
 * The progress of one order: its status in words, then its stages as an ordered list, each with a
 * marker (a tick when reached, a cross when cancelled, an empty ring when not yet), the stage's name,
 * its state in words for screen readers, and a date where one is known (ordered, expected or delivered,
 * cancelled). The line between two stages is coloured once the later one is reached.
 */
export function OrderTracker({
  stages,
  cancelled = false,
  statusLabel,
  status,
  dates = {},
  orientation,
  timeZone = 'Asia/Kolkata',
  texts,
}: OrderTrackerProps) {
  const t = { ...DEFAULT_TEXTS, ...texts }
  const layout: Layout = orientation ?? 'responsive'
  const day = dayFormat(timeZone)
  const lastReached = stages.reduce((last, stage, i) => (stage.reached ? i : last), -1)
  const allReached = stages.length > 0 && stages.every((s) => s.reached)
  const tone =
    status !== undefined
      ? orderStatusTone(status)
      : cancelled
        ? 'cancelled'
        : allReached
          ? 'delivered'
          : 'progress'

  const stateOf = (i: number): StageState => {
    const stage = stages[i]
    if (!stage?.reached) return 'pending'
    if (cancelled && i === stages.length - 1) return 'cancelled'
    return i === lastReached ? 'current' : 'done'
  }

  const dateOf = (i: number): string | null => {
    const last = i === stages.length - 1
    if (i === 0 && dates.ordered) return dateFormat(timeZone).format(dates.ordered)
    if (!last || i === 0) return null
    if (cancelled) return dates.cancelled ? day.format(dates.cancelled) : null
    if (stages[i]?.reached) return dates.delivered ? day.format(dates.delivered) : null
    return dates.expected ? `${t.expectedBy} ${day.format(dates.expected)}` : null
  }

  return (
    <Box data-testid="order-tracker" data-orientation={layout} sx={{ display: 'grid', gap: 2.5 }}>
      <Box
        component="p"
        sx={{
          m: 0,
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          fontSize: '0.9rem',
          color: 'text.secondary',
        }}
      >
        {t.statusLabel}:
        <StatusChip label={statusLabel} tone={tone} testId="order-tracker-status" />
      </Box>
      <Stages layout={layout} aria-label={t.listLabel}>
        {stages.map((stage, i) => {
          const state = stateOf(i)
          const next = stages[i + 1]
          const line = !next?.reached
            ? 'pending'
            : cancelled && i + 1 === stages.length - 1
              ? 'cancelled'
              : 'done'
          const date = dateOf(i)
          const spoken = state === 'pending' ? t.notReached : state === 'done' ? t.completed : t.current
          return (
            <li
              key={stage.label}
              data-testid="order-tracker-stage"
              data-state={state}
              data-line={next ? line : undefined}
              aria-current={state === 'current' || state === 'cancelled' ? 'step' : undefined}
            >
              <Marker data-state={state} aria-hidden>
                {state === 'cancelled' ? (
                  <CloseRounded sx={{ fontSize: 18 }} />
                ) : state === 'pending' ? null : (
                  <CheckRounded sx={{ fontSize: 18 }} />
                )}
              </Marker>
              <Box className="tracker-text" sx={{ minWidth: 0, display: 'grid', gap: 0.25 }}>
                <Box
                  component="span"
                  sx={{
                    fontSize: '0.9rem',
                    lineHeight: 1.3,
                    overflowWrap: 'anywhere',
                    fontWeight: state === 'pending' ? 500 : 700,
                    color:
                      state === 'cancelled'
                        ? 'error.main'
                        : state === 'pending'
                          ? 'text.secondary'
                          : 'text.primary',
                  }}
                >
                  {stage.label}
                  <VisuallyHidden>, {spoken}</VisuallyHidden>
                </Box>
                {date && (
                  <Box
                    component="span"
                    data-testid="order-tracker-date"
                    sx={{ fontSize: '0.8rem', color: 'text.secondary' }}
                  >
                    {date}
                  </Box>
                )}
              </Box>
            </li>
          )
        })}
      </Stages>
    </Box>
  )
}
