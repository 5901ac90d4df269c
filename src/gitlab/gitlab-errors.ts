/**
 * GitLab's side of the review port's errors: what each call is, and the classification of what
 * the client threw into one ReviewPlatformError, naming what the token needs in GitLab's terms.
 * Error bodies come in several shapes (`{"message":"401 Unauthorized"}`, `message` as an object
 * of validation errors, `{"error":"insufficient_scope","error_description":…,"scope":"api"}`,
 * plain text such as `Retry later`, a proxy's HTML page): each is quoted short, as JSON (escaped),
 * without the token or the run's secrets.
 *
 * https://docs.gitlab.com/api/rest/troubleshooting/#status-codes
 * https://docs.gitlab.com/api/rest/authentication/
 * https://docs.gitlab.com/user/permissions/
 */
import {
  ReviewPlatformError,
  type ReviewFailureKind,
  type ReviewOperation
} from '../review/review-error.js'
import { clip } from '../shared/markdown-text.js'
import { ListingCutOffError } from '../shared/listing-cap.js'
import { TlsHandshakeError, tlsFailure } from '../shared/tls-handshake.js'
import {
  MAY_HAVE_BEEN_WRITTEN,
  unansweredFailure,
  UncertainWriteError
} from '../shared/rest-failure.js'
import { GitLabStatusError } from './gitlab-client.js'

/** What a token must be to write the notes: GitLab's terms. */
export const TOKEN_NEED =
  'project, group or personal access token with the `api` scope and at least the Developer role on the project'

/** What each operation is, in a sentence. */
const ACTIONS: Readonly<Record<ReviewOperation, string>> = {
  identify: "Finding the GitLab token's user (GET /user)",
  listComments: "Reading the merge request's notes",
  readComment: 'Reading the merge request note again',
  getPullRequest: 'Reading the merge request',
  getRepository: 'Reading the project',
  listPullRequests: "Listing the project's merge requests",
  createComment: 'Creating the merge request note',
  updateComment: 'Editing the merge request note',
  deleteComment: 'Deleting the merge request note',
  createDeployment: 'Recording a deployment',
  setDeploymentStatus: 'Recording a deployment',
  listDeployments: 'Listing deployments',
  deleteDeployment: 'Deleting a deployment',
  reportStatus: 'Setting the commit status',
  readPreviewIndex: 'Listing the merge requests labelled appetize-preview',
  markPreview: 'Labelling the merge request appetize-preview',
  unmarkPreview: 'Taking the label appetize-preview off the merge request',
  completePreviewIndex: 'Describing the label appetize-preview'
}

/** Writes need the `api` scope; reads are allowed with `read_api` too. */
const WRITES: ReadonlySet<ReviewOperation> = new Set([
  'createComment',
  'updateComment',
  'deleteComment',
  'markPreview',
  'unmarkPreview',
  'completePreviewIndex'
])

/**
 * Turns whatever a call threw into a `ReviewPlatformError`, once.
 *
 * @param scrub removes the token and the run's secrets from quoted text
 * @param subject what the call was on, e.g. `!7 of acme/mobile-app` (a path the API gave)
 */
export function toReviewPlatformError(
  error: unknown,
  operation: ReviewOperation,
  scrub: (text: string) => string,
  subject = ''
): ReviewPlatformError {
  if (error instanceof ReviewPlatformError) return error
  const action = `${ACTIONS[operation]}${subject === '' ? '' : ` (${subject})`}`
  const written = error instanceof UncertainWriteError ? error.cause : error
  // A TLS handshake that failed is said below; its cause (a reset, a deadline) as any other.
  const failure = written instanceof TlsHandshakeError ? written.cause : written
  if (failure instanceof GitLabStatusError) {
    const { status } = failure
    const quoted = quoteBody(failure.text, scrub)
    const kind: ReviewFailureKind = status === 429 ? 'rate-limited' : 'status'
    const gaveUp = failure.gaveUp === '' ? '' : ` (${failure.gaveUp})`
    const { reason, need } = refusal(status, failure.text, operation, scrub)
    const uncertain = error instanceof UncertainWriteError ? '; it may have been written' : ''
    return new ReviewPlatformError({
      operation,
      status,
      kind,
      message: `${action} failed: GitLab answered ${status}${quoted === '' ? '' : ` ${quoted}`}${gaveUp}${reason}${uncertain}`,
      need
    })
  }
  if (failure instanceof ListingCutOffError) {
    const kind = failure.cap === 'time' ? 'timed-out' : 'invalid-answer'
    const message = `${action} failed: ${failure.message}`
    return new ReviewPlatformError({ operation, status: undefined, kind, message })
  }
  const tls = written instanceof TlsHandshakeError ? tlsFailure(failure) : undefined
  if (tls !== undefined) {
    // OpenSSL's own words say nothing a person can act on; the address to check does.
    const message = `${action} failed: GitLab could not be reached over TLS: ${tls.reason}, so nothing was sent; check the scheme (https:// or http://) and the port of --gitlab-api-url (CI_API_V4_URL)`
    const kind = 'unreachable'
    const handshake = tls.kind
    return new ReviewPlatformError({ operation, status: undefined, kind, message, handshake })
  }
  const { kind, words } = unansweredFailure('GitLab', failure, scrub)
  const uncertain = error instanceof UncertainWriteError ? MAY_HAVE_BEEN_WRITTEN : ''
  return new ReviewPlatformError({
    operation,
    status: undefined,
    kind,
    message: `${action} failed: ${words}${uncertain}`
  })
}

