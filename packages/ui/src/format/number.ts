/**
 * Indian digit grouping without Intl: the last three digits, then pairs (1,23,45,678).
 *
 * Why not `Intl.NumberFormat('en-IN')`: the first en-IN formatter a page makes loads the locale's ICU
 * data, about 150 ms of main thread on a mid-range phone (measured in Chromium with a 4x slower CPU),
 * and every browse page made one while its first screen was drawn. Rounding is Intl's too: half away
 * from zero, on the number's shortest decimal form (99999.995 → 1,00,000.00, where `toFixed` would say
 * 99999.99); format.test.ts holds the two side by side. One deliberate difference: a negative number
 * that rounds to zero shows no minus sign.
 */
export function groupIndian(
  value: number,
  digits: { minFraction?: number; maxFraction?: number } = {},
): string {
  const minFraction = digits.minFraction ?? 0
  const maxFraction = digits.maxFraction ?? minFraction
  const [whole, fraction] = roundHalfExpand(Math.abs(value), maxFraction)
  let kept = fraction
  while (kept.length > minFraction && kept.endsWith('0')) kept = kept.slice(0, -1)
  const head = whole.slice(0, -3)
  const grouped = head ? `${head.replace(/\B(?=(\d{2})+$)/g, ',')},${whole.slice(-3)}` : whole
  const negative = value < 0 && /[1-9]/.test(whole + fraction)
  return `${negative ? '-' : ''}${grouped}${kept ? `.${kept}` : ''}`
}

/** A non-negative number's whole and fraction digits, rounded to `digits` places as Intl rounds. */
function roundHalfExpand(abs: number, digits: number): [whole: string, fraction: string] {
  const shortest = String(abs)
  // Exponent forms (under 1e-6 or from 1e21) are outside any price or count: toFixed is close enough.
  if (shortest.includes('e')) {
    const [whole = '0', fraction = ''] = abs.toFixed(digits).split('.')
    return [whole, fraction]
  }
  const [whole = '0', fraction = ''] = shortest.split('.')
  if (fraction.length <= digits) return [whole, fraction.padEnd(digits, '0')]
  const roundsUp = fraction.charCodeAt(digits) >= '5'.charCodeAt(0)
  const scaled = (BigInt(whole + fraction.slice(0, digits)) + (roundsUp ? 1n : 0n))
    .toString()
    .padStart(digits + 1, '0')
  return [scaled.slice(0, scaled.length - digits), scaled.slice(scaled.length - digits)]
}
