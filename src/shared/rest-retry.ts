/**
 * What the review platforms' REST clients share around a call's retries: the wait before the next
 * attempt (what the platform asked, else backoff with jitter) within the call's attempts and
 * deadline, and what the log and the error say of it. Which failures are tried again is each
 * client's.
 */
import { retryDelay } from './retry-policy.js'

/** A client's attempts, deadline and clock. */
export interface RetryBudget {
  /** Attempts per request, the first included, for a 429 or a passing failure. */
  readonly maxAttempts: number
  /** A call, its waits included, ends within this many milliseconds. */
  readonly deadlineMs: number
  readonly log: (line: string) => void
  readonly sleep: (ms: number) => Promise<void>
  readonly now: () => number
  /** A number in [0, 1) for the backoff's jitter; default Math.random. */
  readonly random?: () => number
}

/**
 * How long to wait before the next attempt, in milliseconds (`askedMs`, what the platform asked,
 * else backoff with jitter), or undefined when no attempt is left or the wait would end after the
 * deadline of the call that started at `started`.
 */
export function retryWaitMs(
  budget: RetryBudget,
  attempt: number,
  askedMs: number | undefined,
  started: number
): number | undefined {
  const { maxAttempts, deadlineMs, now } = budget
  if (attempt >= maxAttempts) return undefined
  const ms = askedMs ?? retryDelay(attempt, undefined, (budget.random ?? Math.random)(), now()).ms
  return now() + ms > started + deadlineMs ? undefined : ms
}

/** Why a rate limit's answer was not waited out: no attempt left, or the asked wait too long. */
export function whyNotRetried(
  budget: RetryBudget,
  attempt: number,
  askedMs: number | undefined
): string {
  const { maxAttempts, deadlineMs } = budget
  return attempt >= maxAttempts
    ? `all ${maxAttempts} attempts were used`
    : `waiting ${Math.ceil((askedMs ?? 0) / 1000)} s more would end after the request's deadline (${Math.round(deadlineMs / 1000)} s)`
}

/** Says why and how long the client waits (`platform` its name: `GitLab`), then waits `ms`. */
export async function pauseBeforeRetry(
  budget: RetryBudget,
  platform: string,
  ms: number,
  attempt: number,
  reason: string
): Promise<void> {
  budget.log(
    `${platform}: ${reason}; waiting ${Math.ceil(ms / 1000)} s, then trying again (attempt ${attempt + 1} of ${budget.maxAttempts}).`
  )
  await budget.sleep(ms)
}
