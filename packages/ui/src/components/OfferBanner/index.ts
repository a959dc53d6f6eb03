export * from './OfferBanner.tsx'
