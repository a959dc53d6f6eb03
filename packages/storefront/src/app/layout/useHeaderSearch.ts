import type { SearchBoxProps } from '@haat/ui'
import { useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { productHref, searchResultsHref } from '../../shared/links.ts'
import { useSearchSuggestions } from './searchSuggestionsApi.ts'

/**
 * The state of a search box (header or overlay): suggestions for what is typed, Enter opens the
 * results page, a suggestion opens its product. `onDone` runs after navigating (to close the overlay).
 */
export function useHeaderSearch(onDone?: () => void): SearchBoxProps {
  const [value, setValue] = useState('')
  const navigate = useNavigate()
  const { suggestions, loading, failed } = useSearchSuggestions(value)
  return {
    value,
    onChange: setValue,
    suggestions,
    status: failed ? 'error' : loading ? 'loading' : 'idle',
    onSubmit: (query) => {
      navigate(searchResultsHref(query))
      onDone?.()
    },
    onSelect: (suggestion) => {
      setValue('')
      navigate(productHref(suggestion.productId))
      onDone?.()
    },
  }
}
