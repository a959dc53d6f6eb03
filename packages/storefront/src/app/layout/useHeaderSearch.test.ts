import { describe, expect, it } from 'vitest'
import { searchResultsHref } from '../../shared/links.ts'
import { searchedText } from './useHeaderSearch.ts'

describe('the words the header search box shows', () => {
  it('are the query of the search results page', () => {
    const href = new URL(searchResultsHref('silk saree & blouse'), 'http://localhost')
    expect(searchedText(href.pathname, href.search)).toBe('silk saree & blouse')
  })

  it('are empty anywhere else, or without a query', () => {
    expect(searchedText('/', '?query=phone')).toBe('')
    expect(searchedText('/categories-page/CAT1/Electronics', '?query=phone')).toBe('')
    expect(searchedText('/search-result-page', '')).toBe('')
  })
})
