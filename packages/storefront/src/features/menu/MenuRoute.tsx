import { pages } from '@haat/contract/core'
import { CategoryDirectory } from '@haat/ui'
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { errorText } from '../../app/errorText.ts'
import { pageSx } from '../../app/pageSx.ts'
import { useDocumentTitle } from '../../app/useDocumentTitle.ts'
import { useGetCategoriesQuery } from '../../shared/catalogue/catalogueApi.ts'
import { categoryPageHref } from '../../shared/links.ts'
import { useCurrentUser } from '../../shared/session/userApi.ts'
import { accountLinksFor, HELP_LINKS } from './menuLinks.ts'

/**
 * /menubar: the whole category menu as a page, the phone's way to every category and sub-category, with
 * the shopper's account links and the store's help links under it. The phone header's menu button opens it.
 */
export function MenuRoute() {
  useDocumentTitle(pages.menu.title)
  const categories = useGetCategoriesQuery()
  const { signedIn } = useCurrentUser()
  return (
    <Box sx={{ ...pageSx, maxWidth: 880, py: 2 }}>
      <Typography component="h1" sx={{ fontSize: { xs: 24, md: 28 }, fontWeight: 700, mb: 2 }}>
        All Categories
      </Typography>
      <CategoryDirectory
        categories={categories.data ?? []}
        status={categories.isError ? 'error' : categories.data ? 'ready' : 'loading'}
        errorText={errorText(categories.error)}
        categoryHref={categoryPageHref}
        accountLinks={accountLinksFor(signedIn)}
        helpLinks={HELP_LINKS}
      />
    </Box>
  )
}
