import Visibility from '@mui/icons-material/Visibility'
import VisibilityOff from '@mui/icons-material/VisibilityOff'
import IconButton from '@mui/material/IconButton'
import InputAdornment from '@mui/material/InputAdornment'
import TextField from '@mui/material/TextField'
import { useState } from 'react'
import { PASSWORD_RULE_MESSAGE, passwordRule } from './passwordRule.ts'

export interface PasswordFieldProps {
  label: string
  value: string
  onChange: (value: string) => void
  /** A message from the form (e.g. the mismatch); shown in red and wins over the rule. */
  error?: string
  /** Show the password rule's message while a typed password breaks it (sign-up and reset, not sign-in). */
  showRule?: boolean
  /** `new-password` when choosing one, `current-password` when signing in. */
  autoComplete: 'new-password' | 'current-password'
  name?: string
  required?: boolean
  disabled?: boolean
}

/** A password input with a show/hide toggle and, optionally, the live password rule. */
export function PasswordField({
  label,
  value,
  onChange,
  error,
  showRule = false,
  autoComplete,
  name,
  required,
  disabled,
}: PasswordFieldProps) {
  const [visible, setVisible] = useState(false)
  const ruleBroken = showRule && value !== '' && !passwordRule.test(value)
  const message = error ?? (ruleBroken ? PASSWORD_RULE_MESSAGE : undefined)
  return (
    <TextField
      label={label}
      type={visible ? 'text' : 'password'}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={message !== undefined}
      helperText={message}
      autoComplete={autoComplete}
      name={name}
      required={required}
      disabled={disabled}
      fullWidth
      slotProps={{
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                aria-label={visible ? 'Hide password' : 'Show password'}
                onClick={() => setVisible((shown) => !shown)}
                // Keep the caret in the field when toggling with the mouse.
                onMouseDown={(event) => event.preventDefault()}
                edge="end"
                disabled={disabled}
              >
                {visible ? <VisibilityOff /> : <Visibility />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  )
}
