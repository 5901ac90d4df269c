/**
 * The review-platform port as a front end offers it: the pull request (or repository) a run works
 * on, and how the application connects to the platform's API. The GitHub Actions front end offers
 * GitHub's (src/github/review-port.ts); the command-line tool offers another platform's.
 */
import type { PullRequestContext } from './pull-request.js'
import type { ReviewPlatform } from './review-platform.js'
import type { PlatformTerms, RepositoryRef } from './terms.js'
import type { Redactor } from '../shared/redaction.js'

/** The pull request a run comments on or keeps a preview for, and where its run is. */
export interface PullRequestTarget {
  readonly pullRequest: PullRequestContext
  /**
   * The run's page (the deployment's log link), e.g.
   * `https://github.com/acme/app/actions/runs/1`; '' when unknown.
   */
  readonly runUrl: string
  /** How the platform names it, for messages and comments (its descriptor's words). */
  readonly terms: PlatformTerms
  /**
   * The pull request's state and head as the platform's API gave them when the run began, for a
   * port that read it from the API (not from an event that may be old): a preview's first check
   * (before the build is sent) uses them rather than reading the pull request again. Undefined:
   * the run reads it. `pullRequest.headSha` stays the commit the run deploys.
   */
  readonly readNow?: { readonly state: 'open' | 'closed'; readonly headSha: string }
}

/** How the application connects to the review platform's API. */
export interface ReviewConnectOptions {
  /** The review token (the action's `githubToken` input; the command line's platform token). */
  readonly reviewToken: string
  /** Abort a request after this long, in milliseconds. */
  readonly requestTimeoutMs: number
  /** Receives the client's warnings (an API deprecation notice). */
  readonly onWarning: (message: string) => void
  /** The run's Redactor: hides its secrets in the free text sent to the platform. */
  readonly redactor: Redactor
  /**
   * A dry run's recorder: when given, every write (a comment, a deployment, a deployment status)
   * is handed to it instead of being sent, and answered with a planned value (a new comment's or
   * deployment's id is shown as `{new}`); reads are sent.
   */
  readonly record?: (request: RecordedRequest) => void
  /** Attempts per call, the first included, when the platform's rate limit asks to wait. */
  readonly maxAttempts: number
  /**
   * A call, its waits for a rate limit included, ends within this many milliseconds (the
   * `requestTimeout` input): a wait that would end later is not started.
   */
  readonly deadlineMs: number
  /** Receives a line for the log (a wait for the rate limit). */
  readonly log: (line: string) => void
  /** Waits, in milliseconds; the host's, so that tests need not sleep. */
  readonly sleep: (ms: number) => Promise<void>
  /** The host's clock, in milliseconds since the epoch. */
  readonly now: () => number
}

/** A write to the review platform's API as a dry run records it: the token shown as `***`. */
export interface RecordedRequest {
  readonly method: 'POST' | 'PATCH' | 'PUT' | 'DELETE'
  readonly url: string
  readonly headers: Readonly<Record<string, string>>
  /** The JSON body; none for a DELETE. */
  readonly body?: string
}

/** The repository a run belongs to (a sweep's): the adapter's value, with its binding. */
export type RepositoryTarget = RepositoryRef

/** What `readTarget` is given beside the input's name. */
export interface TargetOptions {
  /**
   * The pull request the run was told to work on by number (the action's `pullRequest` input);
   * undefined when the run's own context names it. A port whose runs always name their pull
   * request refuses a number (InputError naming `pullRequest`).
   */
  readonly number?: number
  /**
   * The run's connection to the platform (made with the review token, once), for a port that
   * reads the pull request or the repository from the API.
   */
  readonly connect: () => Promise<ReviewPlatform>
}

/**
 * What a front end offers for pull request work (previews, comments): the pull request the run
 * works on, and a client of the platform's API. The GitHub Actions front end offers GitHub's
 * (src/github/review-port.ts); a front end without one offers none.
 */
export interface ReviewPort {
  /**
   * The pull request the run works on: the one its context names or, with `options.number`,
   * the one that number names, read from the API now where the port allows it. Its lifecycle
   * says whether the run deploys (`opened`, `updated`) or removes (`closed`) the preview.
   *
   * @param input the input that needs it (`preview`, `comment`), named in the error
   * @throws InputError when the run has no pull request (or a number is given where the port
   *   allows none, or names a pull request whose head is not the commit the run was for);
   *   ActionFailure `unexpected` when the run's context cannot be read; ReviewPlatformError
   *   when the pull request cannot be read
   */
  readTarget(input: 'preview' | 'comment', options: TargetOptions): Promise<PullRequestTarget>
  /**
   * The repository the run belongs to (a sweep's).
   *
   * @param input the input that needs it (`sweep`), named in the error
   * @param connect the run's API connection, for a port that reads the repository from the API
   * @throws InputError when the run names no repository; ReviewPlatformError when it cannot be read
   */
  readRepository(input: 'sweep', connect: () => Promise<ReviewPlatform>): Promise<RepositoryTarget>
  /** Loads the platform's client (a chunk of its own) and authenticates it. */
  connect(options: ReviewConnectOptions): Promise<ReviewPlatform>
}

/**
 * A review port whose implementation is loaded on first use (`await import()`), so that a run
 * without pull request work (a plain update) does not load it.
 *
 * @param load imports the platform's adapter and makes its port
 */
export function lazyReviewPort(load: () => Promise<ReviewPort>): ReviewPort {
  let port: Promise<ReviewPort> | undefined
  const loaded = (): Promise<ReviewPort> => (port ??= load())
  return {
    readTarget: async (input, options) => (await loaded()).readTarget(input, options),
    readRepository: async (input, connect) => (await loaded()).readRepository(input, connect),
    connect: async options => (await loaded()).connect(options)
  }
}
