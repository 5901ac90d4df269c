import { plainText, type FailureKind, type Text } from './message.js'

/**
 * Why a run failed, classified once where the failure happens, with the advice a person needs.
 * Every layer throws an `ActionFailure` of one kind; the outputs layer only formats it, so a
 * failure never gets two pieces of advice that contradict each other.
 */

/** The title and the nature of each kind; its advice is each front end's to word. */
export interface FailureKindText {
  /** Annotation title, e.g. "Service error". */
  readonly title: string
  /** True when the same run may pass later without a change (worth a re-run). */
  readonly transient: boolean
}

/** One row per kind. */
export const FAILURE_KINDS: Readonly<Record<FailureKind, FailureKindText>> = {
  'invalid-input': { title: 'Invalid input', transient: false },
  'build-unreadable': { title: 'Build unreadable', transient: false },
  'bad-request': { title: 'Rejected by the service', transient: false },
  unauthorized: { title: 'API token refused', transient: false },
  forbidden: { title: 'Not allowed', transient: false },
  'not-found': { title: 'Not found', transient: false },
  'not-the-api': { title: 'Wrong address', transient: false },
  'rate-limited': { title: 'Rate limited', transient: true },
  'server-error': { title: 'Service error', transient: true },
  unreachable: { title: 'Service unreachable', transient: true },
  'untrusted-certificate': { title: 'Certificate not trusted', transient: false },
  'not-tls': { title: 'No TLS there', transient: false },
  'timed-out': { title: 'Timed out', transient: true },
  'malformed-answer': { title: 'Untrustworthy answer', transient: true },
  'redirect-refused': { title: 'Redirect refused', transient: false },
  'answer-lost': { title: 'Answer lost', transient: false },
  'outcome-unknown': { title: 'Outcome unknown', transient: false },
  'review-refused': { title: 'Review platform refused', transient: false },
  'review-unavailable': { title: 'Review platform unavailable', transient: true },
  'guard-rail': { title: 'Guard rail', transient: false },
  unexpected: { title: 'Unexpected error', transient: false }
}

/**
 * A failure of the run, classified where it happened. The message says what happened (never
 * the API token, never what to do); `advice` says what to do.
 */
export class ActionFailure extends Error {
  readonly kind: FailureKind
  /** What happened, with its references; `message` is it without a front end's words. */
  readonly text: Text
  /** What to do, with its references; undefined: the kind's own, as the front end words it. */
  readonly advice: Text | undefined

  /**
   * @param kind what went wrong
   * @param text what happened, for a person (see src/shared/message.ts)
   * @param advice what to do; the kind's own advice when omitted
   */
  constructor(kind: FailureKind, text: Text, advice?: Text) {
    super(plainText(text))
    this.name = 'ActionFailure'
    this.kind = kind
    this.text = text
    this.advice = advice
  }

  /** The annotation title. */
  get title(): string {
    return FAILURE_KINDS[this.kind].title
  }
}

/**
 * Anything thrown, as an ActionFailure: unknown errors become kind `unexpected`. Never throws,
 * whatever was thrown (a revoked Proxy, a `message` getter that throws): it is what the last
 * handler of an uncaught exception calls.
 */
export function asFailure(error: unknown): ActionFailure {
  try {
    if (error instanceof ActionFailure) return error
    return new ActionFailure(
      'unexpected',
      error instanceof Error ? describe(error.message) : describe(error)
    )
  } catch {
    return new ActionFailure('unexpected', 'Something was thrown that cannot be shown.')
  }
}

/** What was thrown, as text; a value that cannot become one (`Object.create(null)`) by its type. */
function describe(thrown: unknown): string {
  if (typeof thrown === 'string') return thrown
  try {
    return String(thrown)
  } catch {
    return `a value that is not an Error (${typeof thrown})`
  }
}
