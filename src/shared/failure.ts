/**
 * Why a run failed, classified once where the failure happens, with the advice a person needs.
 * Every layer throws an `ActionFailure` of one kind; the outputs layer only formats it, so a
 * failure never gets two pieces of advice that contradict each other.
 */

/** What went wrong, as far as the person who reads the run can act on it. */
export type FailureKind =
  | 'invalid-input'
  | 'build-unreadable'
  | 'bad-request'
  | 'unauthorized'
  | 'forbidden'
  | 'not-found'
  | 'rate-limited'
  | 'server-error'
  | 'unreachable'
  | 'timed-out'
  | 'malformed-answer'
  | 'redirect-refused'
  | 'answer-lost'
  | 'outcome-unknown'
  | 'github-refused'
  | 'github-unavailable'
  | 'guard-rail'
  | 'unexpected'

/** The annotation title and the default advice of each kind. */
export interface FailureKindText {
  /** Annotation title, e.g. "Deploy failed: unauthorized". */
  readonly title: string
  /** What to do about it; a failure may carry a more specific one. */
  readonly advice: string
  /** True when the same run may pass later without a change (worth a re-run). */
  readonly transient: boolean
}

/** One row per kind: the single owner of failure advice. */
export const FAILURE_KINDS: Readonly<Record<FailureKind, FailureKindText>> = {
  'invalid-input': {
    title: 'Invalid input',
    advice: 'Fix the input in the workflow file; nothing was sent to the service.',
    transient: false
  },
  'build-unreadable': {
    title: 'Build unreadable',
    advice:
      'Check that the build step wrote the build completely and that the file can be read; nothing more was sent.',
    transient: false
  },
  'bad-request': {
    title: 'Rejected by the service',
    advice: 'Fix the field the service names, in settings or in its own input.',
    transient: false
  },
  unauthorized: {
    title: 'API token refused',
    advice:
      'Check the apiToken secret: create a token under Organization → API Token on the dashboard and pass it as apiToken.',
    transient: false
  },
  forbidden: {
    title: 'Not allowed',
    advice: 'Use an API token of the organization that owns the app.',
    transient: false
  },
  'not-found': {
    title: 'Not found',
    advice:
      "Check publicKey against the app's page on the dashboard, that the token belongs to the app's organization, and baseUrl or privateInstanceUrl if you set them.",
    transient: false
  },
  'rate-limited': {
    title: 'Rate limited',
    advice: 'The service asked to slow down: re-run the job later, or raise maxAttempts.',
    transient: true
  },
  'server-error': {
    title: 'Service error',
    advice:
      'The service had a problem that may pass: re-run the job. If it keeps happening, raise maxAttempts.',
    transient: true
  },
  unreachable: {
    title: 'Service unreachable',
    advice:
      'Check the host in baseUrl or privateInstanceUrl and the runner’s network and proxy (HTTPS_PROXY, NO_PROXY); after a passing outage, re-run the job.',
    transient: true
  },
  'timed-out': {
    title: 'Timed out',
    advice:
      'Raise requestTimeout if the service or the upload is slow, or re-run the job if the network was briefly slow.',
    transient: true
  },
  'malformed-answer': {
    title: 'Untrustworthy answer',
    advice:
      'Re-run the job later; if it persists, check baseUrl or privateInstanceUrl and any proxy between the runner and the service.',
    transient: true
  },
  'redirect-refused': {
    title: 'Redirect refused',
    advice:
      'Point baseUrl or privateInstanceUrl at the API host itself, so that no redirect is needed.',
    transient: false
  },
  'answer-lost': {
    title: 'Answer lost',
    advice:
      'The service may have applied the change: check the app on the dashboard (its last update and versionCode) before re-running, since a re-run applies it again.',
    transient: false
  },
  'outcome-unknown': {
    title: 'Outcome unknown',
    advice:
      'Check for it: look on the dashboard for an app whose note names this pull request and commit, and delete it before the next run, which creates a new one.',
    transient: false
  },
  'github-refused': {
    title: 'GitHub refused',
    advice:
      'Give the job the permissions it needs (pull-requests: write for the comment, deployments: write for deploymentEnvironment) or pass a githubToken that has them.',
    transient: false
  },
  'github-unavailable': {
    title: 'GitHub unavailable',
    advice: "GitHub's API (GITHUB_API_URL) had a problem that may pass: re-run the job.",
    transient: true
  },
  'guard-rail': {
    title: 'Guard rail',
    // Each guard rail says which limit to change; this is for one that does not.
    advice: 'A firewall fed from the outputs keeps its rules: check what the service lists.',
    transient: false
  },
  unexpected: {
    title: 'Unexpected error',
    advice:
      'Re-run the job with debug logging enabled for details, and report the problem if it persists.',
    transient: false
  }
}

/**
 * A failure of the run, classified where it happened. The message says what happened (never
 * the API token, never what to do); `advice` says what to do.
 */
export class ActionFailure extends Error {
  readonly kind: FailureKind
  readonly advice: string

  /**
   * @param kind what went wrong
   * @param message what happened, for a person
   * @param advice what to do; the kind's default when omitted
   */
  constructor(kind: FailureKind, message: string, advice?: string) {
    super(message)
    this.name = 'ActionFailure'
    this.kind = kind
    this.advice = advice ?? FAILURE_KINDS[kind].advice
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
