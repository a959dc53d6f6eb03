import { createHmac, timingSafeEqual } from 'node:crypto'

/*
 * Razorpay's two signatures, both lowercase hex HMAC-SHA256: a payment's over "order_id|payment_id" with the
 * key secret (what Checkout hands the page), and a webhook's over the raw body bytes with the webhook
 * secret (X-Razorpay-Signature). The simulated gateway makes them the same way, so one check serves both.
 */

/** Hex HMAC-SHA256 of `message` under `secret`. */
export function hmacHex(secret: string, message: string | Buffer): string {
  return createHmac('sha256', secret).update(message).digest('hex')
}

/** The signature Razorpay gives a successful payment of a gateway order. */
export function paymentSignature(keySecret: string, gatewayOrderId: string, paymentId: string): string {
  return hmacHex(keySecret, `${gatewayOrderId}|${paymentId}`)
}

/** The signature Razorpay sends with a webhook: over the exact bytes of its body. */
export function webhookSignature(webhookSecret: string, rawBody: Buffer | string): string {
  return hmacHex(webhookSecret, rawBody)
}

/**
 * Whether `given` is the hex signature `expected`, compared in constant time so the answer's timing tells
 * a forger nothing about how many leading characters were right. Both are compared as bytes of equal
 * length (timingSafeEqual requires it); a length that differs is simply wrong.
 */
export function signatureMatches(expected: string, given: string | undefined | null): boolean {
  if (typeof given !== 'string') return false
  const want = Buffer.from(expected.toLowerCase(), 'utf8')
  const got = Buffer.from(given.trim().toLowerCase(), 'utf8')
  if (want.length !== got.length) return false
  return timingSafeEqual(want, got)
}

/** verify-payment's check: the signature Checkout handed the page for this order and payment. */
export function isValidPaymentSignature(
  keySecret: string,
  gatewayOrderId: string,
  paymentId: string,
  signature: string,
): boolean {
  return signatureMatches(paymentSignature(keySecret, gatewayOrderId, paymentId), signature)
}

/** The webhook's check: X-Razorpay-Signature over the raw body. */
export function isValidWebhookSignature(
  webhookSecret: string,
  rawBody: Buffer,
  signature: string | undefined | null,
): boolean {
  return signatureMatches(webhookSignature(webhookSecret, rawBody), signature)
}
