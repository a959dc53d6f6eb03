import { Footer } from '@haat/ui'
import { useGetSiteSettingsQuery } from '../../shared/catalogue/catalogueApi.ts'

/** The footer with the site settings' texts; it appears once they have loaded. */
export function AppFooter() {
  const { data: settings } = useGetSiteSettingsQuery()
  return settings ? <Footer settings={settings} /> : null
}
