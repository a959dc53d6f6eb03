/**
 * The hosts a brand film may be embedded from. The server's Content-Security-Policy allows frames from
 * exactly these origins, and the brand page shows a player only for an address on one of them, so a film
 * from anywhere else is never a blank, blocked frame.
 */
export const VIDEO_EMBED_ORIGINS = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'] as const

/** Whether a brand film's address may be embedded: https, on one of VIDEO_EMBED_ORIGINS. */
export function isEmbeddableVideo(url: string): boolean {
  try {
    return (VIDEO_EMBED_ORIGINS as readonly string[]).includes(new URL(url).origin)
  } catch {
    return false
  }
}
