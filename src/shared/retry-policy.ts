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

/** How long to wait before the next attempt, and why: the server asked, or backoff. */
export interface RetryDelay {
  readonly ms: number
  /** `retry-after` when a valid Retry-After header set the wait, else `backoff`. */
  readonly source: 'retry-after' | 'backoff'
  /** True when Retry-After asked for longer than MAX_WAIT_MS. */
  readonly capped?: boolean
}

/**
 * How long to wait before the next attempt.
 *
 * @param failedAttempt the attempt that just failed, from 1
 * @param retryAfter the response's `Retry-After` header, if any
 * @param random a number in [0, 1) for jitter
 * @param nowMs the current time in milliseconds, for an HTTP-date `Retry-After`
 * @returns milliseconds, at most MAX_WAIT_MS: the server's `Retry-After` when it is in one of
 *   the two forms HTTP defines, else exponential backoff with jitter (half to all of the step)
 */
export function retryDelay(
  failedAttempt: number,
  retryAfter: string | undefined,
  random: number,
  nowMs: number
): RetryDelay {
  const asked = parseRetryAfterMs(retryAfter, nowMs)
  if (asked !== undefined) {
    return { ms: Math.min(asked, MAX_WAIT_MS), source: 'retry-after', capped: asked > MAX_WAIT_MS }
  }
  const step = Math.min(BACKOFF_BASE_MS * 2 ** (failedAttempt - 1), MAX_WAIT_MS)
  return { ms: Math.round(step / 2 + (step / 2) * random), source: 'backoff' }
}

/** The wait of `retryDelay` in milliseconds alone. */
export function retryDelayMs(
  failedAttempt: number,
  retryAfter: string | undefined,
  random: number,
  nowMs: number
): number {
  return retryDelay(failedAttempt, retryAfter, random, nowMs).ms
}

const DAY = '(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun)'
const LONG_DAY = '(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)'
const MONTH = '(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)'
const TIME = '\\d{2}:\\d{2}:\\d{2}'
/** IMF-fixdate, and the obsolete RFC 850 and asctime forms HTTP still accepts. */
const HTTP_DATE = new RegExp(
  `^(?:${DAY}, \\d{2} ${MONTH} \\d{4} ${TIME} GMT|${LONG_DAY}, \\d{2}-${MONTH}-\\d{2} ${TIME} GMT|${DAY} ${MONTH} [ \\d]\\d ${TIME} \\d{4})$`
)

/**
 * `Retry-After` in milliseconds from now, in the two forms HTTP defines
 * (https://www.rfc-editor.org/rfc/rfc9110#field.retry-after): non-negative whole seconds, or an
 * HTTP date. Anything else (`-1`, `1.5`, `soon`) is ignored, so the normal backoff applies.
 *
 * @returns undefined when absent or not in either form; 0 for a date in the past
 */
export function parseRetryAfterMs(value: string | undefined, nowMs: number): number | undefined {
  if (value === undefined) return undefined
  const trimmed = value.trim()
  if (/^\d{1,10}$/.test(trimmed)) return Number(trimmed) * 1000
  if (!HTTP_DATE.test(trimmed)) return undefined
  // asctime carries no zone; HTTP dates are always GMT.
  const date = Date.parse(trimmed.endsWith('GMT') ? trimmed : `${trimmed} GMT`)
  if (Number.isNaN(date)) return undefined
  return Math.max(0, date - nowMs)
}

/**
 * How long a rate limit asks the client to wait, for both APIs. The service's 429 says it in
 * `Retry-After`. GitHub's primary and secondary rate limits answer 403 or 429 with `retry-after`
 * (seconds), or with `x-ratelimit-remaining: 0` and `x-ratelimit-reset` (UTC epoch seconds)
 * (https://docs.github.com/rest/using-the-rest-api/rate-limits-for-the-rest-api#exceeding-the-rate-limit).
 * GitHub sends `x-ratelimit-*` on every answer, so a 403 for a missing permission, whose
 * remaining count is not 0, is no rate limit.
 *
 * @param headers the answer's headers, names in lower case
 * @returns milliseconds from `nowMs` (0 for a time already past); undefined when the answer is
 *   not a rate limit
 */
export function rateLimitWaitMs(
  status: number,
  headers: Readonly<Record<string, string | undefined>>,
  nowMs: number
): number | undefined {
  if (status !== 403 && status !== 429) return undefined
  const asked = parseRetryAfterMs(headers['retry-after'], nowMs)
  if (asked !== undefined) return asked
  const reset = headers['x-ratelimit-reset']
  if (headers['x-ratelimit-remaining'] !== '0' || !/^\d{1,12}$/.test(reset ?? '')) {
    return undefined
  }
  return Math.max(0, Number(reset) * 1000 - nowMs)
}
