export { RatingInput, type RatingInputProps } from './RatingInput.tsx'
export { RatingStars, type RatingStarsProps } from './RatingStars.tsx'
