import multipart from '@fastify/multipart'
import {
  RATING_ADDED_MESSAGE,
  RATING_NOT_PURCHASED_MESSAGE,
  RATING_UPDATED_MESSAGE,
  REVIEW_MEDIA_NOT_OURS_MESSAGE,
  REVIEW_PRODUCT_NOT_FOUND_MESSAGE,
  UPLOAD_FIELD,
  UPLOAD_MAX_FILE_BYTES,
  UPLOAD_MAX_FILES,
  UPLOAD_NO_FILES_MESSAGE,
  UPLOAD_NOT_MULTIPART_MESSAGE,
  UPLOAD_TOO_LARGE_MESSAGE,
  UPLOAD_TOO_MANY_FILES_MESSAGE,
  UPLOAD_UNEXPECTED_FIELD_MESSAGE,
  UPLOAD_UNREADABLE_MESSAGE,
  uploadNotAPictureMessage,
} from '@haat/contract'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { contractRoute } from '../http/contract-route.ts'
import { RATINGS_CACHE_CONTROL } from '../http/http-cache.ts'
import { sendPublicAnswer } from '../http/public-answer.ts'
import { enforceRateLimits, type RateLimitRule } from '../http/rate-limit.ts'
import { hasPurchased } from '../orders/purchases.ts'
import {
  acceptedPictureType,
  type EncodedPhoto,
  encodeReviewPhoto,
  PhotoRefusal,
  storedPhotoUrls,
  storeReviewPhotos,
} from './photos.ts'
import { getProductReviews } from './query.ts'
import { upsertProductRating } from './writes.ts'

/** What one shopper may send: generous for people, tight for scripts. */
export const REVIEW_WRITE_LIMITS: Record<'rating' | 'upload', RateLimitRule> = {
  rating: { limit: 20, windowMs: 60 * 60_000 },
  upload: { limit: 30, windowMs: 60 * 60_000 },
}

/** A refused upload: its status and message. */
class UploadRefusal extends Error {
  readonly status: number
  constructor(status: number, message: string) {
    super(message)
    this.status = status
  }
}

/** The multipart limits' errors (@fastify/multipart codes) as the answers a shopper reads. */
function refusalOf(error: unknown): UploadRefusal | null {
  if (error instanceof UploadRefusal) return error
  const code = (error as { code?: string } | null)?.code
  switch (code) {
    case 'FST_FILES_LIMIT':
    case 'FST_PARTS_LIMIT':
      return new UploadRefusal(413, UPLOAD_TOO_MANY_FILES_MESSAGE)
    case 'FST_REQ_FILE_TOO_LARGE':
      return new UploadRefusal(413, UPLOAD_TOO_LARGE_MESSAGE)
    case 'FST_FIELDS_LIMIT':
    case 'FST_PROTO_VIOLATION':
      return new UploadRefusal(400, UPLOAD_UNEXPECTED_FIELD_MESSAGE)
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new UploadRefusal(400, UPLOAD_NOT_MULTIPART_MESSAGE)
    default:
      return null
  }
}

/**
 * Reads every part of the request and checks each file by its bytes before anything is kept: a part
 * that is not a file of the `images` field, a file over the size or count limit, or bytes that are not
 * a JPEG, PNG or WebP picture refuse the whole request. Answers the files' bytes in order.
 */
async function readPictures(request: FastifyRequest): Promise<Uint8Array[]> {
  if (!request.isMultipart()) throw new UploadRefusal(400, UPLOAD_NOT_MULTIPART_MESSAGE)
  const files: Uint8Array[] = []
  for await (const part of request.parts()) {
    if (part.type !== 'file' || part.fieldname !== UPLOAD_FIELD) {
      if (part.type === 'file') part.file.resume()
      throw new UploadRefusal(400, UPLOAD_UNEXPECTED_FIELD_MESSAGE)
    }
    const bytes = await part.toBuffer()
    if (!(await acceptedPictureType(bytes))) {
      throw new UploadRefusal(400, uploadNotAPictureMessage(files.length + 1))
    }
    files.push(bytes)
  }
  if (files.length === 0) throw new UploadRefusal(400, UPLOAD_NO_FILES_MESSAGE)
  return files
}

