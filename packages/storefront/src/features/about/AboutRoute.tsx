import { pages } from '@haat/contract/core'
import { AboutUs, FeedSection } from '@haat/ui'
import Box from '@mui/material/Box'
import { errorText } from '../../app/errorText.ts'
import { useDocumentTitle } from '../../app/useDocumentTitle.ts'
import { useGetSiteSettingsQuery } from '../../shared/catalogue/catalogueApi.ts'

/** /About_us: the company texts of the site settings. */
export function AboutRoute() {
  useDocumentTitle(pages.about.title)
  const query = useGetSiteSettingsQuery()
  if (query.data) return <AboutUs settings={query.data} />
  return (
    <Box sx={{ maxWidth: 960, mx: 'auto', px: { xs: 2, md: 3 }, py: { xs: 3, md: 5 } }}>
      <FeedSection
        title="About Us"
        status={query.isError ? 'error' : 'loading'}
        errorText={`Error: ${errorText(query.error)}`}
      />
    </Box>
  )
}