/**
 * What a refusal says about the token, and what it needs: 401 a bad, expired or revoked token;
 * 403 `insufficient_scope` a token without the `api` scope (a `read_api` token writing); another
 * 403 a role below Developer (or a CI job token); 404 a project or merge request the token cannot
 * see (GitLab answers 404 for both "missing" and "not yours"). The scope GitLab names is
 * scrubbed before it is cut short, so the cut never leaves a piece of a secret behind.
 */
function refusal(
  status: number,
  text: string,
  operation: ReviewOperation,
  scrub: (text: string) => string
): { reason: string; need: string } {
  const body = parsed(text)
  if (status === 401) {
    const description = typeof body?.error_description === 'string' ? body.error_description : ''
    const expired = /expired/i.test(description)
    const revoked = /revoked/i.test(description)
    const state = expired
      ? 'expired'
      : revoked
        ? 'revoked'
        : 'not valid (wrong, expired or revoked)'
    return {
      reason: `: the GitLab token is ${state}`,
      need: `to be a valid ${TOKEN_NEED} (a CI job token cannot be used)`
    }
  }
  if (status === 403 && body?.error === 'insufficient_scope') {
    return {
      reason: `: the GitLab token lacks the scope${typeof body.scope === 'string' ? ` ${JSON.stringify(clip(scrub(body.scope), 40))}` : ''}`,
      need: 'the `api` scope (a `read_api` token can read but not write notes)'
    }
  }
  if (status === 403) {
    return {
      reason: WRITES.has(operation)
        ? ": the GitLab token's user may not write this merge request's notes"
        : ": the GitLab token's user may not read this",
      need: 'at least the Developer role on the project (and the `api` scope)'
    }
  }
  if (status === 404) {
    return {
      reason: ': the project or merge request does not exist, or the GitLab token cannot see it',
      need: `to see the project: a ${TOKEN_NEED}`
    }
  }
  return { reason: '', need: '' }
}

/** The body as JSON, when it is an object. */
function parsed(text: string): Record<string, unknown> | undefined {
  try {
    const value = JSON.parse(text) as unknown
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined
  } catch {
    return undefined
  }
}

/**
 * GitLab's words from an error body, quoted: `message` (a string, or an object of field errors),
 * `error` and `error_description`; else the text itself. At most 200 characters, scrubbed, as a
 * JSON string (quotes and control characters escaped); '' for an empty body.
 */
export function quoteBody(text: string, scrub: (text: string) => string): string {
  const body = parsed(text)
  let words: string
  if (body === undefined) {
    words = text
  } else {
    const parts = [body.message, body.error, body.error_description].flatMap(value =>
      value === undefined || value === null
        ? []
        : [typeof value === 'string' ? value : flatten(value)]
    )
    words = parts.length > 0 ? parts.join(': ') : text
  }
  const clean = scrub(words.replace(/[\p{Cc}\u2028\u2029]+/gu, ' ').trim())
  return clean === '' ? '' : JSON.stringify(clip(clean, 200))
}

/**
 * `{"bio":["is too long"]}` as `bio is too long`, `{"error":"Try again later."}` as its text;
 * other values as JSON.
 */
function flatten(value: unknown): string {
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    return Object.entries(value as Record<string, unknown>)
      .map(([key, item]) =>
        typeof item === 'string'
          ? key === 'error' || key === 'message'
            ? item
            : `${key} ${item}`
          : Array.isArray(item)
            ? `${key} ${item.map(String).join(', ')}`
            : `${key} ${JSON.stringify(item)}`
      )
      .join('; ')
  }
  return JSON.stringify(value) ?? ''
}
