/**
 * Ratings, reviews and review photos: the fixed texts of the rating form and the limits the server and
 * the form share. The rules behind them are in docs/product.md, "Ratings and reviews".
 */

/** Stars a rating may give. */
export const RATING_MIN = 1
export const RATING_MAX = 5

/** A review's title (the specification's `review`) and its optional comment. */
export const REVIEW_TITLE_MAX = 120
export const REVIEW_COMMENT_MAX = 2000
/** Photos one review may carry. */
export const REVIEW_MEDIA_MAX = 5

/** A page of a product's reviews: the product page shows the first few, the reviews page pages through all. */
export const PRODUCT_REVIEWS_DEFAULT_LIMIT = 10
export const PRODUCT_REVIEWS_MAX_LIMIT = 50

/** Upload limits of one request: files, bytes per file, and the picture types accepted (by content). */
export const UPLOAD_MAX_FILES = 5
export const UPLOAD_MAX_FILE_BYTES = 5 * 1024 * 1024
export const UPLOAD_FIELD = 'images'
export const UPLOAD_ACCEPTED_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const

/**
 * The widths every review photo is stored in, the largest last. An upload answers the largest's URL,
 * `/media/r/<id>-1600.webp`; the others are the same URL with the width swapped, for a `srcset`
 * (reviewPhotoSrcSet). A picture narrower than a width is stored at its own width under that width's name.
 */
export const REVIEW_PHOTO_WIDTHS = [320, 800, 1600] as const
/** Where review photos live: only URLs under it are accepted in a rating's `mediaUrl`. */
export const REVIEW_PHOTO_PREFIX = '/media/r/'
/** A review photo URL as the upload answers it: the prefix, a 24-character id, the width and `.webp`. */
export const REVIEW_PHOTO_PATTERN = /^\/media\/r\/[A-Za-z0-9_-]{24}-(320|800|1600)\.webp$/

/** The URL of a review photo at another of its widths. */
export function reviewPhotoUrl(url: string, width: (typeof REVIEW_PHOTO_WIDTHS)[number]): string {
  return url.replace(/-(\d+)\.webp$/, `-${width}.webp`)
}

/** A `srcset` of every stored width of a review photo (from any one of its URLs). */
export function reviewPhotoSrcSet(url: string): string {
  return REVIEW_PHOTO_WIDTHS.map((width) => `${reviewPhotoUrl(url, width)} ${width}w`).join(', ')
}

// Messages of the rating form (the specification's wording where it gives one).
/** A rating sent without a session. */
export const RATING_LOGIN_REQUIRED_MESSAGE = 'Please log in to submit a rating.'
/** A rating of a product the shopper has not bought (403). */
export const RATING_NOT_PURCHASED_MESSAGE = 'This product cannot be rated as it is not purchased.'
export const RATING_AUTH_ERROR_MESSAGE = 'Authentication error. Please log in.'
export const PRODUCT_DETAILS_UNAVAILABLE_MESSAGE = 'Product details not available.'
/** What the form shows for each failed answer of add-rating. */
export const RATING_BAD_INPUT_MESSAGE = 'Please check your input and try again'
export const RATING_LOG_IN_AGAIN_MESSAGE = 'Please log in again to continue'
export const RATING_CONFIGURATION_MESSAGE = 'System configuration error. Please try again later.'
export const RATING_NOT_FOUND_MESSAGE = 'The requested resource was not found.'
export const RATING_SERVER_ERROR_MESSAGE = 'A server error occurred. Please try again later.'
export const RATING_UNEXPECTED_MESSAGE = 'An unexpected error occurred. Please try again.'
/** The answers of a successful rating. */
export const RATING_ADDED_MESSAGE = 'Thank you for rating this product.'
export const RATING_UPDATED_MESSAGE = 'Your rating of this product has been updated.'
/** The empty state of a review list. */
export const NO_REVIEWS_MESSAGE = 'No Reviews Found'

export const RATING_RANGE_MESSAGE = 'Rating must be a whole number from 1 to 5.'
export const REVIEW_TITLE_REQUIRED_MESSAGE = 'Review is required.'
export const REVIEW_MEDIA_NOT_OURS_MESSAGE = 'Photos must be uploaded with the review form.'
export const REVIEW_PRODUCT_NOT_FOUND_MESSAGE = 'Product not found.'

// Messages of the upload.
export const UPLOAD_NO_FILES_MESSAGE = 'Choose at least one photo to upload.'
export const UPLOAD_TOO_MANY_FILES_MESSAGE = `Upload at most ${UPLOAD_MAX_FILES} photos at a time.`
export const UPLOAD_TOO_LARGE_MESSAGE = `Each photo must be at most ${UPLOAD_MAX_FILE_BYTES / 1024 / 1024} MB.`
export const UPLOAD_UNEXPECTED_FIELD_MESSAGE = `Send the photos in the "${UPLOAD_FIELD}" field only.`
export const UPLOAD_NOT_MULTIPART_MESSAGE = 'Send the photos as multipart/form-data.'
/** A file whose bytes are not a JPEG, PNG or WebP picture, whatever its name says (`position` from 1). */
export const uploadNotAPictureMessage = (position: number) =>
  `Photo ${position} is not a JPEG, PNG or WebP picture.`
export const UPLOAD_UNREADABLE_MESSAGE = 'A photo could not be read. Please try another picture.'

/**
 * What the rating form shows for a failed add-rating answer: the server's message for a refused input or
 * an unbought product, the fixed texts otherwise (docs/product.md, "Ratings and reviews"). The original's
 * "System configuration error" stood for a missing settings document, which this server does not have.
 */
export function ratingErrorMessage(status: number, serverMessage?: string): string {
  if (status === 400) return serverMessage || RATING_BAD_INPUT_MESSAGE
  if (status === 401) return RATING_LOG_IN_AGAIN_MESSAGE
  if (status === 403) return serverMessage || RATING_NOT_PURCHASED_MESSAGE
  if (status === 404) return RATING_NOT_FOUND_MESSAGE
  if (status === 429 && serverMessage) return serverMessage
  if (status >= 500 && status < 600) return RATING_SERVER_ERROR_MESSAGE
  return RATING_UNEXPECTED_MESSAGE
}
