/**
 * GitLab's REST API as the adapter calls it: the token in `PRIVATE-TOKEN`, JSON both ways, every
 * page of a list (`per_page=100`, following `x-next-page` or `Link: rel="next"` until there is
 * none: a short page is no last page), and GitLab's rate limit (429, `Retry-After` or
 * `RateLimit-Reset`) and passing server failures waited out within the call's deadline. A `POST`
 * is never sent again after a failure that may have followed its landing: the caller is told
 * (UncertainWriteError) and looks first.
 *
 * https://docs.gitlab.com/api/rest/authentication/
 * https://docs.gitlab.com/api/rest/#pagination
 * https://docs.gitlab.com/administration/settings/user_and_ip_rate_limits/#response-headers
 */
import { isRetryableNetworkError, parseRetryAfterMs } from '../shared/retry-policy.js'
import {
  pauseBeforeRetry,
  retryWaitMs,
  whyNotRetried,
  type RetryBudget
} from '../shared/rest-retry.js'
import { describe, UncertainWriteError } from '../shared/rest-failure.js'
import { firstValue, nextPage, rateLimitWaitMs } from './gitlab-headers.js'
import { startListing, type ListingLimits } from '../shared/listing-cap.js'
import { TlsHandshakeError, tlsFailure } from '../shared/tls-handshake.js'
import {
  restExchange,
  RestTimeoutError,
  type RestAnswer,
  type RestMethod
} from '../shared/rest-exchange.js'

/** GitLab's answers the adapter reads are JSON lists of at most 100 notes of 1,000,000 characters. */
export const MAX_ANSWER_BYTES = 128 * 1024 * 1024

/** How the client authenticates, waits and reports. */
export interface GitLabClientOptions extends RetryBudget {
  /** The API base, checked (https, or http on loopback), without a trailing slash. */
  readonly apiUrl: string
  readonly token: string
  /** Abort one request after this long, in milliseconds. */
  readonly requestTimeoutMs: number
  /** The caps of every listing; the shared ones (src/shared/listing-cap.ts) unless a test lowers them. */
  readonly listingLimits?: Partial<ListingLimits>
}

/** GitLab answered with a status that is not a success. */
export class GitLabStatusError extends Error {
  override readonly name = 'GitLabStatusError'
  constructor(
    readonly status: number,
    readonly headers: RestAnswer['headers'],
    readonly text: string,
    /** Why it was not tried again (a rate limit's wait past the deadline), '' when not asked. */
    readonly gaveUp = ''
  ) {
    super(`GitLab answered ${status}`)
  }
}

/** Network failures after which the request surely never reached GitLab. */
const UNSENT_CODES = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN'])
/** Statuses of a passing failure (a 5xx of a gateway or of GitLab itself). */
const PASSING_STATUSES = new Set([500, 502, 503, 504])
/** Same-origin redirects followed for a read (a project moved: its old path redirects). */
const MAX_REDIRECTS = 3

/** The REST calls, authenticated, with GitLab's retries. */
export class GitLabClient {
  constructor(private readonly options: GitLabClientOptions) {}

  get apiUrl(): string {
    return this.options.apiUrl
  }

  /** The address of `path` (segments already encoded) with `query`. */
  url(path: string, query: Readonly<Record<string, string>> = {}): string {
    const search = new URLSearchParams(query).toString()
    return `${this.options.apiUrl}${path}${search === '' ? '' : `?${search}`}`
  }

  /**
   * Sends a call and parses its JSON answer (undefined for an empty one, as a 204's).
   *
   * @throws GitLabStatusError; UncertainWriteError (POST only); network errors; SyntaxError
   */
  async call(method: RestMethod, url: string, body?: unknown): Promise<unknown> {
    const answer = await this.send(
      method,
      url,
      body === undefined ? undefined : JSON.stringify(body)
    )
    return answer.text.trim() === '' ? undefined : (JSON.parse(answer.text) as unknown)
  }

