/**
 * GitHub's side of the review port's errors: what each call is called and the workflow
 * permission it needs, and the classification of what octokit throws (its `RequestError`, a
 * GraphQL error, a fetch failure) into one ReviewPlatformError.
 */
import {
  ReviewPlatformError,
  type ReviewFailureKind,
  type ReviewOperation
} from '../review/review-error.js'
import { rateLimitWaitMs } from '../shared/retry-policy.js'
import { ListingCutOffError } from '../shared/listing-cap.js'
import { tlsFailure } from '../shared/tls-handshake.js'

/** What each operation is, in a sentence, and the workflow permission it needs. */
export const REVIEW_OPERATIONS: Readonly<
  Record<ReviewOperation, { action: string; permission: string }>
> = {
  identify: { action: "Finding the GitHub token's login", permission: '' },
  listComments: {
    action: "Reading the pull request's comments",
    permission: 'pull-requests: read'
  },
  readComment: {
    action: 'Reading the pull request comment again',
    permission: 'pull-requests: read'
  },
  createComment: {
    action: 'Creating the pull request comment',
    permission: 'pull-requests: write'
  },
  updateComment: { action: 'Editing the pull request comment', permission: 'pull-requests: write' },
  deleteComment: {
    action: 'Deleting the pull request comment',
    permission: 'pull-requests: write'
  },
  createDeployment: { action: 'Creating the GitHub deployment', permission: 'deployments: write' },
  setDeploymentStatus: {
    action: 'Setting the GitHub deployment status',
    permission: 'deployments: write'
  },
  listDeployments: { action: 'Listing the GitHub deployments', permission: 'deployments: read' },
  getPullRequest: { action: 'Reading the pull request', permission: 'pull-requests: read' },
  getRepository: { action: 'Reading the repository', permission: 'contents: read' },
  listPullRequests: {
    action: "Listing the repository's pull requests",
    permission: 'pull-requests: read'
  },
  deleteDeployment: {
    action: 'Deleting the GitHub deployment',
    permission: 'deployments: write'
  },
  reportStatus: { action: 'Setting the commit status', permission: 'statuses: write' },
  // GitHub lists labelled pull requests only with the issues.
  readPreviewIndex: {
    action: 'Listing the pull requests labelled appetize-preview',
    permission: 'issues: read'
  },
  markPreview: {
    action: 'Labelling the pull request appetize-preview',
    permission: 'pull-requests: write'
  },
  unmarkPreview: {
    action: 'Taking the label appetize-preview off the pull request',
    permission: 'pull-requests: write'
  },
  completePreviewIndex: {
    action: 'Describing the label appetize-preview',
    permission: 'pull-requests: write'
  }
}

/**
 * Turns whatever a call threw (octokit's `RequestError`, a GraphQL error, a fetch failure, a
 * `TypeError` from checking the answer) into a `ReviewPlatformError`, once.
 *
 * @param token removed from the message wherever it occurs
 * @param redact the run's scrub of every secret, applied before the message is cut short, so
 *   that the cut never leaves a piece of a secret the scrub would have masked whole
 */
export function toReviewPlatformError(
  error: unknown,
  operation: ReviewOperation,
  token: string,
  redact: (text: string) => string = text => text
): ReviewPlatformError {
  if (error instanceof ReviewPlatformError) return error
  if (error instanceof ListingCutOffError) {
    const kind = error.cap === 'time' ? 'timed-out' : 'invalid-answer'
    const message = `${REVIEW_OPERATIONS[operation].action} failed: ${error.message}`
    return new ReviewPlatformError({ operation, status: undefined, kind, message })
  }
  const { kind, status, detail } = classify(error)
  const scrubbed = scrub(redact(detail), token)
  const action = REVIEW_OPERATIONS[operation].action
  const tls = kind === 'unreachable' ? tlsCause(error) : undefined
  const what: Record<ReviewFailureKind, string> = {
    status: `GitHub answered ${status}: ${scrubbed}`,
    'rate-limited': `GitHub's rate limit refused it (${status}): ${scrubbed}`,
    'errors-in-answer': `GitHub answered with errors: ${scrubbed}`,
    unreachable:
      tls === undefined
        ? `GitHub could not be reached: ${scrubbed}`
        : `GitHub could not be reached over TLS: ${tls.reason}, so nothing was sent; check the scheme (https:// or http://) and the port of GITHUB_API_URL`,
    'timed-out': 'GitHub did not answer in time',
    'invalid-answer': `GitHub's answer was not as documented: ${scrubbed}`
  }
  return new ReviewPlatformError({
    operation,
    status,
    kind,
    message: `${action} failed: ${what[kind]}`,
    need: REVIEW_OPERATIONS[operation].permission,
    handshake: tls?.kind
  })
}

function classify(error: unknown): {
  kind: ReviewFailureKind
  status: number | undefined
  detail: string
} {
  const failure = error instanceof Error ? error : new Error(String(error))
  const detail = failure.message
  const status = (failure as { status?: unknown }).status
  if (failure.name === 'AbortError' || failure.name === 'TimeoutError') {
    return { kind: 'timed-out', status: undefined, detail }
  }
  if (failure.name === 'GraphqlResponseError') {
    return { kind: 'errors-in-answer', status: undefined, detail }
  }
  if (failure.name === 'HttpError' && typeof status === 'number') {
    // octokit reports a request that got no answer as status 500 without a response.
    const response = (failure as { response?: { headers?: Record<string, string | undefined> } })
      .response
    if (response && rateLimitWaitMs(status, response.headers ?? {}, Date.now()) !== undefined) {
      return { kind: 'rate-limited', status, detail }
    }
    if (!('response' in failure) || failure.response === undefined) {
      // Duck-typed: the abort reason is a DOMException, not always an Error of this realm.
      const causeName = (failure.cause as { name?: unknown } | undefined)?.name
      const timedOut = causeName === 'TimeoutError' || causeName === 'AbortError'
      return { kind: timedOut ? 'timed-out' : 'unreachable', status: undefined, detail }
    }
    return { kind: 'status', status, detail }
  }
  if (failure instanceof TypeError || failure instanceof SyntaxError) {
    return { kind: 'invalid-answer', status: undefined, detail }
  }
  return { kind: 'unreachable', status: undefined, detail }
}

/**
 * A TLS handshake that failed, found along the error's causes (octokit's error, fetch's, the
 * socket's), said without OpenSSL's words; undefined for any other failure.
 */
function tlsCause(error: unknown): ReturnType<typeof tlsFailure> {
  let cause = error
  for (let depth = 0; depth < 5 && cause !== null && typeof cause === 'object'; depth++) {
    const tls = tlsFailure(cause)
    if (tls !== undefined) return tls
    cause = (cause as { cause?: unknown }).cause
  }
  return undefined
}

/** The message without the token, without control characters, at most 500 characters. */
function scrub(text: string, token: string): string {
  let clean = token.length >= 4 ? text.split(token).join('***') : text
  clean = clean.replace(/[\p{Cc}\u2028\u2029]+/gu, ' ').trim()
  return clean.length > 500 ? `${clean.slice(0, 499)}…` : clean
}
