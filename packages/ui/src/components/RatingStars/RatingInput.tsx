import StarBorderRounded from '@mui/icons-material/StarBorderRounded'
import StarRounded from '@mui/icons-material/StarRounded'
import { styled } from '@mui/material/styles'
import { useId } from 'react'
import { visuallyHiddenSx } from '../VisuallyHidden/index.ts'

export interface RatingInputProps {
  /** The group's visible label (its legend), e.g. "Your rating". */
  label: string
  /** The chosen stars, 1 to 5; null before a choice. */
  value: number | null
  onChange: (stars: number) => void
  /** Radio name; one is made up when left out. */
  name?: string
  required?: boolean
  disabled?: boolean
  /** A message under the stars (e.g. "Please choose a rating"); marks the group invalid. */
  error?: string
}

const Group = styled('fieldset')({ border: 0, margin: 0, padding: 0, minWidth: 0 })

const Legend = styled('legend')(({ theme }) => ({
  padding: 0,
  marginBottom: 4,
  fontSize: '0.9rem',
  fontWeight: 600,
  color: (theme.vars ?? theme).palette.text.primary,
}))

const Star = styled('label')(({ theme }) => ({
  display: 'inline-flex',
  cursor: 'pointer',
  borderRadius: 6,
  color: theme.vars.palette.rating.star,
  '& > svg': { fontSize: 36, display: 'block' },
  // The radio itself is hidden; its star shows the keyboard focus.
  '&:has(input:focus-visible)': {
    outline: `3px solid ${(theme.vars ?? theme).palette.primary.main}`,
    outlineOffset: 1,
  },
  '&:has(input:disabled)': { cursor: 'default', opacity: 0.6 },
}))

const ErrorText = styled('p')(({ theme }) => ({
  margin: '2px 0 0',
  fontSize: '0.8rem',
  color: (theme.vars ?? theme).palette.error.main,
}))

/**
 * Choosing 1 to 5 stars: five native radios in a labelled group, so Tab reaches the group and the arrow
 * keys move the choice, as any radio group; each star is named "1 star" ... "5 stars".
 */
export function RatingInput({ label, value, onChange, name, required, disabled, error }: RatingInputProps) {
  const madeName = useId()
  const errorId = useId()
  return (
    <Group disabled={disabled} aria-describedby={error ? errorId : undefined} data-testid="rating-input">
      <Legend>
        {label}
        {required && <span aria-hidden> *</span>}
      </Legend>
      <div style={{ display: 'flex', gap: 2 }}>
        {[1, 2, 3, 4, 5].map((n) => (
          <Star key={n}>
            <input
              type="radio"
              name={name ?? madeName}
              value={n}
              checked={value === n}
              required={required}
              onChange={() => onChange(n)}
              style={visuallyHiddenSx}
            />
            {value !== null && n <= value ? (
              <StarRounded aria-hidden data-filled />
            ) : (
              <StarBorderRounded aria-hidden />
            )}
            <span style={visuallyHiddenSx}>
              {n} star{n === 1 ? '' : 's'}
            </span>
          </Star>
        ))}
      </div>
      {error && <ErrorText id={errorId}>{error}</ErrorText>}
    </Group>
  )
}
