import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown'
import MenuIcon from '@mui/icons-material/Menu'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import ClickAwayListener from '@mui/material/ClickAwayListener'
import Link from '@mui/material/Link'
import Paper from '@mui/material/Paper'
import Skeleton from '@mui/material/Skeleton'
import type { Theme } from '@mui/material/styles'
import { type FocusEvent, type RefObject, useEffect, useId, useRef, useState } from 'react'
import {
  type CategoryItem,
  type CategoryStatus,
  categoryLabel,
  topCategoriesWithProducts,
} from '../MegaMenu/categoryTree.ts'
import { MegaMenu } from '../MegaMenu/MegaMenu.tsx'

/**
 * Whether a horizontally scrolling row has more to show before and after what is visible, kept up to date
 * as it scrolls and resizes.
 */
function useHiddenEdges(row: RefObject<HTMLElement | null>, itemCount: number) {
  const [edges, setEdges] = useState({ start: false, end: false })
  useEffect(() => {
    const element = row.current
    if (!element || itemCount === 0) return
    const update = () =>
      setEdges({
        start: element.scrollLeft > 1,
        end: element.scrollLeft + element.clientWidth < element.scrollWidth - 1,
      })
    element.addEventListener('scroll', update, { passive: true })
    // The observer's first report comes after the browser's next layout and sets the first state; reading
    // the sizes here, straight after the commit, would force an extra layout into the page's first render.
    const resizes = new ResizeObserver(update)
    resizes.observe(element)
    return () => {
      element.removeEventListener('scroll', update)
      resizes.disconnect()
    }
  }, [row, itemCount])
  return edges
}

/** A fade over the side of the row that has more categories, so a cut-off name reads as "scroll for more". */
function edgeFade({ start, end }: { start: boolean; end: boolean }) {
  if (!start && !end) return undefined
  // A mask only reads alpha: any opaque colour keeps the row visible.
  const mask = (theme: Theme) => {
    const opaque = theme.vars.palette.common.black
    return `linear-gradient(to right, ${start ? 'transparent' : opaque} 0, ${opaque} 40px, ${opaque} calc(100% - 40px), ${end ? 'transparent' : opaque} 100%)`
  }
  return { maskImage: mask, WebkitMaskImage: mask }
}

export interface CategoryBarProps {
  /** The flat category list of the catalogue (all levels). */
  categories: readonly CategoryItem[]
  status: CategoryStatus
  /** Shown in the mega menu after "Error Fetching Category Data". */
  errorText?: string
  /** The page a category links to (the app owns its URLs). */
  categoryHref: (category: CategoryItem) => string
}

/**
 * The white bar under the top navigation: an "All Categories" toggle that opens the mega menu, then a
 * horizontally scrolling list of the top-level categories that have products.
 */
export function CategoryBar({ categories, status, errorText, categoryHref }: CategoryBarProps) {
  const panelId = useId()
  const [open, setOpen] = useState(false)
  const toggleRef = useRef<HTMLButtonElement>(null)
  const tops = status === 'ready' ? topCategoriesWithProducts(categories) : []
  const rowRef = useRef<HTMLUListElement>(null)
  const hidden = useHiddenEdges(rowRef, tops.length)

  // Escape closes from anywhere (the focus may be inside the panel) and gives focus back to the toggle.
  useEffect(() => {
    if (!open) return
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Escape') return
      setOpen(false)
      toggleRef.current?.focus()
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [open])

  return (
    <ClickAwayListener onClickAway={() => setOpen(false)}>
      <Box
        component="nav"
        aria-label="Categories"
        sx={{
          position: 'relative',
          bgcolor: 'background.paper',
          borderBottom: '1px solid',
          borderColor: 'divider',
          boxShadow: (theme) => theme.vars.customShadows.bar,
        }}
      >
        <Box
          sx={{
            position: 'relative',
            display: 'flex',
            alignItems: 'center',
            gap: 1,
            maxWidth: 1500,
            mx: 'auto',
            px: { xs: 1.25, md: 3 },
            minHeight: 48,
          }}
        >
          <Button
            ref={toggleRef}
            aria-expanded={open}
            aria-controls={panelId}
            onClick={() => setOpen((value) => !value)}
            startIcon={<MenuIcon />}
            endIcon={
              <KeyboardArrowDownIcon
                sx={{ transition: 'transform 150ms', transform: open ? 'rotate(180deg)' : 'none' }}
              />
            }
            variant={open ? 'contained' : 'text'}
            sx={{ flexShrink: 0, fontWeight: 700, whiteSpace: 'nowrap', px: 1.5 }}
          >
            All Categories
          </Button>
          {/* Right after the toggle, so Tab moves from it into the open menu. */}
          <Paper
            id={panelId}
            hidden={!open}
            onBlur={(event: FocusEvent<HTMLElement>) => {
              // Focus moving out of the panel (Tab past its last link, Shift+Tab to the bar) closes it, unless
              // it goes back to the toggle; focus lost to nothing (a click on the page) is the click-away's.
              const to = event.relatedTarget
              if (to instanceof Node && !event.currentTarget.contains(to) && to !== toggleRef.current) {
                setOpen(false)
              }
            }}
            elevation={8}
            sx={{
              position: 'absolute',
              top: '100%',
              left: { xs: 8, md: 24 },
              right: { xs: 8, md: 'auto' },
              width: { md: 760 },
              maxWidth: 'calc(100vw - 16px)',
              zIndex: (theme) => theme.zIndex.appBar + 1,
              borderRadius: 2,
              overflow: 'hidden',
              mt: 0.5,
            }}
          >
            {open && (
              <MegaMenu
                categories={categories}
                status={status}
                errorText={errorText}
                categoryHref={categoryHref}
                onNavigate={() => setOpen(false)}
              />
            )}
          </Paper>
          <Box
            component="ul"
            ref={rowRef}
            aria-label="Top categories"
            data-more-before={hidden.start || undefined}
            data-more-after={hidden.end || undefined}
            sx={{
              ...edgeFade(hidden),
              display: 'flex',
              gap: 0.5,
              listStyle: 'none',
              m: 0,
              p: 0,
              py: 0.5,
              overflowX: 'auto',
              scrollbarWidth: 'thin',
              flex: 1,
              minWidth: 0,
            }}
          >
            {status === 'loading' &&
              ['a', 'b', 'c', 'd', 'e'].map((key) => (
                <Box component="li" key={key} aria-hidden sx={{ px: 0.5 }}>
                  <Skeleton variant="rounded" width={96} height={30} sx={{ borderRadius: 5 }} />
                </Box>
              ))}
            {tops.map((category) => (
              <li key={category.id}>
                <Link
                  href={categoryHref(category)}
                  underline="none"
                  sx={{
                    display: 'block',
                    whiteSpace: 'nowrap',
                    px: 1.5,
                    py: 0.75,
                    borderRadius: 5,
                    fontSize: '0.9rem',
                    fontWeight: 550,
                    color: 'text.primary',
                    '&:hover': { bgcolor: 'overlay.primaryHover', color: 'primary.main' },
                    '&:focus-visible': {
                      outline: '2px solid',
                      outlineColor: 'primary.main',
                      outlineOffset: -2,
                    },
                  }}
                >
                  {categoryLabel(category)}
                </Link>
              </li>
            ))}
          </Box>
        </Box>
      </Box>
    </ClickAwayListener>
  )
}
