import { NOT_FOUND_PAGE_TITLE } from '@haat/contract/core'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import { useLocation } from 'react-router-dom'
import { useDocumentTitle } from '../../app/useDocumentTitle.ts'

/**
 * Unknown paths. Composed from MUI primitives because @haat/ui has no not-found screen yet; it should
 * move there (a `NotFound` beside NotBuiltYet) when ui grows one.
 */
export function NotFoundRoute() {
  useDocumentTitle(NOT_FOUND_PAGE_TITLE)
  const { pathname } = useLocation()
  return (
    <Box sx={{ maxWidth: 640, mx: 'auto', px: 2, py: { xs: 6, md: 10 }, textAlign: 'center' }}>
      <Typography variant="h1" sx={{ mb: 1.5 }}>
        Page not found
      </Typography>
      <Typography component="p" sx={{ color: 'text.secondary', mb: 3, overflowWrap: 'anywhere' }}>
        There is no page at {pathname}. It may have moved, or the link may be mistyped.
      </Typography>
      <Button variant="contained" href="/">
        Back to home
      </Button>
    </Box>
  )
}
