import ExpandMore from '@mui/icons-material/ExpandMore'
import Accordion from '@mui/material/Accordion'
import AccordionDetails from '@mui/material/AccordionDetails'
import AccordionSummary from '@mui/material/AccordionSummary'
import Box from '@mui/material/Box'
import Link from '@mui/material/Link'
import Skeleton from '@mui/material/Skeleton'
import Typography from '@mui/material/Typography'
import {
  type CategoryItem,
  type CategoryStatus,
  categoryLabel,
  childCategories,
  topCategoriesWithProducts,
} from '../MegaMenu/categoryTree.ts'

export interface DirectoryLink {
  label: string
  href: string
}

export interface CategoryDirectoryProps {
  categories: readonly CategoryItem[]
  status: CategoryStatus
  /** What the page says when the category tree failed to load. */
  errorText?: string
  categoryHref: (category: CategoryItem) => string
  /** The shopper's own links (orders, wishlist...), or sign in for a visitor. */
  accountLinks: readonly DirectoryLink[]
  /** About the store and help. */
  helpLinks: readonly DirectoryLink[]
}

const LOADING_ROWS = 8

/**
 * Every category of the store as a page: each top-level category opens to its sub-categories and theirs,
 * then the shopper's account links and the help links. The phone's way to reach any category in two taps.
 */
export function CategoryDirectory({
  categories,
  status,
  errorText = 'Something went wrong.',
  categoryHref,
  accountLinks,
  helpLinks,
}: CategoryDirectoryProps) {
  const tops = topCategoriesWithProducts(categories)
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Box component="section" aria-labelledby="directory-categories">
        <Typography id="directory-categories" variant="h2" sx={{ fontSize: 20, fontWeight: 700, mb: 1.5 }}>
          Shop by Category
        </Typography>
        {status === 'loading' ? (
          <Box aria-busy="true" data-testid="directory-loading">
            {Array.from({ length: LOADING_ROWS }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity of their own.
              <Skeleton key={index} variant="rounded" height={48} sx={{ mb: 1 }} />
            ))}
          </Box>
        ) : status === 'error' ? (
          <Typography role="alert" color="error">
            {errorText}
          </Typography>
        ) : (
          tops.map((top) => {
            const children = childCategories(categories, top.id).filter((child) => child.productCount > 0)
            const summaryId = `directory-${top.id}`
            return (
              <Accordion key={top.id} disableGutters slotProps={{ transition: { unmountOnExit: true } }}>
                <AccordionSummary
                  expandIcon={<ExpandMore />}
                  aria-controls={`${summaryId}-panel`}
                  id={summaryId}
                >
                  <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
                    {top.categoryIcon ? (
                      <Box
                        component="img"
                        src={top.categoryIcon}
                        alt=""
                        width={32}
                        height={32}
                        loading="lazy"
                        sx={{ width: 32, height: 32, objectFit: 'contain' }}
                      />
                    ) : null}
                    <Typography sx={{ fontWeight: 600 }}>{categoryLabel(top)}</Typography>
                  </Box>
                </AccordionSummary>
                <AccordionDetails id={`${summaryId}-panel`} sx={{ pt: 0 }}>
                  <Link href={categoryHref(top)} sx={{ display: 'inline-block', fontWeight: 600, mb: 1 }}>
                    {`All of ${categoryLabel(top)}`}
                  </Link>
                  <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
                    {children.map((child) => {
                      const leaves = childCategories(categories, child.id).filter(
                        (leaf) => leaf.productCount > 0,
                      )
                      return (
                        <li key={child.id}>
                          <Link href={categoryHref(child)} sx={{ fontWeight: 600 }}>
                            {categoryLabel(child)}
                          </Link>
                          {leaves.length > 0 ? (
                            <Box
                              component="ul"
                              sx={{ listStyle: 'none', pl: 2, m: 0, mt: 0.5, display: 'grid', gap: 0.5 }}
                            >
                              {leaves.map((leaf) => (
                                <li key={leaf.id}>
                                  <Link href={categoryHref(leaf)} color="text.primary" underline="hover">
                                    {categoryLabel(leaf)}
                                  </Link>
                                </li>
                              ))}
                            </Box>
                          ) : null}
                        </li>
                      )
                    })}
                  </Box>
                </AccordionDetails>
              </Accordion>
            )
          })
        )}
      </Box>
      <LinkSection id="directory-account" heading="Your Account" links={accountLinks} />
      <LinkSection id="directory-help" heading="Help & Information" links={helpLinks} />
    </Box>
  )
}

function LinkSection({
  id,
  heading,
  links,
}: {
  id: string
  heading: string
  links: readonly DirectoryLink[]
}) {
  return (
    <Box component="nav" aria-labelledby={id}>
      <Typography id={id} variant="h2" sx={{ fontSize: 20, fontWeight: 700, mb: 1 }}>
        {heading}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 0.5 }}>
        {links.map((link) => (
          <li key={link.href}>
            <Link href={link.href} sx={{ display: 'block', py: 1 }}>
              {link.label}
            </Link>
          </li>
        ))}
      </Box>
    </Box>
  )
}
