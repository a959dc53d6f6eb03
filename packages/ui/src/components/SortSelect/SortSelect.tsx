import FormControl from '@mui/material/FormControl'
import InputLabel from '@mui/material/InputLabel'
import MenuItem from '@mui/material/MenuItem'
import Select from '@mui/material/Select'
import { useId } from 'react'

export interface SortOption {
  value: string
  label: string
}

/** The listing's sort choices, with the wire values of the listing query. */
export const listingSortOptions: SortOption[] = [
  { value: 'price-asc', label: 'Price: Low to High' },
  { value: 'price-desc', label: 'Price: High to Low' },
  { value: 'discount', label: 'Discounts' },
  { value: 'recommended', label: 'Recommended' },
]

export interface SortSelectProps {
  value: string
  options?: SortOption[]
  onChange: (value: string) => void
  label?: string
}

/** A labelled select of sort orders. */
export function SortSelect({
  value,
  options = listingSortOptions,
  onChange,
  label = 'Sort by',
}: SortSelectProps) {
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
