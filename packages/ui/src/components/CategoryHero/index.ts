export { CategoryHero, type CategoryHeroProps } from './CategoryHero.tsx'
