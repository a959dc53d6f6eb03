import SearchIcon from '@mui/icons-material/Search'
import Box from '@mui/material/Box'
import CircularProgress from '@mui/material/CircularProgress'
import IconButton from '@mui/material/IconButton'
import InputBase from '@mui/material/InputBase'
import Paper from '@mui/material/Paper'
import { type FormEvent, type KeyboardEvent, useEffect, useId, useState } from 'react'
import { visuallyHidden } from '../PageLayout/visuallyHidden.ts'

export interface SearchSuggestionItem {
  productId: string
  name: string
}

export type SearchStatus = 'idle' | 'loading' | 'error'

export interface SearchBoxProps {
  /** The text in the field (controlled). */
  value: string
  onChange: (value: string) => void
  /** Suggestions for `value`, best first. Shown only while the field holds non-blank text. */
  suggestions: SearchSuggestionItem[]
  /** Enter or the Search button with non-blank text: the trimmed query. */
  onSubmit: (query: string) => void
  /** A suggestion chosen by click or by arrow keys and Enter. */
  onSelect: (suggestion: SearchSuggestionItem) => void
  /** `loading` shows a spinner; `error` shows no suggestions (the specification empties the list). */
  status?: SearchStatus
  label?: string
  /** Show the label above the field (the search overlay) instead of only to assistive technology. */
  showLabel?: boolean
  autoFocus?: boolean
}

/**
 * The header's product search: an ARIA 1.2 combobox (input with a listbox popup). Arrow keys move
 * through suggestions, Enter opens the highlighted one or submits the query, Escape closes the list.
 */