  /**
   * Reads every page of a list, 100 items each, until there is no next page or `onPage` returns
   * true, within the listing caps (1,000 pages, 5 minutes: src/shared/listing-cap.ts).
   *
   * @throws as `call`; TypeError for an answer that is no list or pages that loop;
   *   ListingCutOffError when a cap is reached with a next page still named
   */
  async pages(
    path: string,
    query: Readonly<Record<string, string>>,
    onPage: (items: readonly unknown[]) => boolean
  ): Promise<void> {
    let url = this.url(path, { ...query, per_page: '100' })
    const read = new Set<string>([url])
    const count = startListing(listingName(path), this.options.now, this.options.listingLimits)
    for (;;) {
      count.nextPage()
      const answer = await this.send('GET', url, undefined)
      const items = JSON.parse(answer.text) as unknown
      if (!Array.isArray(items)) throw new TypeError(`GitLab answered ${path} with no list`)
      if (onPage(items)) return
      const next = nextPage(url, answer.headers, this.options.apiUrl)
      if (next === undefined) return
      if (read.has(next)) throw new TypeError(`GitLab's next page of ${path} is one already read`)
      read.add(next)
      url = next
    }
  }

  /** One call with its retries and redirects; the first 2xx answer. */
  private async send(
    method: RestMethod,
    url: string,
    body: string | undefined
  ): Promise<RestAnswer> {
    const { now } = this.options
    const started = now()
    const headers: Record<string, string> = {
      'private-token': this.options.token,
      accept: 'application/json',
      ...(body === undefined ? {} : { 'content-type': 'application/json' })
    }
    let target = url
    let redirects = 0
    for (let attempt = 1; ; attempt++) {
      let answer: RestAnswer
      try {
        answer = await restExchange(
          { method, url: target, headers, body },
          this.options.requestTimeoutMs,
          MAX_ANSWER_BYTES,
          true
        )
      } catch (error) {
        // A TLS handshake that failed sent nothing; its cause says what failed.
        const handshake = error instanceof TlsHandshakeError
        const cause = handshake ? error.cause : error
        const unsent = handshake || UNSENT_CODES.has(String((error as { code?: unknown }).code))
        if (method === 'POST' && !unsent) throw new UncertainWriteError(error)
        const passing =
          (isRetryableNetworkError(cause) && tlsFailure(cause) === undefined) ||
          cause instanceof RestTimeoutError
        const wait = passing ? retryWaitMs(this.options, attempt, undefined, started) : undefined
        if (wait === undefined) throw error
        await pauseBeforeRetry(this.options, 'GitLab', wait, attempt, describe(error))
        continue
      }
      const { status } = answer
      if (status >= 200 && status < 300) return answer
      const location = firstValue(answer.headers.location)
      if (status >= 300 && status < 400 && method === 'GET' && location !== undefined) {
        const next = new URL(location, target)
        if (next.origin === new URL(target).origin && redirects++ < MAX_REDIRECTS) {
          target = next.href
          attempt--
          continue
        }
      }
      if (status === 429) {
        const asked = rateLimitWaitMs(answer.headers, now())
        const wait = retryWaitMs(this.options, attempt, asked, started)
        if (wait === undefined) {
          const why = whyNotRetried(this.options, attempt, asked)
          throw new GitLabStatusError(status, answer.headers, answer.text, why)
        }
        await pauseBeforeRetry(this.options, 'GitLab', wait, attempt, "GitLab's rate limit (429)")
        continue
      }
      if (PASSING_STATUSES.has(status)) {
        if (method === 'POST') {
          throw new UncertainWriteError(new GitLabStatusError(status, answer.headers, answer.text))
        }
        const asked = parseRetryAfterMs(firstValue(answer.headers['retry-after']), now())
        const wait = retryWaitMs(this.options, attempt, asked, started)
        if (wait !== undefined) {
          await pauseBeforeRetry(this.options, 'GitLab', wait, attempt, `GitLab answered ${status}`)
          continue
        }
      }
      throw new GitLabStatusError(status, answer.headers, answer.text)
    }
  }
}

/** A list's path as its listing is named: `the notes of merge request !7`. */
function listingName(path: string): string {
  const notes = /\/merge_requests\/(\d+)\/notes$/.exec(path)
  if (notes) return `the notes of merge request !${notes[1]}`
  if (path.endsWith('/merge_requests')) return "the project's merge requests"
  return `GitLab's ${path}`
}
