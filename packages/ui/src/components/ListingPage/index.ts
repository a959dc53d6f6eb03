export { ListingPage, type ListingPageProps } from './ListingPage.tsx'
