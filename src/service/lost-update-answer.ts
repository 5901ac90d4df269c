import { ActionFailure } from '../shared/failure.js'
import type { FailureKind } from '../shared/message.js'
import type { HttpResponse } from './http-attempt.js'

/**
 * A write sent whole that met no answer (a deadline, a broken connection; transport.ts): it was
 * not sent again, since the service may have applied it.
 */
export class UnansweredWrite extends ActionFailure {
  /**
   * @param unanswered the kind of the failure itself (`timed-out`, `unreachable`…), for when
   *   nothing shows that the write took effect
   */
  constructor(
    message: string,
    readonly unanswered: FailureKind
  ) {
    super('answer-lost', message)
  }
}

/**
 * The update's answer was lost or unusable after a 2xx status line: the update is not sent
 * again, and whether it took effect is for a read-back to show (update-proof.ts).
 */
export class LostUpdateAnswer extends ActionFailure {
  /**
   * @param sentAt when the update was first sent, by `performance.now()` (milliseconds)
   * @param htmlStatus the status of an answer whose body is an HTML page, which a proxy or a
   *   web site sends rather than the API; undefined for any other answer
   * @param unprovenKind the failure's kind when a read-back does not show the update:
   *   `malformed-answer` for an answer that came but cannot be used, the failure's own kind
   *   (`timed-out`…) when none came
   */
  constructor(
    message: string,
    readonly sentAt: number,
    readonly htmlStatus: number | undefined,
    readonly unprovenKind: FailureKind = 'malformed-answer'
  ) {
    super('answer-lost', message)
  }
}

/** True when an answer's body is an HTML page (by its Content-Type or its first character). */
export function isHtml(response: HttpResponse): boolean {
  const type = String(response.headers['content-type'] ?? '').toLowerCase()
  return type.includes('html') || response.text.trimStart().startsWith('<')
}
