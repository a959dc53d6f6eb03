import {
  AddRatingBody,
  type Answer,
  RATING_ADDED_MESSAGE,
  TOKEN_MISSING_MESSAGE,
  UPLOAD_ACCEPTED_TYPES,
  UPLOAD_FIELD,
  UPLOAD_MAX_FILE_BYTES,
  UPLOAD_MAX_FILES,
  UPLOAD_NO_FILES_MESSAGE,
  UPLOAD_TOO_LARGE_MESSAGE,
  UPLOAD_TOO_MANY_FILES_MESSAGE,
  uploadNotAPictureMessage,
} from '@haat/contract'
import { HttpResponse, http } from 'msw'
import { fail, signedIn, url } from './mockSupport.ts'

let uploads = 0
/** A photo URL shaped as the server's (REVIEW_PHOTO_PATTERN): 24 characters of id, the largest width. */
const mockPhotoUrl = () => `/media/r/${`mock${String(++uploads).padStart(4, '0')}`.padEnd(24, 'x')}-1600.webp`

/**
 * Review photo uploads and ratings, as the server answers them (the mocks have no purchases: every
 * product counts as bought). An upload is refused as the server refuses it (no files, too many, too
 * large, a declared type that is not a picture; the server also reads the bytes) and answers photo URLs
 * the mocks do not serve.
 */
export function reviewHandlers() {
  return [
    http.post(url('uploadImages'), async ({ request }) => {
      if (!signedIn(request)) return fail(401, TOKEN_MISSING_MESSAGE)
      const form = await request.formData().catch(() => undefined)
      const files = (form?.getAll(UPLOAD_FIELD) ?? []).filter(
        (part): part is File => typeof part !== 'string',
      )
      if (files.length === 0) return fail(400, UPLOAD_NO_FILES_MESSAGE)
      if (files.length > UPLOAD_MAX_FILES) return fail(413, UPLOAD_TOO_MANY_FILES_MESSAGE)
      if (files.some((file) => file.size > UPLOAD_MAX_FILE_BYTES)) return fail(413, UPLOAD_TOO_LARGE_MESSAGE)
      const wrong = files.findIndex(
        (file) => !(UPLOAD_ACCEPTED_TYPES as readonly string[]).includes(file.type),
      )
      if (wrong >= 0) return fail(400, uploadNotAPictureMessage(wrong + 1))
      const answer: Answer<'uploadImages'> = { imageUrls: files.map(mockPhotoUrl) }
      return HttpResponse.json(answer)
    }),
    http.post(url('addRating'), async ({ request }) => {
      if (!signedIn(request)) return fail(401, TOKEN_MISSING_MESSAGE)
      const body = AddRatingBody.safeParse(await request.json().catch(() => undefined))
      if (!body.success) return fail(400, body.error.issues.map((issue) => issue.message).join(' '))
      const answer: Answer<'addRating'> = { message: RATING_ADDED_MESSAGE, updated: false }
      return HttpResponse.json(answer)
    }),
  ]
}
