import ChevronRightIcon from '@mui/icons-material/ChevronRight'
import Box from '@mui/material/Box'
import CircularProgress from '@mui/material/CircularProgress'
import Link from '@mui/material/Link'
import { type KeyboardEvent, type MouseEvent, useId, useRef, useState } from 'react'
import {
  type CategoryItem,
  type CategoryStatus,
  categoryLabel,
  childCategories,
  topCategoriesWithProducts,
} from './categoryTree.ts'

export interface MegaMenuProps {
  /** The flat category list of the catalogue (all levels). */
  categories: readonly CategoryItem[]
  status: CategoryStatus
  /** Shown after "Error Fetching Category Data" when `status` is `error`. */
  errorText?: string
  /** The page a category links to (the app owns its URLs). */
  categoryHref: (category: CategoryItem) => string
  /** Called when a category link is followed (the enclosing panel closes). */
  onNavigate?: () => void
}

/**
 * Three columns: top-level categories with products, the sub-categories of the selected one and the
 * next level. Hover, focus or a first tap on a touch screen selects; arrow keys move within a column
 * (Up, Down) and between columns (Right, Left).
 */
export function MegaMenu({ categories, status, errorText, categoryHref, onNavigate }: MegaMenuProps) {
  const baseId = useId()
  const rootRef = useRef<HTMLDivElement>(null)
  const lastPointer = useRef<string>('mouse')
  const [selectedTopId, setSelectedTopId] = useState<string | null>(null)
  const [selectedSecondId, setSelectedSecondId] = useState<string | null>(null)

  if (status === 'loading') {
    return (
      <Box
        role="status"
        sx={{ display: 'flex', alignItems: 'center', gap: 1.5, p: 3, color: 'text.secondary' }}
      >
        <CircularProgress size={20} aria-hidden />
        Loading...
      </Box>
    )
  }
  if (status === 'error') {
    return (
      <Box role="alert" sx={{ p: 3 }}>
        <Box component="p" sx={{ m: 0, fontWeight: 700, color: 'error.main' }}>
          Error Fetching Category Data
        </Box>
        {errorText && (
          <Box component="p" sx={{ m: 0, mt: 0.5, color: 'text.secondary' }}>
            {errorText}
          </Box>
        )}
      </Box>
    )
  }

  const tops = topCategoriesWithProducts(categories)
  const top = tops.find((category) => category.id === selectedTopId) ?? tops[0]
  const seconds = top ? childCategories(categories, top.id) : []
  const second = seconds.find((category) => category.id === selectedSecondId) ?? seconds[0]
  const thirds = second ? childCategories(categories, second.id) : []

  function selectTop(id: string) {
    if (id !== top?.id) {
      setSelectedTopId(id)
      setSelectedSecondId(null)
    }
  }

  /**
   * Arrow keys move between the links of the columns and select what they land on (its children fill the
   * next column). Tab walks the links in document order without selecting, so tabbing through the first
   * column does not swap the second one under the shopper's feet.
   */
  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const target = event.target as HTMLElement
    const level = Number(target.dataset.level)
    const root = rootRef.current
    if (!root || !level) return
    const links = (l: number) => Array.from(root.querySelectorAll<HTMLElement>(`a[data-level="${l}"]`))
    const column = links(level)
    const index = column.indexOf(target)
    let next: HTMLElement | undefined
    if (event.key === 'ArrowDown') next = column[(index + 1) % column.length]
    else if (event.key === 'ArrowUp') next = column[(index - 1 + column.length) % column.length]
    else if (event.key === 'Home') next = column[0]
    else if (event.key === 'End') next = column[column.length - 1]
    else if (event.key === 'ArrowRight') next = links(level + 1)[0]
    else if (event.key === 'ArrowLeft')
      next = links(level - 1).find((link) => link.dataset.selected === 'true')
    else return
    event.preventDefault()
    if (!next) return
    next.focus()
    const id = next.dataset.id
    const nextLevel = Number(next.dataset.level)
    if (id && nextLevel === 1) selectTop(id)
    else if (id && nextLevel === 2) setSelectedSecondId(id)
  }

  function column(
    level: 1 | 2 | 3,
    title: string,
    items: readonly CategoryItem[],
    selectedId: string | undefined,
    select?: (id: string) => void,
  ) {
    const titleId = `${baseId}-column-${level}`
    return (
      <Box
        sx={{
          minWidth: 0,
          borderLeft: level > 1 ? '1px solid' : 'none',
          borderColor: 'divider',
          bgcolor: level === 1 ? 'background.default' : 'background.paper',
          py: 1.5,
        }}
      >
        <Box
          component="p"
          id={titleId}
          sx={{
            m: 0,
            px: { xs: 1.25, md: 2 },
            pb: 1,
            fontSize: '0.75rem',
            fontWeight: 700,
            letterSpacing: '0.06em',
            textTransform: 'uppercase',
            color: 'text.secondary',
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            whiteSpace: 'nowrap',
          }}
        >
          {title}
        </Box>
        {items.length === 0 ? (
          <Box component="p" sx={{ m: 0, px: { xs: 1.25, md: 2 }, py: 1, color: 'text.secondary' }}>
            No Category
          </Box>
        ) : (
          <Box component="ul" aria-labelledby={titleId} sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {items.map((category) => {
              const selected = category.id === selectedId
              const hasChildren = level < 3 && childCategories(categories, category.id).length > 0
              return (
                <li key={category.id}>
                  <Link
                    href={categoryHref(category)}
                    underline="none"
                    data-level={level}
                    data-id={category.id}
                    data-selected={selected}
                    onPointerDown={(event) => {
                      lastPointer.current = event.pointerType
                    }}
                    onMouseEnter={() => select?.(category.id)}
                    onClick={(event: MouseEvent) => {
                      // On touch screens there is no hover: the first tap opens the next column.
                      if (lastPointer.current === 'touch' && select && !selected && hasChildren) {
                        event.preventDefault()
                        select(category.id)
                        return
                      }
                      onNavigate?.()
                    }}
                    sx={{
                      display: 'flex',
                      alignItems: 'center',
                      gap: { xs: 0.25, md: 1 },
                      px: { xs: 1.25, md: 2 },
                      py: 0.9,
                      fontSize: { xs: '0.85rem', md: '0.92rem' },
                      fontWeight: selected && select ? 650 : 450,
                      color: selected && select ? 'primary.main' : 'text.primary',
                      bgcolor:
                        selected && select
                          ? level === 1
                            ? 'background.paper'
                            : 'surface.selected'
                          : 'transparent',
                      '&:hover': {
                        color: 'primary.main',
                        bgcolor: level === 1 ? 'background.paper' : 'surface.selected',
                      },
                      '&:focus-visible': {
                        outline: '2px solid',
                        outlineColor: 'primary.main',
                        outlineOffset: -2,
                      },
                    }}
                  >
                    <Box
                      component="span"
                      sx={{ flex: 1, minWidth: 0, overflowWrap: 'break-word', hyphens: 'auto' }}
                    >
                      {categoryLabel(category)}
                    </Box>
                    {hasChildren && <ChevronRightIcon fontSize="small" aria-hidden />}
                  </Link>
                </li>
              )
            })}
          </Box>
        )}
      </Box>
    )
  }

  return (
    <Box
      ref={rootRef}
      onKeyDown={handleKeyDown}
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
        minHeight: 280,
      }}
    >
      {column(1, 'Categories', tops, top?.id, selectTop)}
      {column(2, top ? categoryLabel(top) : 'Sub-categories', seconds, second?.id, setSelectedSecondId)}
      {column(3, second ? categoryLabel(second) : 'More', thirds, undefined)}
    </Box>
  )
}
