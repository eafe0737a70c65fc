/**
 * "BD-20261129-3F9A1C": the day it was signed (UTC) and the start of its id, on the order page, its PDF, its
 * e-mail and its invoices. Derived, not stored: the id is the order's identity.
 */
export function orderNumber(order: { id: string; signedAt: Date | string }) {
  const day = new Date(order.signedAt).toISOString().slice(0, 10).replaceAll('-', '')
  return `BD-${day}-${order.id.replaceAll('-', '').slice(0, 6).toUpperCase()}`
}

/** "November 29, 2026, 14:05 UTC": when an order was signed, the same on the page, in the PDF and the mail. */
export function signedAtText(at: Date | string) {
  const date = new Date(at)
  const day = date.toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  })
  return `${day}, ${date.toISOString().slice(11, 16)} UTC`
}
