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
   * @param attempts the attempts made, this one included
   * @param sentAt when this attempt was sent, by `performance.now()` (milliseconds)
   */
  constructor(
    message: string,
    readonly unanswered: FailureKind,
    readonly attempts: number,
    readonly sentAt: number
  ) {
    super('answer-lost', message)
  }
}

/**
 * The update's answer was lost or unusable after a 2xx status line: the update is not sent
 * again by the client, and whether it took effect is for a read-back to show (update-proof.ts).
 * Only an update that met no answer at all may be sent once more, and only when read-backs
 * prove that the service did not apply it (features/update-app/lost-answer.ts).
 */
export class LostUpdateAnswer extends ActionFailure {
  /**
   * @param sentAt when the update was sent (its last attempt), by `performance.now()`
   *   (milliseconds)
   * @param htmlStatus the status of an answer whose body is an HTML page, which a proxy or a
   *   web site sends rather than the API; undefined for any other answer
   * @param unprovenKind the failure's kind when a read-back does not show the update:
   *   `malformed-answer` for an answer that came but cannot be used, the failure's own kind
   *   (`timed-out`…) when none came
   * @param attemptsLeft when no answer came at all (no status line), the attempts `maxAttempts`
   *   still allows (0 when none); undefined when an answer came (a 2xx status line: the service
   *   said it applied the update, which is never sent again)
   */
  constructor(
    message: string,
    readonly sentAt: number,
    readonly htmlStatus: number | undefined,
    readonly unprovenKind: FailureKind = 'malformed-answer',
    readonly attemptsLeft?: number
  ) {
    super('answer-lost', message)
  }
}

/** True when an answer's body is an HTML page (by its Content-Type or its first character). */
export function isHtml(response: HttpResponse): boolean {
  const type = String(response.headers['content-type'] ?? '').toLowerCase()
  return type.includes('html') || response.text.trimStart().startsWith('<')
}
