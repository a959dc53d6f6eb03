/** The shop's clock is India's: cut-offs and dates are read there whatever the device's own zone. */
const INDIA_TIME_ZONE = 'Asia/Kolkata'

const indiaHour = new Intl.DateTimeFormat('en-IN', {
  timeZone: INDIA_TIME_ZONE,
  hour: 'numeric',
  hourCycle: 'h23',
})
const indiaDate = new Intl.DateTimeFormat('en-IN', {
  timeZone: INDIA_TIME_ZONE,
  weekday: 'short',
  day: 'numeric',
  month: 'short',
})

const DAY_MS = 24 * 60 * 60 * 1000

/**
 * The day an order placed now arrives: `days` after today in India, one more when it is already past the
 * day's cut-off hour there (docs/product.md, "Delivery"). Formatted as the page says it ("Thu, 3 Dec").
 */
export function deliveryDate(now: Date, days: number, cutoffHour: number): string {
  const late = Number(indiaHour.format(now)) >= cutoffHour
  return indiaDate.format(new Date(now.getTime() + (days + (late ? 1 : 0)) * DAY_MS))
}
