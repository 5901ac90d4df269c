/**
 * The review-platform port as a front end offers it: the pull request (or repository) a run works
 * on, and how the application connects to the platform's API. The GitHub Actions front end offers
 * GitHub's (src/github/review-port.ts); the command-line tool offers another platform's.
 */
import type { PullRequestContext } from './pull-request.js'
import type { PlatformTerms, RepositoryRef, ReviewPlatform } from './review-platform.js'
import type { Redactor } from '../shared/redaction.js'

/** The pull request a run comments on or keeps a preview for, and where its run is. */
export interface PullRequestTarget {
  readonly pullRequest: PullRequestContext
  /**
   * The run's page (the deployment's log link), e.g.
   * `https://github.com/acme/app/actions/runs/1`; '' when unknown.
   */
  readonly runUrl: string
  /** How the platform names it, for messages; GitHub's terms when not given. */
  readonly terms?: PlatformTerms
}

/** How the application connects to the review platform's API. */
export interface ReviewConnectOptions {
  /** The token (`githubToken` input). */
  readonly token: string
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

/** The repository a run belongs to (a sweep's), with the id preview records are signed with. */
export interface RepositoryTarget extends RepositoryRef {
  /** The repository's id: unlike its name, it stays with the repository through a rename. */
  readonly id: number
}

/** Which pull request a run names by number (`pullRequest`), and the API to read it with. */
export interface PullRequestByNumber {
  readonly number: number
  readonly api: ReviewPlatform
}

/**
 * What a front end offers for pull request work (previews, comments): the pull request the run
 * works on, and a client of the platform's API. The GitHub Actions front end offers GitHub's
 * (src/github/review-port.ts); a front end without one offers none.
 */
export interface ReviewPort {
  /**
   * The pull request the run was triggered by or, with `byNumber` (the `pullRequest` input),
   * the one it names, read from the API now, on a run of the events that allow it.
   *
   * @param input the input that needs it (`preview`, `comment`), named in the error
   * @param connect the run's API connection, for a platform whose run names the pull request
   *   but not what it is (a pipeline given only the pull request's number)
   * @throws InputError when the run was not triggered by a pull request (or `byNumber` is given
   *   on an event that does not allow it, or names a pull request whose head is not the commit
   *   the run was for); ActionFailure `unexpected` when the event cannot be read;
   *   ReviewPlatformError when the pull request cannot be read
   */
  readTarget(
    input: 'preview' | 'comment',
    byNumber?: PullRequestByNumber,
    connect?: () => Promise<ReviewPlatform>
  ): Promise<PullRequestTarget>
  /**
   * The repository the run belongs to (a sweep's).
   *
   * @param input the input that needs it (`sweep`), named in the error
   * @param connect the run's API connection, for a platform that reads the repository's id or
   *   name from the API
   * @throws InputError when the run names no repository (not on a runner); ReviewPlatformError
   *   when it cannot be read
   */
  readRepository(input: 'sweep', connect?: () => Promise<ReviewPlatform>): Promise<RepositoryTarget>
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
    readTarget: async (input, byNumber, connect) =>
      (await loaded()).readTarget(input, byNumber, connect),
    readRepository: async (input, connect) => (await loaded()).readRepository(input, connect),
    connect: async options => (await loaded()).connect(options)
  }
}
