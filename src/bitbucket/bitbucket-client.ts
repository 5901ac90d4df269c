/**
 * Bitbucket Cloud's REST API as the adapter calls it: an access token as `Bearer`, an Atlassian
 * API token as Basic with its account's email; JSON both ways; every page of a list by following
 * `next` as it is given (a URL under the API's address) until there is none, at most MAX_PAGES
 * pages and MAX_LISTING_MS for the whole listing; Bitbucket's rate limit (429, `Retry-After`
 * when sent, else a backoff) and passing server failures waited out within the call's deadline.
 * A write that is not idempotent (a comment's creation) is never sent again after a failure that
 * may have followed its landing: the caller is told (UncertainWriteError) and looks first.
 *
 * https://developer.atlassian.com/cloud/bitbucket/rest/intro/#authentication
 * https://developer.atlassian.com/cloud/bitbucket/rest/intro/#pagination
 * https://support.atlassian.com/bitbucket-cloud/docs/api-request-limits/
 */
import { isRetryableNetworkError, parseRetryAfterMs } from '../shared/retry-policy.js'
import {
  pauseBeforeRetry,
  retryWaitMs,
  whyNotRetried,
  type RetryBudget
} from '../shared/rest-retry.js'
import { describe, UncertainWriteError } from '../shared/rest-failure.js'
import {
  restExchange,
  RestTimeoutError,
  type RestAnswer,
  type RestMethod
} from '../shared/rest-exchange.js'
import { BitbucketStatusError, ListingCutError } from './bitbucket-failures.js'

export { BitbucketStatusError, ListingCutError, UncertainWriteError }

/** Bitbucket's answers the adapter reads: pages of at most 100 comments. */
export const MAX_ANSWER_BYTES = 64 * 1024 * 1024
/** A listing stops with an error after this many pages (issue 48: listings that end). */
export const MAX_PAGES = 1000
/** …or after this long for the whole listing, in milliseconds. */
export const MAX_LISTING_MS = 5 * 60 * 1000

/** The token and how it is sent. */
export type BitbucketCredentials =
  | { readonly kind: 'bearer'; readonly token: string }
  | { readonly kind: 'basic'; readonly email: string; readonly token: string }

/** How the client authenticates, waits and reports. */
export interface BitbucketClientOptions extends RetryBudget {
  /** The API base, checked, without a trailing slash (https://api.bitbucket.org/2.0). */
  readonly apiUrl: string
  readonly credentials: BitbucketCredentials
  readonly requestTimeoutMs: number
}

const UNSENT_CODES = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN'])
const PASSING_STATUSES = new Set([500, 502, 503, 504])

/** The REST calls, authenticated, with Bitbucket's retries. */
export class BitbucketClient {
  constructor(private readonly options: BitbucketClientOptions) {}

  get apiUrl(): string {
    return this.options.apiUrl
  }

  /** The address of `path` (segments already encoded) with `query` (a value list repeats). */
  url(path: string, query: Readonly<Record<string, string | readonly string[]>> = {}): string {
    const search = new URLSearchParams()
    for (const [name, value] of Object.entries(query)) {
      for (const item of typeof value === 'string' ? [value] : value) search.append(name, item)
    }
    const text = search.toString()
    return `${this.options.apiUrl}${path}${text === '' ? '' : `?${text}`}`
  }

  /** The `Authorization` header's value (never logged). */
  authorization(): string {
    const { credentials } = this.options
    return credentials.kind === 'bearer'
      ? `Bearer ${credentials.token}`
      : `Basic ${Buffer.from(`${credentials.email}:${credentials.token}`).toString('base64')}`
  }

  /**
   * Sends a call and parses its JSON answer (undefined for an empty one, as a 204's).
   *
   * @param idempotent a write that may be sent again after a failure (a build status: same key)
   * @throws BitbucketStatusError; UncertainWriteError (a POST not idempotent); network errors;
   *   SyntaxError
   */
  async call(
    method: RestMethod,
    url: string,
    body?: unknown,
    idempotent = false
  ): Promise<unknown> {
    const text = body === undefined ? undefined : JSON.stringify(body)
    const answer = await this.send(method, url, text, idempotent || method !== 'POST')
    return answer.text.trim() === '' ? undefined : (JSON.parse(answer.text) as unknown)
  }

