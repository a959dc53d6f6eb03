export { BrandHero, type BrandHeroProps, joinedText } from './BrandHero.tsx'
