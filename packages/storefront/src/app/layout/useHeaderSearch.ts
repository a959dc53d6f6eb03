import { pages } from '@haat/contract/core'
import type { SearchBoxProps } from '@haat/ui'
import { useState } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'
import { productHref, searchResultsHref } from '../../shared/links.ts'
import { useSearchSuggestions } from './searchSuggestionsApi.ts'

/** The words of the search results page's `?query=`; '' on any other page. */
export function searchedText(pathname: string, search: string): string {
  return pathname === pages.searchResults.path ? (new URLSearchParams(search).get('query') ?? '') : ''
}

/**
 * The state of a search box (header or overlay): suggestions for what is typed, Enter opens the
 * results page, a suggestion opens its product. On the results page the box shows the searched words
 * (and follows them when a new search or Back changes them). `onDone` runs after navigating (to close
 * the overlay).
 */
export function useHeaderSearch(onDone?: () => void): SearchBoxProps {
  const { pathname, search } = useLocation()
  const searched = searchedText(pathname, search)
  const [value, setValue] = useState(searched)
  // The page's words changed (another search, Back, another page): the box shows the new ones.
  const [shownSearch, setShownSearch] = useState(searched)
  if (shownSearch !== searched) {
    setShownSearch(searched)
    setValue(searched)
  }
  const navigate = useNavigate()
  // The words already searched need no suggestions until the shopper edits them.
  const { suggestions, loading, failed } = useSearchSuggestions(value === searched ? '' : value)
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
