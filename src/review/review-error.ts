/**
 * The one error type of the review platform's calls: which operation failed, how (the
 * platform's HTTP status, or no answer at all), and a message that never holds the token. An
 * adapter classifies its client's errors into it.
 */

/** The calls the core makes to the review platform (the port's methods, by what they do). */
export type ReviewOperation =
  | 'identify'
  | 'listComments'
  | 'readComment'
  | 'getPullRequest'
  | 'getRepository'
  | 'listPullRequests'
  | 'createComment'
  | 'updateComment'
  | 'deleteComment'
  | 'createDeployment'
  | 'setDeploymentStatus'
  | 'listDeployments'
  | 'deleteDeployment'
  | 'reportStatus'
  | 'readPreviewIndex'
  | 'markPreview'
  | 'unmarkPreview'
  | 'completePreviewIndex'

/**
 * How a call failed: the platform answered with an error `status`; refused it for its rate limit
 * (`rate-limited`: a 403 or 429 that says how long to wait, longer than the run waits);
 * answered with errors (`errors-in-answer`: an answer of status 200 that carries errors);
 * did not answer (`unreachable`: refused, name not found, TLS, proxy); did not answer in time; or
 * answered something the API does not document (`invalid-answer`).
 */
export type ReviewFailureKind =
  'status' | 'rate-limited' | 'errors-in-answer' | 'unreachable' | 'timed-out' | 'invalid-answer'

/** A failed call to the review platform. */
export class ReviewPlatformError extends Error {
  override readonly name = 'ReviewPlatformError'
  readonly operation: ReviewOperation
  /** The platform's HTTP status, when it answered with an error status; otherwise undefined. */
  readonly status: number | undefined
  readonly kind: ReviewFailureKind
  /**
   * The permission the token needs for this call, in the platform's own terms (e.g.
   * `pull-requests: write`); '' when none is named.
   */
  readonly need: string
  /**
   * How the TLS handshake failed, when it did (kind `unreachable`: nothing was sent): the server
   * does not speak TLS there, or its certificate was refused. No re-run helps until the
   * address, or the trust in its certificate, is fixed.
   */
  readonly handshake: 'not-tls' | 'untrusted-certificate' | undefined

  /** @param options.message what happened, in the adapter's words, without the token */
  constructor(options: {
    operation: ReviewOperation
    status: number | undefined
    kind: ReviewFailureKind
    message: string
    need?: string
    handshake?: 'not-tls' | 'untrusted-certificate'
  }) {
    super(options.message)
    this.operation = options.operation
    this.status = options.status
    this.kind = options.kind
    this.need = options.need ?? ''
    this.handshake = options.handshake
  }
}