  /**
   * Reads every page of a list from `url` (its first page), following `next` until there is none
   * or `onPage` returns true.
   *
   * @param listing names the listing in the error when it is cut
   * @throws as `call`; TypeError for an answer that is no page or a `next` outside the API;
   *   ListingCutError past MAX_PAGES or MAX_LISTING_MS
   */
  async pages(
    url: string,
    listing: string,
    onPage: (values: readonly unknown[]) => boolean
  ): Promise<void> {
    const started = this.options.now()
    const read = new Set<string>([url])
    let next = url
    for (let page = 1; ; page++) {
      const answer = await this.send('GET', next, undefined, true)
      const body = JSON.parse(answer.text) as { values?: unknown; next?: unknown } | null
      if (body === null || typeof body !== 'object' || !Array.isArray(body.values)) {
        throw new TypeError(`Bitbucket answered ${listing} with no page of values`)
      }
      if (onPage(body.values)) return
      if (body.next === undefined || body.next === null || body.next === '') return
      if (typeof body.next !== 'string')
        throw new TypeError(`Bitbucket's next page of ${listing} is no address`)
      const following = new URL(body.next, next).href
      if (!following.startsWith(`${this.options.apiUrl}/`)) {
        throw new TypeError(`Bitbucket named a next page of ${listing} outside its API address`)
      }
      if (read.has(following))
        throw new TypeError(`Bitbucket's next page of ${listing} is one already read`)
      if (page >= MAX_PAGES) {
        throw new ListingCutError(`${listing} did not end within ${MAX_PAGES} pages`)
      }
      if (this.options.now() - started > MAX_LISTING_MS) {
        throw new ListingCutError(
          `${listing} did not end within ${MAX_LISTING_MS / 60_000} minutes`
        )
      }
      read.add(following)
      next = following
    }
  }

  /** One call with its retries; the first 2xx answer. */
  private async send(
    method: RestMethod,
    url: string,
    body: string | undefined,
    resendable: boolean
  ): Promise<RestAnswer> {
    const { now } = this.options
    const started = now()
    const headers: Record<string, string> = {
      authorization: this.authorization(),
      accept: 'application/json',
      ...(body === undefined ? {} : { 'content-type': 'application/json' })
    }
    for (let attempt = 1; ; attempt++) {
      let answer: RestAnswer
      try {
        answer = await restExchange(
          { method, url, headers, body },
          this.options.requestTimeoutMs,
          MAX_ANSWER_BYTES
        )
      } catch (error) {
        const unsent = UNSENT_CODES.has(String((error as { code?: unknown }).code))
        if (!resendable && !unsent) throw new UncertainWriteError(error)
        const passing = isRetryableNetworkError(error) || error instanceof RestTimeoutError
        const wait = passing ? retryWaitMs(this.options, attempt, undefined, started) : undefined
        if (wait === undefined) throw error
        await pauseBeforeRetry(this.options, 'Bitbucket', wait, attempt, describe(error))
        continue
      }
      const { status } = answer
      if (status >= 200 && status < 300) return answer
      const retryAfter: string | string[] | undefined = answer.headers['retry-after']
      const asked = parseRetryAfterMs(
        typeof retryAfter === 'string' ? retryAfter : retryAfter?.[0],
        now()
      )
      if (status === 429) {
        const wait = retryWaitMs(this.options, attempt, asked, started)
        if (wait === undefined) {
          const why = whyNotRetried(this.options, attempt, asked)
          throw new BitbucketStatusError(status, answer.text, why)
        }
        await pauseBeforeRetry(
          this.options,
          'Bitbucket',
          wait,
          attempt,
          "Bitbucket's rate limit (429)"
        )
        continue
      }
      if (PASSING_STATUSES.has(status)) {
        if (!resendable) {
          throw new UncertainWriteError(new BitbucketStatusError(status, answer.text))
        }
        const wait = retryWaitMs(this.options, attempt, asked, started)
        if (wait !== undefined) {
          await pauseBeforeRetry(
            this.options,
            'Bitbucket',
            wait,
            attempt,
            `Bitbucket answered ${status}`
          )
          continue
        }
      }
      throw new BitbucketStatusError(status, answer.text)
    }
  }
}
