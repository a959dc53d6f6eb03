import Box from '@mui/material/Box'
import FormHelperText from '@mui/material/FormHelperText'
import InputBase from '@mui/material/InputBase'
import Typography from '@mui/material/Typography'
import { type ClipboardEvent, type KeyboardEvent, useId, useRef } from 'react'

export interface OtpInputProps {
  /** Number of boxes (the code length). */
  length?: number
  /**
   * The code typed so far. Position i is character i; an emptied box in the middle is a space, and
   * trailing empties are trimmed, so a finished code is exactly `length` digits.
   */
  value: string
  onChange: (value: string) => void
  /** Called once all boxes hold a digit, with the whole code. */
  onComplete?: (value: string) => void
  disabled?: boolean
  /** Shown in red under the boxes (e.g. "Incorrect OTP"). */
  error?: string
  /** The group's visible label. */
  label?: string
}

const isDigit = (c: string | undefined): c is string =>
  c !== undefined && c.length === 1 && c >= '0' && c <= '9'

/**
 * One-digit boxes for a one-time password: typing moves on, Backspace on an empty box goes back and
 * clears it, arrows move, and pasting (or the phone's one-time-code autofill) fills from the box onwards.
 */
export function OtpInput({
  length = 6,
  value,
  onChange,
  onComplete,
  disabled,
  error,
  label = 'One-time password',
}: OtpInputProps) {
  const labelId = useId()
  const errorId = useId()
  const boxes = useRef<Array<HTMLInputElement | null>>([])
  const digits: string[] = Array.from({ length }, (_, i) => {
    const c = value[i]
    return isDigit(c) ? c : ''
  })

  const focusBox = (index: number) => {
    const box = boxes.current[Math.max(0, Math.min(length - 1, index))]
    box?.focus()
    box?.select()
  }

  const commit = (next: string[]) => {
    const code = next
      .map((d) => d || ' ')
      .join('')
      .trimEnd()
    onChange(code)
    if (next.every(isDigit)) onComplete?.(code)
  }

  /** Writes `incoming` digits from box `start` on; returns the index after the last one written. */
  const fillFrom = (start: number, incoming: string) => {
    const next = [...digits]
    let index = start
    for (const d of incoming) {
      if (index >= length) break
      next[index] = d
      index += 1
    }
    commit(next)
    return index
  }

  const handleChange = (index: number, raw: string) => {
    const typed = raw.replace(/\D/g, '')
    if (raw !== '' && typed === '') return // a letter or sign: ignored
    if (typed === '') {
      const next = [...digits]
      next[index] = ''
      commit(next)
      return
    }
    const current = digits[index]
    // A box that already held a digit gets the new one next to it: keep the one the user just typed.
    const incoming =
      current && typed.length === 2 ? ((typed[0] === current ? typed[1] : typed[0]) ?? '') : typed
    const after = fillFrom(index, incoming)
    focusBox(after)
  }

  const handleKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace') {
      event.preventDefault()
      const next = [...digits]
      if (digits[index]) {
        next[index] = ''
        commit(next)
      } else if (index > 0) {
        next[index - 1] = ''
        commit(next)
        focusBox(index - 1)
      }
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault()
      focusBox(index - 1)
    } else if (event.key === 'ArrowRight') {
      event.preventDefault()
      focusBox(index + 1)
    } else if (event.key === 'Home') {
      event.preventDefault()
      focusBox(0)
    } else if (event.key === 'End') {
      event.preventDefault()
      focusBox(length - 1)
    }
  }

  const handlePaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    const pasted = event.clipboardData.getData('text').replace(/\D/g, '')
    event.preventDefault()
    if (pasted === '') return
    // A whole code fills every box wherever it is pasted; a part fills from the focused box on.
    const start = pasted.length >= length ? 0 : index
    const after = fillFrom(start, pasted.slice(0, length - start))
    focusBox(after)
  }

  return (
    <Box>
      <Typography id={labelId} component="p" variant="body2" sx={{ fontWeight: 600, mb: 1 }}>
        {label}
      </Typography>
      <Box
        role="group"
        aria-labelledby={labelId}
        aria-describedby={error ? errorId : undefined}
        sx={{ display: 'flex', gap: { xs: 0.75, sm: 1 } }}
      >
        {digits.map((digit, index) => (
          <InputBase
            // biome-ignore lint/suspicious/noArrayIndexKey: the boxes are positions, fixed in number
            key={index}
            inputRef={(element: HTMLInputElement | null) => {
              boxes.current[index] = element
            }}
            value={digit}
            disabled={disabled}
            error={Boolean(error)}
            onChange={(event) => handleChange(index, event.target.value)}
            onKeyDown={(event) => handleKeyDown(index, event as KeyboardEvent<HTMLInputElement>)}
            onPaste={(event) => handlePaste(index, event as ClipboardEvent<HTMLInputElement>)}
            onFocus={(event) => event.target.select()}
            slotProps={{
              input: {
                'aria-label': `Digit ${index + 1} of ${length}`,
                'aria-invalid': Boolean(error),
                inputMode: 'numeric',
                autoComplete: index === 0 ? 'one-time-code' : 'off',
                pattern: '[0-9]*',
                maxLength: length,
              },
            }}
            sx={{
              width: { xs: 44, sm: 48 },
              height: { xs: 52, sm: 56 },
              border: '1.5px solid',
              borderColor: error ? 'error.main' : 'border.strong',
              borderRadius: 1.5,
              bgcolor: 'background.paper',
              fontSize: '1.4rem',
              fontWeight: 700,
              '& input': { textAlign: 'center', p: 0, height: '100%' },
              '&.Mui-focused': { borderColor: 'primary.main', boxShadow: (t) => t.vars.customShadows.focus },
              '&.Mui-disabled': { bgcolor: 'surface.disabled' },
            }}
          />
        ))}
      </Box>
      {error ? (
        <FormHelperText id={errorId} error role="alert" sx={{ mx: 0, mt: 1, fontSize: '0.85rem' }}>
          {error}
        </FormHelperText>
      ) : null}
    </Box>
  )
}
