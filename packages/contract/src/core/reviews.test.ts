import { describe, expect, it } from 'vitest'
import {
  RATING_BAD_INPUT_MESSAGE,
  RATING_LOG_IN_AGAIN_MESSAGE,
  RATING_NOT_FOUND_MESSAGE,
  RATING_NOT_PURCHASED_MESSAGE,
  RATING_SERVER_ERROR_MESSAGE,
  RATING_UNEXPECTED_MESSAGE,
  REVIEW_PHOTO_PATTERN,
  ratingErrorMessage,
  reviewPhotoSrcSet,
  reviewPhotoUrl,
} from './reviews.ts'

describe('the rating form texts', () => {
  it('maps each failed status to its text, keeping the server message where it says more', () => {
    expect(ratingErrorMessage(400, 'Review is required.')).toBe('Review is required.')
    expect(ratingErrorMessage(400)).toBe(RATING_BAD_INPUT_MESSAGE)
    expect(ratingErrorMessage(401, 'Session expired')).toBe(RATING_LOG_IN_AGAIN_MESSAGE)
    expect(ratingErrorMessage(403, RATING_NOT_PURCHASED_MESSAGE)).toBe(RATING_NOT_PURCHASED_MESSAGE)
    expect(ratingErrorMessage(403)).toBe(RATING_NOT_PURCHASED_MESSAGE)
    expect(ratingErrorMessage(404, 'Product not found.')).toBe(RATING_NOT_FOUND_MESSAGE)
    expect(ratingErrorMessage(429, 'Too many attempts.')).toBe('Too many attempts.')
    expect(ratingErrorMessage(500)).toBe(RATING_SERVER_ERROR_MESSAGE)
    expect(ratingErrorMessage(503)).toBe(RATING_SERVER_ERROR_MESSAGE)
    expect(ratingErrorMessage(0)).toBe(RATING_UNEXPECTED_MESSAGE)
  })
})

describe('review photo addresses', () => {
  const url = '/media/r/AbCdEfGhIjKlMnOpQrStUv_x-1600.webp'

  it('names every width of a photo from any one of its addresses', () => {
    expect(url).toMatch(REVIEW_PHOTO_PATTERN)
    expect(reviewPhotoUrl(url, 320)).toBe('/media/r/AbCdEfGhIjKlMnOpQrStUv_x-320.webp')
    expect(reviewPhotoSrcSet(reviewPhotoUrl(url, 800))).toBe(
      '/media/r/AbCdEfGhIjKlMnOpQrStUv_x-320.webp 320w, /media/r/AbCdEfGhIjKlMnOpQrStUv_x-800.webp 800w, ' +
        '/media/r/AbCdEfGhIjKlMnOpQrStUv_x-1600.webp 1600w',
    )
  })

  it('accepts only our own photo addresses', () => {
    for (const other of [
      '/media/p/laptop-3.svg',
      'https://elsewhere.example/media/r/AbCdEfGhIjKlMnOpQrStUv_x-1600.webp',
      '/media/r/short-1600.webp',
      '/media/r/AbCdEfGhIjKlMnOpQrStUv_x-1200.webp',
      '/media/r/../p/AbCdEfGhIjKlMnOpQrStU-1600.webp',
    ]) {
      expect(other).not.toMatch(REVIEW_PHOTO_PATTERN)
    }
  })
})
