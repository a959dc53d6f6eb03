import FormControl from '@mui/material/FormControl'
import InputLabel from '@mui/material/InputLabel'
import MenuItem from '@mui/material/MenuItem'
import Select from '@mui/material/Select'
import { useId } from 'react'

export interface SortOption {
  value: string
  label: string
}

export interface SortSelectProps {
  value: string
  /** The sorts on offer, with the values the app's listing calls take. */
  options: readonly SortOption[]
  onChange: (value: string) => void
  label?: string
}

/** A labelled select of sort orders. */
export function SortSelect({ value, options, onChange, label = 'Sort by' }: SortSelectProps) {
  const labelId = useId()
  return (
    <FormControl size="small" sx={{ minWidth: 200 }}>
      <InputLabel id={labelId}>{label}</InputLabel>
      <Select
        labelId={labelId}
        label={label}
        value={value}
        onChange={(e) => onChange(String(e.target.value))}
      >
        {options.map((o) => (
          <MenuItem key={o.value} value={o.value}>
            {o.label}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  )
}
