import type { SearchBoxProps } from '@haat/ui'
import { useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { productPage } from '../home/links.ts'
import { useSearchSuggestions } from './searchApi.ts'

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
      navigate(`/search-result-page?${new URLSearchParams({ query })}`)
      onDone?.()
    },
    onSelect: (suggestion) => {
      setValue('')
      navigate(productPage(suggestion.productId))
      onDone?.()
    },
  }
}
