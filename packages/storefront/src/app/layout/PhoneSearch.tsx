import { SearchOverlay } from '@haat/ui'
import { useHeaderSearch } from './useHeaderSearch.ts'

interface PhoneSearchProps {
  open: boolean
  onClose: () => void
}

/** The phone's "Search Our Store" overlay, wired to the header's search (suggestions, Enter for results). */
export function PhoneSearch({ open, onClose }: PhoneSearchProps) {
  const search = useHeaderSearch(onClose)
  return <SearchOverlay open={open} onClose={onClose} search={search} />
}
