export { type RatingBar, RatingBars, type RatingBarsProps } from './RatingBars.tsx'
