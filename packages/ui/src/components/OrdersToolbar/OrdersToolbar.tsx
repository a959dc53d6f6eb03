import CloseRounded from '@mui/icons-material/CloseRounded'
import SearchRounded from '@mui/icons-material/SearchRounded'
import Box from '@mui/material/Box'
import FormControl from '@mui/material/FormControl'
import IconButton from '@mui/material/IconButton'
import InputAdornment from '@mui/material/InputAdornment'
import InputLabel from '@mui/material/InputLabel'
import MenuItem from '@mui/material/MenuItem'
import Select from '@mui/material/Select'
import TextField from '@mui/material/TextField'
import { type FormEvent, useId } from 'react'
import { groupIndian } from '../../format/index.ts'

export interface OrdersToolbarPeriod {
  /** The period's value in the URL and the query ("all", "6m"). */
  value: string
  label: string
}

/** The toolbar's fixed texts; each has the wording shown by default. */
export interface OrdersToolbarTexts {
  searchLabel: string
  searchButton: string
  clearButton: string
  periodLabel: string
  /** "1 order", "12 orders". */
  count: (total: number) => string
}

/** "1 order", "1,234 orders" (Indian digit grouping). */
export function ordersCountText(total: number): string {
  return `${groupIndian(total)} ${total === 1 ? 'order' : 'orders'}`
}

const DEFAULT_TEXTS: OrdersToolbarTexts = {
  searchLabel: 'Search your orders',
  searchButton: 'Search',
  clearButton: 'Clear search',
  periodLabel: 'Order period',
  count: ordersCountText,
}

export interface OrdersToolbarProps {
  periods: OrdersToolbarPeriod[]
  period: string
  onPeriodChange(value: string): void
  /** The text in the search field (controlled). */
  search: string
  onSearchChange(value: string): void
  /** Enter, the search button, or clearing the field: the trimmed text ("" for every order). */
  onSearchSubmit(value: string): void
  /** The number of orders found, when known ("12 orders"); announced politely when it changes. */
  total?: number
  /** The longest search the field takes. */
  maxLength?: number
  texts?: Partial<OrdersToolbarTexts>
}

/**
 * My Orders' filter and search: a product search (submitted with Enter or its button, cleared with its
 * cross), a select of periods and, when known, how many orders were found. On a phone the search takes
 * the whole width and the period and count share the next line.
 */
export function OrdersToolbar({
  periods,
  period,
  onPeriodChange,
  search,
  onSearchChange,
  onSearchSubmit,
  total,
  maxLength = 100,
  texts,
}: OrdersToolbarProps) {
  const t = { ...DEFAULT_TEXTS, ...texts }
  const periodLabelId = useId()

  function submit(event: FormEvent) {
    event.preventDefault()
    onSearchSubmit(search.trim())
  }

  function clear() {
    onSearchChange('')
    onSearchSubmit('')
  }

  return (
    <Box
      data-testid="orders-toolbar"
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 2, rowGap: 1.5 }}
    >
      <Box
        component="form"
        role="search"
        aria-label={t.searchLabel}
        onSubmit={submit}
        sx={{ flex: '1 1 300px', maxWidth: { md: 480 }, minWidth: 0 }}
      >
        <TextField
          size="small"
          fullWidth
          label={t.searchLabel}
          value={search}
          onChange={(e) => onSearchChange(e.target.value)}
          slotProps={{
            htmlInput: { maxLength, enterKeyHint: 'search', autoComplete: 'off' },
            input: {
              sx: { pr: 0.5, bgcolor: 'background.paper' },
              endAdornment: (
                <InputAdornment position="end">
                  {search !== '' && (
                    <IconButton size="small" aria-label={t.clearButton} onClick={clear}>
                      <CloseRounded fontSize="small" />
                    </IconButton>
                  )}
                  <IconButton size="small" type="submit" aria-label={t.searchButton} color="primary">
                    <SearchRounded />
                  </IconButton>
                </InputAdornment>
              ),
            },
          }}
        />
      </Box>
      <FormControl size="small" sx={{ flex: { xs: '1 1 180px', md: '0 0 200px' } }}>
        <InputLabel id={periodLabelId}>{t.periodLabel}</InputLabel>
        <Select
          labelId={periodLabelId}
          label={t.periodLabel}
          value={period}
          onChange={(e) => onPeriodChange(String(e.target.value))}
          data-testid="orders-period"
          sx={{ bgcolor: 'background.paper' }}
        >
          {periods.map((p) => (
            <MenuItem key={p.value} value={p.value}>
              {p.label}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
      <Box
        role="status"
        data-testid="orders-count"
        sx={{ ml: 'auto', fontSize: '0.9rem', color: 'text.secondary', fontWeight: 600, minHeight: '1.5em' }}
      >
        {total !== undefined ? t.count(total) : ''}
      </Box>
    </Box>
  )
}