/**
 * Product ratings and reviews: a product's reviews, the review photo upload (multipart is registered for
 * that route's scope only, with its limits) and rating a bought product (docs/product.md, "Ratings and
 * reviews").
 */
export function registerReviewRoutes(app: FastifyInstance): void {
  const { db } = app

  // Always revalidated, like seller ratings: a new review shows at once, an unchanged page costs a 304.
  contractRoute(app, 'productReviews', 'reviews', async ({ query, request, reply }) => {
    const page = await getProductReviews(db, query)
    if (!page) return reply.code(404).send({ message: REVIEW_PRODUCT_NOT_FOUND_MESSAGE })
    return sendPublicAnswer(request, reply, 'productReviews', page, RATINGS_CACHE_CONTROL)
  })

  contractRoute(app, 'addRating', 'reviews', async ({ body, session, reply }) => {
    const allowed = await enforceRateLimits(app.rateLimiter, reply, [
      { key: `product-rating:user:${session.userId}`, rule: REVIEW_WRITE_LIMITS.rating },
    ])
    if (!allowed) return reply
    // Only the photos we stored from an upload: the pattern is checked by the contract, the key here.
    const urls = [...new Set(body.mediaUrl.map((item) => (typeof item === 'string' ? item : item.url)))]
    const stored = await storedPhotoUrls(db, urls)
    if (urls.some((url) => !stored.has(url))) {
      return reply.code(400).send({ message: REVIEW_MEDIA_NOT_OURS_MESSAGE })
    }
    if (!(await hasPurchased(db, session.userId, body.productId))) {
      // Nobody has bought a product that does not exist: say which of the two it is.
      const exists = await db.query.products.findFirst({
        columns: { id: true },
        where: (p, { eq }) => eq(p.id, body.productId),
      })
      if (!exists) return reply.code(404).send({ message: REVIEW_PRODUCT_NOT_FOUND_MESSAGE })
      return reply.code(403).send({ message: RATING_NOT_PURCHASED_MESSAGE })
    }
    const result = await upsertProductRating(db, {
      productId: body.productId,
      userId: session.userId,
      rating: body.rating,
      review: body.review,
      comment: body.comment,
      media: urls.map((url) => ({ type: 'image', url })),
      at: app.clock.now(),
    })
    if (!result) return reply.code(404).send({ message: REVIEW_PRODUCT_NOT_FOUND_MESSAGE })
    return {
      message: result.updated ? RATING_UPDATED_MESSAGE : RATING_ADDED_MESSAGE,
      updated: result.updated,
    }
  })

  // Multipart is parsed only in this scope: every other route still refuses a multipart body.
  app.register(async (scope) => {
    await scope.register(multipart, {
      limits: {
        files: UPLOAD_MAX_FILES,
        fileSize: UPLOAD_MAX_FILE_BYTES,
        fields: 0,
        parts: UPLOAD_MAX_FILES,
        fieldNameSize: 100,
        headerPairs: 20,
      },
    })
    contractRoute(scope, 'uploadImages', 'reviews', async ({ session, request, reply }) => {
      const allowed = await enforceRateLimits(app.rateLimiter, reply, [
        { key: `review-upload:user:${session.userId}`, rule: REVIEW_WRITE_LIMITS.upload },
      ])
      if (!allowed) return reply
      let photos: EncodedPhoto[]
      try {
        const files = await readPictures(request)
        photos = []
        // One at a time: sharp's work is heavy, and a request holds at most five pictures.
        for (const [i, bytes] of files.entries()) {
          try {
            photos.push(await encodeReviewPhoto(bytes))
          } catch (error) {
            if (error instanceof PhotoRefusal)
              throw new UploadRefusal(400, `${UPLOAD_UNREADABLE_MESSAGE} (photo ${i + 1})`)
            throw error
          }
        }
      } catch (error) {
        const refusal = refusalOf(error)
        if (!refusal) throw error
        return reply.code(refusal.status).send({ message: refusal.message })
      }
      await storeReviewPhotos(db, photos)
      return { imageUrls: photos.map((photo) => photo.url) }
    })
  })
}
