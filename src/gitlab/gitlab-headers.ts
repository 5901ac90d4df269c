/**
 * What GitLab's answer headers say: where the next page of a list is, and how long a 429 asks
 * to wait.
 *
 * https://docs.gitlab.com/api/rest/#pagination
 * https://docs.gitlab.com/administration/settings/user_and_ip_rate_limits/#response-headers
 */
import type { IncomingHttpHeaders } from 'node:http'
import { parseRetryAfterMs } from '../shared/retry-policy.js'

/**
 * The next page's address: this one with `page` set to `x-next-page`, else the `Link` header's
 * `rel="next"` (which must lie under the API's address: the token goes nowhere else); undefined
 * on the last page (`x-next-page` empty, no `next` link), however short this page was.
 *
 * @throws TypeError for a next link outside the API's address
 */
export function nextPage(
  url: string,
  headers: IncomingHttpHeaders,
  apiUrl: string
): string | undefined {
  const page = (firstValue(headers['x-next-page']) ?? '').trim()
  if (/^[1-9]\d{0,8}$/.test(page)) {
    const next = new URL(url)
    next.searchParams.set('page', page)
    return next.href
  }
  const links = firstValue(headers.link) ?? ''
  const link = /<([^>]*)>\s*;\s*rel="?next"?/.exec(links)?.[1]
  if (link === undefined) return undefined
  const next = new URL(link, url)
  if (!next.href.startsWith(`${apiUrl}/`)) {
    throw new TypeError('GitLab named a next page outside its API address')
  }
  return next.href
}

/**
 * How long a 429 asks to wait, in milliseconds from `nowMs`: `Retry-After` (seconds or a date),
 * else `RateLimit-Reset` (Unix time in seconds; 0 once past); undefined when it says neither.
 */
export function rateLimitWaitMs(headers: IncomingHttpHeaders, nowMs: number): number | undefined {
  const asked = parseRetryAfterMs(firstValue(headers['retry-after']), nowMs)
  if (asked !== undefined) return asked
  const reset = firstValue(headers['ratelimit-reset'])?.trim() ?? ''
  return /^\d{1,12}$/.test(reset) ? Math.max(0, Number(reset) * 1000 - nowMs) : undefined
}

/** A header's first value. */
export function firstValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value
}
