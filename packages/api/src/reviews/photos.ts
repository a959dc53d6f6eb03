import { randomBytes } from 'node:crypto'
import { REVIEW_PHOTO_PREFIX, REVIEW_PHOTO_WIDTHS, UPLOAD_ACCEPTED_TYPES } from '@haat/contract'
import { inArray } from 'drizzle-orm'
import { fileTypeFromBuffer } from 'file-type'
import sharp from 'sharp'
import type { Db } from '../db/client.ts'
import { media } from '../db/schema.ts'
import { strongEtag } from '../http/http-cache.ts'

/** Pictures larger than this many pixels are refused before decoding (a decompression bomb). */
const MAX_INPUT_PIXELS = 50_000_000
const WEBP_QUALITY = 80

/** One review photo at every stored width, ready to be kept. */
export interface EncodedPhoto {
  /** The media key of each width, the largest last: `r/<id>-<width>.webp`. */
  keys: string[]
  bodies: Buffer[]
  /** The URL the upload answers: the largest width's. */
  url: string
}

export class PhotoRefusal extends Error {}

/** What a file's bytes say it is, when that is a picture we accept; null for anything else. */
export async function acceptedPictureType(bytes: Uint8Array): Promise<string | null> {
  const found = await fileTypeFromBuffer(bytes)
  return found && (UPLOAD_ACCEPTED_TYPES as readonly string[]).includes(found.mime) ? found.mime : null
}

/**
 * Re-encodes a picture (already known by its bytes to be JPEG, PNG or WebP) as WebP at each of
 * REVIEW_PHOTO_WIDTHS, turned upright by its EXIF orientation. Nothing of the original's metadata is
 * copied (sharp writes none unless asked), so camera data and GPS position never reach the stored
 * photo. A width above the picture's own is stored at the picture's width. Throws PhotoRefusal when the
 * bytes do not decode.
 */
export async function encodeReviewPhoto(bytes: Uint8Array): Promise<EncodedPhoto> {
  const id = randomBytes(18).toString('base64url')
  try {
    const bodies = await Promise.all(
      REVIEW_PHOTO_WIDTHS.map((width) =>
        sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
          .rotate()
          .resize({ width, withoutEnlargement: true })
          .webp({ quality: WEBP_QUALITY })
          .toBuffer(),
      ),
    )
    const keys = REVIEW_PHOTO_WIDTHS.map(
      (width) => `${REVIEW_PHOTO_PREFIX.slice('/media/'.length)}${id}-${width}.webp`,
    )
    return { keys, bodies, url: `/media/${keys[keys.length - 1]}` }
  } catch {
    throw new PhotoRefusal()
  }
}

/** Keeps every width of every photo in one transaction: all of a request's photos, or none. */
export async function storeReviewPhotos(db: Db, photos: EncodedPhoto[]): Promise<void> {
  const rows = photos.flatMap((photo) =>
    photo.keys.map((key, i) => {
      const body = photo.bodies[i] as Buffer
      return { key, contentType: 'image/webp', body, etag: strongEtag(body) }
    }),
  )
  if (rows.length === 0) return
  await db.transaction(async (tx) => {
    for (let start = 0; start < rows.length; start += 5)
      await tx.insert(media).values(rows.slice(start, start + 5))
  })
}

/** Which of the given photo URLs (`/media/r/...`) are stored photos of ours. */
export async function storedPhotoUrls(db: Db, urls: string[]): Promise<Set<string>> {
  if (urls.length === 0) return new Set()
  const keys = urls.map((url) => url.slice('/media/'.length))
  const rows = await db.select({ key: media.key }).from(media).where(inArray(media.key, keys))
  return new Set(rows.map((row) => `/media/${row.key}`))
}
