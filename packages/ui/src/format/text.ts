/** Cuts text to `max` characters, ending with "..." when it was longer. */
export function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, Math.max(0, max - 3)).trimEnd()}...` : text
}
