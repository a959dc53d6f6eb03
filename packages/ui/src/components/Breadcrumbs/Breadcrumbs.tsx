import MuiBreadcrumbs from '@mui/material/Breadcrumbs'
import Link from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import type { Crumb } from './crumbs.ts'

export interface BreadcrumbsProps {
  items: Crumb[]
}

/** Where the shopper is: linked crumbs, the current page as plain text. */
export function Breadcrumbs({ items }: BreadcrumbsProps) {
  return (
    <MuiBreadcrumbs aria-label="Breadcrumb" sx={{ my: 1.5, '& ol': { flexWrap: 'wrap' } }}>
      {items.map((item, index) =>
        item.href && index < items.length - 1 ? (
          <Link key={`${item.href}-${item.label}`} href={item.href} underline="hover" color="text.secondary">
            {item.label}
          </Link>
        ) : (
          <Typography
            key={`current-${item.label}`}
            color="text.primary"
            aria-current={index === items.length - 1 ? 'page' : undefined}
            sx={{ overflowWrap: 'anywhere' }}
          >
            {item.label}
          </Typography>
        ),
      )}
    </MuiBreadcrumbs>
  )
}
