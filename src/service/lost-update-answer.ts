import { ActionFailure } from '../shared/failure.js'
import type { HttpResponse } from './http-attempt.js'

/**
 * The update's answer was lost or unusable after a 2xx status line: the update is not sent
 * again, and whether it took effect is for a read-back to show (update-proof.ts).
 */
export class LostUpdateAnswer extends ActionFailure {
  /**
   * @param sentAt when the update was first sent, by `performance.now()` (milliseconds)
   * @param htmlStatus the status of an answer whose body is an HTML page, which a proxy or a
   *   web site sends rather than the API; undefined for any other answer
   */
  constructor(
    message: string,
    readonly sentAt: number,
    readonly htmlStatus: number | undefined
  ) {
    super('answer-lost', message)
  }
}

/** True when an answer's body is an HTML page (by its Content-Type or its first character). */
export function isHtml(response: HttpResponse): boolean {
  const type = String(response.headers['content-type'] ?? '').toLowerCase()
  return type.includes('html') || response.text.trimStart().startsWith('<')
}