export function SearchBox({
  value,
  onChange,
  suggestions,
  onSubmit,
  onSelect,
  status = 'idle',
  label = 'Search for products, brands and more',
  showLabel = false,
  autoFocus = false,
}: SearchBoxProps) {
  const baseId = useId()
  const inputId = `${baseId}-input`
  const listboxId = `${baseId}-listbox`
  const optionId = (index: number) => `${baseId}-option-${index}`

  const [open, setOpen] = useState(false)
  const [activeIndex, setActiveIndex] = useState(-1)

  const query = value.trim()
  const shown = status === 'error' || query === '' ? [] : suggestions
  const listOpen = open && shown.length > 0
  const loadingOpen = open && query !== '' && status === 'loading' && shown.length === 0
  const active = listOpen && activeIndex < shown.length ? activeIndex : -1
  const activeOptionId = active >= 0 ? optionId(active) : undefined

  useEffect(() => {
    if (activeOptionId) document.getElementById(activeOptionId)?.scrollIntoView?.({ block: 'nearest' })
  }, [activeOptionId])

  function close() {
    setOpen(false)
    setActiveIndex(-1)
  }

  function choose(suggestion: SearchSuggestionItem) {
    close()
    onSelect(suggestion)
  }

  function submit(event: FormEvent) {
    event.preventDefault()
    if (query === '') return
    close()
    onSubmit(query)
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const count = shown.length
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        if (count === 0) return
        event.preventDefault()
        const down = event.key === 'ArrowDown'
        setOpen(true)
        setActiveIndex(() => {
          if (!listOpen || active < 0) return down ? 0 : count - 1
          return down ? (active + 1) % count : (active - 1 + count) % count
        })
        return
      }
      case 'Enter': {
        const suggestion = active >= 0 ? shown[active] : undefined
        if (suggestion) {
          event.preventDefault()
          choose(suggestion)
        }
        return
      }
      case 'Escape': {
        // Close our list first; only a second Escape may reach an enclosing dialog.
        if (listOpen || loadingOpen) {
          event.preventDefault()
          event.stopPropagation()
          close()
        }
        return
      }
    }
  }

  const announcement =
    query === '' || !open
      ? ''
      : status === 'loading' && shown.length === 0
        ? 'Loading suggestions'
        : shown.length > 0
          ? `${shown.length} suggestion${shown.length === 1 ? '' : 's'} available, use up and down arrows to choose`
          : ''

  return (
    <Box
      component="form"
      role="search"
      aria-label={label}
      onSubmit={submit}
      sx={{ position: 'relative', width: '100%' }}
    >
      <Box
        component="label"
        htmlFor={inputId}
        sx={
          showLabel
            ? { display: 'block', mb: 0.75, fontWeight: 600, fontSize: '0.95rem', color: 'text.primary' }
            : visuallyHidden
        }
      >
        {label}
      </Box>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          bgcolor: 'background.paper',
          borderRadius: 2,
          border: '1px solid',
          borderColor: showLabel ? 'grey.500' : 'transparent',
          boxShadow: showLabel ? 'none' : (t) => t.vars.customShadows.low,
          '&:focus-within': {
            outline: '2px solid',
            outlineColor: showLabel ? 'primary.main' : 'accent.spark',
          },
        }}
      >
        <InputBase
          id={inputId}
          value={value}
          placeholder={label}
          autoFocus={autoFocus}
          onChange={(event) => {
            onChange(event.target.value)
            setOpen(true)
            setActiveIndex(-1)
          }}
          onFocus={() => setOpen(true)}
          onBlur={close}
          onKeyDown={handleKeyDown}
          inputProps={{
            role: 'combobox',
            type: 'search',
            autoComplete: 'off',
            enterKeyHint: 'search',
            'aria-autocomplete': 'list',
            'aria-expanded': listOpen,
            'aria-controls': listOpen ? listboxId : undefined,
            'aria-activedescendant': activeOptionId,
          }}
          sx={{
            flex: 1,
            pl: 1.75,
            fontSize: '0.95rem',
            color: 'text.primary',
            '& input': { py: 1.1 },
            '& input::placeholder': { color: 'text.secondary', opacity: 1 },
            // The field has its own Search button; hide the browser's clear cross of type=search.
            '& input::-webkit-search-cancel-button': { display: 'none' },
          }}
        />
        {status === 'loading' && query !== '' && (
          <CircularProgress size={18} aria-label="Loading suggestions" sx={{ mx: 0.5 }} />
        )}
        <IconButton type="submit" aria-label="Search" sx={{ color: 'primary.main', mr: 0.25 }}>
          <SearchIcon />
        </IconButton>
      </Box>

      <Box aria-live="polite" role="status" sx={visuallyHidden}>
        {announcement}
      </Box>

      {(listOpen || loadingOpen) && (
        <Paper
          elevation={8}
          // Keep focus in the field while the pointer picks a suggestion.
          onMouseDown={(event) => event.preventDefault()}
          sx={{
            position: 'absolute',
            top: '100%',
            left: 0,
            right: 0,
            mt: 0.5,
            zIndex: (theme) => theme.zIndex.modal + 1,
            maxHeight: 360,
            overflowY: 'auto',
            borderRadius: 2,
          }}
        >
          {listOpen ? (
            <Box component="ul" role="listbox" id={listboxId} aria-label="Suggestions" sx={{ m: 0, p: 0.5 }}>
              {shown.map((suggestion, index) => (
                <Box
                  component="li"
                  key={suggestion.productId}
                  id={optionId(index)}
                  role="option"
                  aria-selected={index === active}
                  onMouseMove={() => index !== active && setActiveIndex(index)}
                  onClick={() => choose(suggestion)}
                  sx={{
                    display: 'flex',
                    alignItems: 'center',
                    gap: 1.25,
                    px: 1.5,
                    py: 1,
                    borderRadius: 1.5,
                    cursor: 'pointer',
                    listStyle: 'none',
                    color: 'text.primary',
                    bgcolor: index === active ? 'overlay.primaryHover' : 'transparent',
                  }}
                >
                  <SearchIcon fontSize="small" aria-hidden sx={{ color: 'text.secondary' }} />
                  <HighlightedName name={suggestion.name} query={query} />
                </Box>
              ))}
            </Box>
          ) : (
            <Box component="p" sx={{ m: 0, px: 2, py: 1.5, color: 'text.secondary', fontSize: '0.9rem' }}>
              Searching…
            </Box>
          )}
        </Paper>
      )}
    </Box>
  )
}

/** The suggestion's name with the typed text in bold, as shoppers expect from marketplace search. */
function HighlightedName({ name, query }: { name: string; query: string }) {
  const at = name.toLowerCase().indexOf(query.toLowerCase())
  if (query === '' || at < 0) return <span>{name}</span>
  return (
    <span>
      {name.slice(0, at)}
      <strong>{name.slice(at, at + query.length)}</strong>
      {name.slice(at + query.length)}
    </span>
  )
}
