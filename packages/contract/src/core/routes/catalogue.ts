import { routeTable } from '../route.ts'

/** The catalogue's shared reads: health, the site settings and the category tree. */
export const catalogueRoutes = routeTable({
  health: { method: 'GET', path: '/health' },
  siteSettings: { method: 'GET', path: '/get-site-settings' },
  categories: { method: 'GET', path: '/fetchCategory' },
})
