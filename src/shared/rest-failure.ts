/**
 * How a call to a review platform's REST API failed without an error status, as its adapter says
 * it: a write that may have landed (never sent again), a network error in one line, and the
 * failure (unreachable, timed out, an answer not as documented) in the platform's words, quoted
 * short without the token or the run's secrets.
 */
import { clip } from './markdown-text.js'
import { RestAnswerTooLargeError, RestTimeoutError } from './rest-exchange.js'

/** A write that may have landed although no success came back: it was not sent again. */
export class UncertainWriteError extends Error {
  override readonly name = 'UncertainWriteError'
  constructor(override readonly cause: unknown) {
    super(cause instanceof Error ? cause.message : String(cause))
  }
}

/** A network error as one line: its code and message. */
export function describe(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code
  const message = error instanceof Error ? error.message : String(error)
  return typeof code === 'string' && !message.includes(code) ? `${code}: ${message}` : message
}

/** What a failure without an error status was, in a platform's words. */
export interface UnansweredFailure {
  readonly kind: 'unreachable' | 'timed-out' | 'invalid-answer'
  /** The failure's own words, scrubbed, one line, at most 300 characters. */
  readonly detail: string
  /** What failed, said after `… failed: ` (`GitLab could not be reached: ECONNREFUSED: …`). */
  readonly words: string
}

/**
 * Says what a call's failure without an error status was: a deadline (RestTimeoutError), an
 * answer not as documented (TypeError, SyntaxError, RestAnswerTooLargeError), else the platform
 * unreachable.
 *
 * @param platform the platform's name, e.g. `GitLab`
 * @param scrub removes the token and the run's secrets from quoted text
 */
export function unansweredFailure(
  platform: string,
  failure: unknown,
  scrub: (text: string) => string
): UnansweredFailure {
  const detail = clip(scrub(describe(failure)).replace(/[\p{Cc}\u2028\u2029]+/gu, ' '), 300)
  if (failure instanceof RestTimeoutError) {
    return { kind: 'timed-out', detail, words: `${platform} did not answer in time (${detail})` }
  }
  if (
    failure instanceof TypeError ||
    failure instanceof SyntaxError ||
    failure instanceof RestAnswerTooLargeError
  ) {
    const words = `${platform}'s answer was not as documented: ${detail}`
    return { kind: 'invalid-answer', detail, words }
  }
  return { kind: 'unreachable', detail, words: `${platform} could not be reached: ${detail}` }
}

/** What an error's message adds when the write may have landed. */
export const MAY_HAVE_BEEN_WRITTEN = '; it may have been written, so it was not sent again'
