/**
 * A failed call to the review platform's API as the run reports it: a failure of the step
 * (`review-refused` when the platform refused the token, `review-unavailable` when it did not
 * answer well, a TLS kind when the handshake failed), or a warning when
 * the deploy itself succeeded and only the comment or the deployment could not be written.
 */
import { ActionFailure, asFailure } from '../../shared/failure.js'
import { ReviewPlatformError } from '../../review/review-error.js'
import { advice, message, type Text } from '../../shared/message.js'

/**
 * True when the review platform refused the call (401, 403, 404, 422 …): the same call will be
 * refused again. A 429 or 5xx, no answer or an odd answer may pass.
 */
export function isRefusal(error: ReviewPlatformError): boolean {
  return (
    error.kind === 'status' &&
    error.status !== undefined &&
    error.status < 500 &&
    error.status !== 429
  )
}

/**
 * The step's failure for an error of the review platform's API.
 *
 * @param error what the call threw (a `ReviewPlatformError`; anything else is `unexpected`)
 * @param consequence what it means for the run, e.g. "no app was created"
 */
export function reviewFailure(error: unknown, consequence: Text): ActionFailure {
  if (!(error instanceof ReviewPlatformError)) return asFailure(error)
  const what = error.message.replace(/\.$/, '')
  if (error.handshake !== undefined) {
    // Nothing was sent, and the same address fails the same way: no "may pass".
    return new ActionFailure(
      error.handshake,
      message`${what}; ${consequence}.`,
      error.handshake === 'not-tls'
        ? 'Fix that address first: with it unchanged, every run fails the same way.'
        : "Trust the server's CA with NODE_EXTRA_CA_CERTS (a PEM file), or fix the host in that address so that it matches the certificate: with neither, every run fails the same way."
    )
  }
  if (!isRefusal(error)) {
    return new ActionFailure('review-unavailable', message`${what}; ${consequence}.`)
  }
  return error.need === ''
    ? new ActionFailure('review-refused', message`${what}; ${consequence}.`)
    : new ActionFailure(
        'review-refused',
        message`${what} (the token needs ${error.need}); ${consequence}.`,
        message`${advice('review-permission')}`
      )
}

/**
 * The warning for an error of the review platform's API after the deploy succeeded.
 *
 * @returns the message, e.g. "Editing the pull request comment failed: … answered 403 …; …"
 */
export function reviewWarning(error: unknown, consequence: string): string {
  const text = error instanceof Error ? error.message : String(error)
  const permission = error instanceof ReviewPlatformError && isRefusal(error) ? error.need : ''
  const need = permission === '' ? '' : ` (the token needs ${permission})`
  return `${text.replace(/\.$/, '')}${need}; ${consequence}.`
}
