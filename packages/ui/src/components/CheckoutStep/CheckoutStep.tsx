import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded'
import Box from '@mui/material/Box'
import ButtonBase from '@mui/material/ButtonBase'
import { styled } from '@mui/material/styles'
import { type ReactNode, useId } from 'react'
import { VisuallyHidden } from '../VisuallyHidden/index.ts'

export interface CheckoutStepProps {
  /** The step's number, shown in its badge (1, 2, 3). */
  step: number
  title: string
  /** Whether the step's content shows. */
  expanded: boolean
  /** Opens or closes the step. Absent: the step cannot be reached yet, so its header is not a button. */
  onToggle?: () => void
  /** The step is complete: a check mark in the header. */
  done?: boolean
  /** Shown under the title while the step is collapsed, e.g. the chosen address. */
  summary?: ReactNode
  /** Beside the header, e.g. a "Change" button (kept outside the header's own button). */
  action?: ReactNode
  children: ReactNode
  /** The heading level of the step's title (h2 on the checkout pages). */
  headingComponent?: 'h2' | 'h3'
  /** Said after the title to assistive technology when `done` (the check mark's words). */
  doneText?: string
}

const Root = styled('div')(({ theme }) => ({
  borderRadius: 10,
  border: `1px solid ${theme.vars.palette.border.main}`,
  backgroundColor: theme.vars.palette.background.paper,
  overflow: 'hidden',
  '&[data-expanded="true"]': { borderColor: theme.vars.palette.primary.main },
}))

const Header = styled('div')(({ theme }) => ({
  display: 'flex',
  alignItems: 'flex-start',
  gap: 8,
  padding: '12px 16px',
  '[data-expanded="true"] > &': { backgroundColor: theme.vars.palette.surface.selected },
  [theme.breakpoints.down('sm')]: { padding: '10px 12px' },
}))

const Badge = styled('span')(({ theme }) => ({
  flex: 'none',
  display: 'inline-grid',
  placeItems: 'center',
  width: 28,
  height: 28,
  borderRadius: '50%',
  fontSize: '0.85rem',
  fontWeight: 700,
  fontVariantNumeric: 'tabular-nums',
  color: theme.vars.palette.primary.main,
  backgroundColor: theme.vars.palette.surface.selected,
  border: `1px solid ${theme.vars.palette.primary.main}`,
  '&[data-tone="active"]': {
    color: theme.vars.palette.primary.contrastText,
    backgroundColor: theme.vars.palette.primary.main,
  },
  '&[data-tone="unreachable"]': {
    color: theme.vars.palette.text.secondary,
    backgroundColor: theme.vars.palette.surface.disabled,
    borderColor: theme.vars.palette.border.medium,
  },
}))

const Title = styled('span')({
  fontSize: '1rem',
  fontWeight: 700,
  letterSpacing: '0.02em',
  textTransform: 'uppercase',
  lineHeight: '28px',
  overflowWrap: 'anywhere',
})

/**
 * One step of a checkout, as an accordion: a numbered badge, the title, a check mark once done, the
 * step's summary while collapsed and an action slot (e.g. Change). The header is a button with
 * aria-expanded controlling the step's region; a step that cannot be reached yet has no button. The
 * content stays mounted while collapsed (hidden), so a half-filled form in it keeps what was typed.
 */
export function CheckoutStep({
  step,
  title,
  expanded,
  onToggle,
  done = false,
  summary,
  action,
  children,
  headingComponent = 'h2',
  doneText = 'done',
}: CheckoutStepProps) {
  const headerId = useId()
  const regionId = useId()
  const reachable = onToggle !== undefined
  const tone = expanded || done ? 'active' : reachable ? 'idle' : 'unreachable'
  const label = (
    <>
      <Badge data-tone={tone} aria-hidden>
        {step}
      </Badge>
      <Title>
        <VisuallyHidden>Step {step}: </VisuallyHidden>
        {title}
        {done && <VisuallyHidden> ({doneText})</VisuallyHidden>}
      </Title>
      {done && (
        <CheckCircleRounded
          aria-hidden
          sx={{ color: 'success.main', fontSize: 22, mt: '3px', flex: 'none' }}
        />
      )}
    </>
  )
  const Heading = headingComponent
  return (
    <Root data-expanded={expanded} data-testid="checkout-step">
      <Header>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Box
            component={Heading}
            sx={{ m: 0, color: reachable || expanded ? 'text.primary' : 'text.secondary' }}
          >
            {reachable ? (
              <ButtonBase
                id={headerId}
                onClick={onToggle}
                aria-expanded={expanded}
                aria-controls={regionId}
                sx={{
                  display: 'flex',
                  alignItems: 'flex-start',
                  justifyContent: 'flex-start',
                  gap: 1.5,
                  width: '100%',
                  minHeight: 32,
                  textAlign: 'left',
                  borderRadius: '6px',
                  font: 'inherit',
                  color: 'inherit',
                }}
              >
                {label}
              </ButtonBase>
            ) : (
              <Box
                id={headerId}
                component="span"
                sx={{ display: 'flex', alignItems: 'flex-start', gap: 1.5 }}
              >
                {label}
              </Box>
            )}
          </Box>
          {!expanded && summary && (
            <Box
              data-testid="checkout-step-summary"
              sx={{
                mt: 0.5,
                ml: 5.5,
                fontSize: '0.875rem',
                color: 'text.secondary',
                overflowWrap: 'anywhere',
              }}
            >
              {summary}
            </Box>
          )}
        </Box>
        {action && <Box sx={{ flex: 'none', alignSelf: 'center' }}>{action}</Box>}
      </Header>
      <Box
        id={regionId}
        role="region"
        aria-labelledby={headerId}
        hidden={!expanded}
        sx={{ p: { xs: 1.5, sm: 2 }, borderTop: (theme) => `1px solid ${theme.vars.palette.border.main}` }}
      >
        {children}
      </Box>
    </Root>
  )
}
