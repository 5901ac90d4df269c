/**
 * GitHub's rate limits, waited out as the service's 429 is (src/shared/retry-policy.ts): the
 * primary and secondary limits answer 403 or 429 and say how long to wait.
 *
 * https://docs.github.com/rest/using-the-rest-api/rate-limits-for-the-rest-api
 */
import { rateLimitWaitMs } from '../shared/retry-policy.js'
import type { Octokit } from './octokit.js'

/** What the wait needs of the client's options (`GitHubApiOptions` extends it). */
export interface RateLimitOptions {
  /** Attempts per call when GitHub's rate limit asks to wait, the first included; default 4. */
  readonly maxAttempts?: number
  /**
   * A call, its waits for the rate limit included, ends within this many milliseconds: a wait
   * that would end later is not started. Default 300 000.
   */
  readonly deadlineMs?: number
  /** Receives a line for the log (a wait for the rate limit); default: dropped. */
  readonly log?: (line: string) => void
  /** Waits, in milliseconds; default a timer. Injected so that tests need not sleep. */
  readonly sleep?: (ms: number) => Promise<void>
  /** The clock, in milliseconds since the epoch; default `Date.now`. */
  readonly now?: () => number
}

/**
 * Waits out GitHub's rate limits (a 403 or 429 that says how long, see `rateLimitWaitMs`) with
 * the retry policy the service's 429 follows: at most `maxAttempts` attempts, and no wait that
 * would end after the call's deadline. Registered after the `before` hook, so that each attempt
 * gets its own timeout.
 */
export function waitOutRateLimits(octokit: Octokit, options: RateLimitOptions): void {
  const maxAttempts = options.maxAttempts ?? 4
  const deadlineMs = options.deadlineMs ?? 300_000
  const now = options.now ?? Date.now
  const sleep =
    options.sleep ?? ((ms: number) => new Promise<void>(resolve => setTimeout(resolve, ms)))
  octokit.hook.wrap('request', async (request, requestOptions) => {
    const started = now()
    for (let attempt = 1; ; attempt++) {
      try {
        return await request(requestOptions)
      } catch (error) {
        const { status, response } = error as {
          status?: unknown
          response?: { headers?: Record<string, string | undefined> }
        }
        const waitMs =
          typeof status === 'number'
            ? rateLimitWaitMs(status, response?.headers ?? {}, now())
            : undefined
        if (waitMs === undefined) throw error
        const seconds = Math.ceil(waitMs / 1000)
        if (attempt >= maxAttempts || now() + waitMs > started + deadlineMs) {
          if (error instanceof Error) {
            error.message += ` (GitHub's rate limit asks to wait ${seconds} s; ${attempt >= maxAttempts ? `all ${maxAttempts} attempts (maxAttempts) were used` : `that ends after the request's deadline (requestTimeout, ${Math.round(deadlineMs / 1000)} s)`})`
          }
          throw error
        }
        options.log?.(
          `GitHub's rate limit: waiting ${seconds} s as GitHub asks, then trying again (attempt ${attempt + 1} of ${maxAttempts}).`
        )
        await sleep(waitMs)
      }
    }
  })
}
