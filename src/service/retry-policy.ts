/**
 * When to try a request again and how long to wait first. Pure functions, so the policy is
 * tested without a clock.
 */

/** Statuses worth another attempt: rate limiting and passing server or gateway failures. */
const RETRYABLE_STATUSES = new Set([429, 500, 502, 503, 504])

/** Network failures that a later attempt may not meet (Node's `error.code`). */
const RETRYABLE_NETWORK_CODES = new Set([
  'ECONNRESET',
  'ECONNREFUSED',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EAI_AGAIN',
  'ENETUNREACH',
  'EHOSTUNREACH',
  'UND_ERR_SOCKET'
])

/** First backoff step, in milliseconds; step n waits about `BASE * 2^(n-1)`. */
export const BACKOFF_BASE_MS = 1000
/** No single wait, computed or asked for by `Retry-After`, is longer than this (milliseconds). */
export const MAX_WAIT_MS = 60_000

/** True for 429, 500, 502, 503 and 504; never for 4xx client errors such as 400, 401, 403, 404. */
export function isRetryableStatus(status: number): boolean {
  return RETRYABLE_STATUSES.has(status)
}

/** True for a connection reset, refused or timed out, and similar transient network errors. */
export function isRetryableNetworkError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code
  return typeof code === 'string' && RETRYABLE_NETWORK_CODES.has(code)
}

/**
 * How long to wait before the next attempt.
 *
 * @param failedAttempt the attempt that just failed, from 1
 * @param retryAfter the response's `Retry-After` header (seconds or an HTTP date), if any
 * @param random a number in [0, 1) for jitter
 * @param nowMs the current time, for an HTTP-date `Retry-After`
 * @returns milliseconds, at most MAX_WAIT_MS: the server's `Retry-After` when it gave a usable
 *   one, else exponential backoff with jitter (between half and all of the step)
 */
export function retryDelayMs(
  failedAttempt: number,
  retryAfter: string | undefined,
  random: number,
  nowMs: number
): number {
  const asked = parseRetryAfterMs(retryAfter, nowMs)
  if (asked !== undefined) return Math.min(asked, MAX_WAIT_MS)
  const step = Math.min(BACKOFF_BASE_MS * 2 ** (failedAttempt - 1), MAX_WAIT_MS)
  return Math.round(step / 2 + (step / 2) * random)
}

/**
 * `Retry-After` in milliseconds from now (RFC 9110 §10.2.3): delay-seconds or an HTTP date.
 *
 * @returns undefined when absent or unparsable; 0 for a date in the past
 */
export function parseRetryAfterMs(value: string | undefined, nowMs: number): number | undefined {
  if (value === undefined) return undefined
  const trimmed = value.trim()
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000
  const date = Date.parse(trimmed)
  if (Number.isNaN(date)) return undefined
  return Math.max(0, date - nowMs)
}
