import { describe, expect, it } from '@jest/globals'
import {
  isRetryableNetworkError,
  isRetryableStatus,
  MAX_WAIT_MS,
  parseRetryAfterMs,
  rateLimitWaitMs,
  retryDelay,
  retryDelayMs
} from '../../src/shared/retry-policy.js'

describe('retry policy', () => {
  it.each([429, 500, 502, 503, 504])('retries %d', status => {
    expect(isRetryableStatus(status)).toBe(true)
  })

  it.each([200, 400, 401, 403, 404, 409, 501])('does not retry %d', status => {
    expect(isRetryableStatus(status)).toBe(false)
  })

  it('retries resets, refusals and timeouts, not other errors', () => {
    expect(isRetryableNetworkError({ code: 'ECONNRESET' })).toBe(true)
    expect(isRetryableNetworkError({ code: 'ECONNREFUSED' })).toBe(true)
    expect(isRetryableNetworkError({ code: 'ETIMEDOUT' })).toBe(true)
    expect(isRetryableNetworkError({ code: 'CERT_HAS_EXPIRED' })).toBe(false)
    expect(isRetryableNetworkError(new Error('x'))).toBe(false)
  })

  it('backs off exponentially, with jitter between half and all of each step', () => {
    expect(retryDelayMs(1, undefined, 0, 0)).toBe(500)
    expect(retryDelayMs(1, undefined, 0.999, 0)).toBe(1000)
    expect(retryDelayMs(3, undefined, 0, 0)).toBe(2000)
    expect(retryDelayMs(3, undefined, 0.999, 0)).toBe(3998)
    expect(retryDelayMs(30, undefined, 0.999, 0)).toBeLessThanOrEqual(MAX_WAIT_MS)
  })

  it('honours Retry-After in seconds or as an HTTP date, capped', () => {
    const now = Date.parse('Sun, 22 Nov 2026 10:00:00 GMT')
    expect(retryDelayMs(1, '2', 0.5, now)).toBe(2000)
    expect(retryDelayMs(1, 'Sun, 22 Nov 2026 10:00:05 GMT', 0.5, now)).toBe(5000)
    expect(retryDelayMs(1, '86400', 0.5, now)).toBe(MAX_WAIT_MS)
    expect(parseRetryAfterMs('Sun, 22 Nov 2026 09:00:00 GMT', now)).toBe(0)
    expect(parseRetryAfterMs('soon', now)).toBeUndefined()
    expect(retryDelayMs(1, 'soon', 0, now)).toBe(500)
  })
})

describe('Retry-After', () => {
  const now = Date.parse('Sun, 22 Nov 2026 10:00:00 GMT')

  it.each(['-1', '1.5', 'soon', '', '2026-11-22T10:00:05Z', '+3', '0x10'])(
    'ignores %j and falls back to the backoff',
    value => {
      expect(parseRetryAfterMs(value, now)).toBeUndefined()
      expect(retryDelay(1, value, 0, now)).toEqual({ ms: 500, source: 'backoff' })
    }
  )

  it.each([
    ['0', 0],
    ['3', 3000],
    ['Sun, 22 Nov 2026 10:00:04 GMT', 4000],
    ['Sunday, 22-Nov-26 10:00:06 GMT', 6000],
    ['Sun Nov 22 10:00:08 2026', 8000]
  ])('honours %j', (value, ms) => {
    expect(retryDelay(1, value, 0, now)).toEqual({ ms, source: 'retry-after', capped: false })
  })
})

describe("GitHub's rate limits", () => {
  const now = Date.parse('2026-11-22T10:00:00Z')
  it.each([
    [403, { 'retry-after': '60' }, 60_000],
    [429, { 'retry-after': '5' }, 5_000],
    [403, { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': String(now / 1000 + 90) }, 90_000],
    [429, { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': String(now / 1000 - 5) }, 0]
  ])('waits as a %d with %j asks', (status, headers, expected) => {
    expect(rateLimitWaitMs(status, headers, now)).toBe(expected)
  })

  it.each([
    [403, { 'x-ratelimit-remaining': '4999', 'x-ratelimit-reset': String(now / 1000 + 90) }],
    [403, {}],
    [500, { 'retry-after': '5' }],
    [429, { 'retry-after': 'soon' }]
  ])('does not wait for a %d with %j: no rate limit, or none it can read', (status, headers) => {
    expect(rateLimitWaitMs(status, headers, now)).toBeUndefined()
  })
})
