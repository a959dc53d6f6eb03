import Box from '@mui/material/Box'
import MuiPagination from '@mui/material/Pagination'
import PaginationItem from '@mui/material/PaginationItem'

export interface PaginationProps {
  page: number
  pageCount: number
  /** Link of a page, so every page is a real link that can be opened in a new tab. */
  hrefFor: (page: number) => string
  /** Called on a click besides following the link (e.g. to scroll to the top). */
  onPage?: (page: number) => void
}

const linkProps = (href: string) => ({ href })

/** Page links of a listing; renders nothing when everything fits one page. */
export function Pagination({ page, pageCount, hrefFor, onPage }: PaginationProps) {
  if (pageCount <= 1) return null
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', my: 3 }}>
      <MuiPagination
        page={page}
        count={pageCount}
        color="primary"
        siblingCount={1}
        onChange={(_, p) => onPage?.(p)}
        getItemAriaLabel={(type, p, selected) => {
          if (type === 'page') return selected ? `Page ${p}, current page` : `Go to page ${p}`
          return type === 'previous'
            ? 'Go to previous page'
            : type === 'next'
              ? 'Go to next page'
              : `Go to ${type} page`
        }}
        renderItem={(item) =>
          item.page !== null &&
          !item.disabled &&
          item.type !== 'start-ellipsis' &&
          item.type !== 'end-ellipsis' ? (
            // ButtonBase renders the theme's LinkComponent (the router's link in the storefront) for an href.
            <PaginationItem {...item} {...linkProps(hrefFor(item.page))} />
          ) : (
            <PaginationItem {...item} />
          )
        }
      />
    </Box>
  )
}
