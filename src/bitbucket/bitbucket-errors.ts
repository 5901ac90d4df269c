/**
 * Bitbucket's side of the review port's errors: what each call is, and the classification of what
 * the client threw into one ReviewPlatformError naming what the token needs. Error bodies are
 * `{"type":"error","error":{"message":…,"detail":…}}` (a missing scope's `detail` an object of
 * `granted` and `required`), or plain text, or a proxy's page: each is quoted short, as JSON
 * (escaped), without the token or the run's secrets.
 *
 * https://developer.atlassian.com/cloud/bitbucket/rest/intro/#standardized-error-responses
 * https://support.atlassian.com/bitbucket-cloud/docs/access-token-permissions/
 * https://support.atlassian.com/bitbucket-cloud/docs/api-token-permissions/
 */
import {
  ReviewPlatformError,
  type ReviewFailureKind,
  type ReviewOperation
} from '../review/review-error.js'
import { clip } from '../shared/markdown-text.js'
import { TOKEN_NEED } from './token-need.js'
import {
  MAY_HAVE_BEEN_WRITTEN,
  unansweredFailure,
  UncertainWriteError
} from '../shared/rest-failure.js'
import {
  BitbucketStatusError,
  ListingCutError,
  type BitbucketCredentials
} from './bitbucket-client.js'

/** What each operation is, in a sentence (an operation added to the port: its name). */
const ACTIONS: Readonly<Partial<Record<ReviewOperation, string>>> = {
  identify: "Finding the Bitbucket token's account",
  listComments: "Reading the pull request's comments",
  readComment: "Reading the pull request's comment",
  getPullRequest: 'Reading the pull request',
  getRepository: 'Reading the repository',
  listPullRequests: "Listing the repository's pull requests",
  createComment: 'Creating the pull request comment',
  updateComment: 'Editing the pull request comment',
  deleteComment: 'Deleting the pull request comment',
  createDeployment: 'Recording a deployment',
  setDeploymentStatus: 'Recording a deployment',
  listDeployments: 'Listing deployments',
  deleteDeployment: 'Deleting a deployment',
  reportStatus: "Setting the commit's build status"
}

/**
 * Turns whatever a call threw into a `ReviewPlatformError`, once.
 *
 * @param scrub removes the token and the run's secrets from quoted text
 * @param subject what the call was on, e.g. `#7 of acme/mobile-app`
 */
export function toReviewPlatformError(
  error: unknown,
  operation: ReviewOperation,
  context: {
    scrub: (text: string) => string
    credentials: BitbucketCredentials['kind']
    subject?: string
  }
): ReviewPlatformError {
  if (error instanceof ReviewPlatformError) return error
  const { scrub, subject = '' } = context
  const action = `${ACTIONS[operation] ?? `Bitbucket's ${operation}`}${subject === '' ? '' : ` (${subject})`}`
  const failure = error instanceof UncertainWriteError ? error.cause : error
  if (failure instanceof BitbucketStatusError) {
    const { status } = failure
    const quoted = quoteBody(failure.text, scrub)
    const kind: ReviewFailureKind = status === 429 ? 'rate-limited' : 'status'
    const gaveUp = failure.gaveUp === '' ? '' : ` (${failure.gaveUp})`
    const { reason, need } = refusal(status, failure.text, operation, context)
    const uncertain = error instanceof UncertainWriteError ? '; it may have been written' : ''
    return new ReviewPlatformError({
      operation,
      status,
      kind,
      message: `${action} failed: Bitbucket answered ${status}${quoted === '' ? '' : ` ${quoted}`}${gaveUp}${reason}${uncertain}`,
      need
    })
  }
  const said = unansweredFailure('Bitbucket', failure, scrub)
  const { kind, words } =
    failure instanceof ListingCutError
      ? { kind: 'invalid-answer' as const, words: `the listing was cut off: ${said.detail}` }
      : said
  const uncertain = error instanceof UncertainWriteError ? MAY_HAVE_BEEN_WRITTEN : ''
  return new ReviewPlatformError({
    operation,
    status: undefined,
    kind,
    message: `${action} failed: ${words}${uncertain}`
  })
}

/**
 * What a refusal says about the token, and what it needs: 401 a wrong, expired or revoked token,
 * an app password, or a token of a kind the endpoint refuses (an API token sent without its
 * email, or an access token with one); 403 a scope missing (Bitbucket names them) or a comment
 * of another account; 404 a repository, pull request or comment that does not exist or that the
 * token cannot see.
 */
function refusal(
  status: number,
  text: string,
  operation: ReviewOperation,
  context: { scrub: (text: string) => string; credentials: BitbucketCredentials['kind'] }
): { reason: string; need: string } {
  const error = errorOf(text)
  if (status === 401) {
    const sent =
      context.credentials === 'bearer'
        ? 'sent as an access token (Bearer): an Atlassian API token needs its account email in APPETIZE_BITBUCKET_EMAIL'
        : 'sent as an Atlassian API token with APPETIZE_BITBUCKET_EMAIL (Basic): an access token goes without the email'
    return {
      reason: `: the Bitbucket token was refused: it is wrong, expired or revoked, an app password (they no longer work), or of a kind this endpoint does not take (it was ${sent})`,
      need: TOKEN_NEED
    }
  }
  if (status === 403) {
    const detail = error?.detail
    const scopes = (value: unknown): string =>
      Array.isArray(value)
        ? value
            .filter((item): item is string => typeof item === 'string')
            .map(item => JSON.stringify(clip(context.scrub(item), 60)))
            .join(', ')
        : ''
    const required =
      detail !== null && typeof detail === 'object'
        ? scopes((detail as { required?: unknown }).required)
        : ''
    if (required !== '' || (typeof error?.message === 'string' && /scope/i.test(error.message))) {
      return {
        reason: `: the Bitbucket token lacks a scope${required === '' ? '' : ` (Bitbucket requires ${required})`}`,
        need: TOKEN_NEED
      }
    }
    const own = operation === 'updateComment' || operation === 'deleteComment'
    return {
      reason: own
        ? ": the comment was written by another account than the token's"
        : ': the Bitbucket token may not do this',
      need: TOKEN_NEED
    }
  }
  if (status === 404) {
    return {
      reason:
        ': the repository, pull request or comment does not exist, or the Bitbucket token cannot see it (a repository access token sees only its own repository)',
      need: `to see the repository: ${TOKEN_NEED}`
    }
  }
  return { reason: '', need: '' }
}

/** The `error` object of Bitbucket's error body, when the text is one. */
function errorOf(text: string): { message?: unknown; detail?: unknown } | undefined {
  try {
    const value = JSON.parse(text) as { error?: unknown } | null
    const error = value?.error
    return error !== null && typeof error === 'object' ? error : undefined
  } catch {
    return undefined
  }
}

/**
 * Bitbucket's words from an error body, quoted: `error.message` and a string `error.detail`;
 * else the text itself. At most 200 characters, scrubbed before the cut, as a JSON string
 * (quotes and control characters escaped); '' for an empty body.
 */
export function quoteBody(text: string, scrub: (text: string) => string): string {
  const error = errorOf(text)
  const words =
    error === undefined
      ? text
      : [error.message, typeof error.detail === 'string' ? error.detail : undefined]
          .filter((part): part is string => typeof part === 'string' && part !== '')
          .join(': ') || text
  const clean = scrub(words.replace(/[\p{Cc}\u2028\u2029]+/gu, ' ').trim())
  return clean === '' ? '' : JSON.stringify(clip(clean, 200))
}
