/**
 * Connects the Bitbucket adapter: the REST client with the run's token, deadlines and retry
 * policy, and the platform the core uses over it (records, pull requests, build statuses); for a
 * dry run, every write is recorded as the request it would be instead of being sent (reads still
 * go to Bitbucket). Loaded only when a run talks to Bitbucket.
 *
 * https://developer.atlassian.com/cloud/bitbucket/rest/api-group-pullrequests/
 */
import type { ReviewOperation } from '../review/review-error.js'
import type {
  PullRequestDetails,
  RepositoryRef,
  ReviewPlatform,
  StoredComment
} from '../review/review-platform.js'
import { RECORD_MARKER_PREFIX } from '../review/review-platform.js'
import type { ReviewConnectOptions } from '../review/review-port.js'
import { escapeMarkdown } from '../shared/markdown-text.js'
import { checkedAccount, objectOf, toPullRequest, type AccountAnswer } from './bitbucket-answers.js'
import { BitbucketClient, type BitbucketCredentials } from './bitbucket-client.js'
import { BitbucketComments } from './bitbucket-comments.js'
import { toReviewPlatformError } from './bitbucket-errors.js'
import {
  asBitbucket,
  bitbucketRepository,
  pullRequestPath,
  REPOSITORY_UUID,
  repositoryPath
} from './bitbucket-repository.js'
import { commitStatus } from './bitbucket-status.js'
import { listByState, scanForPreviews } from './bitbucket-sweep-listing.js'
import { BITBUCKET_TERMS } from './terms.js'
import { toStoredBody } from './record-link.js'

const MARKDOWN_MASK = '\\*\\*\\*'
/** How an id Bitbucket would assign is shown in a dry run's later requests. */
const PLANNED_ID = '{new}'
const CLOSED = ['MERGED', 'DECLINED', 'SUPERSEDED']

/** The platform, and what the port reads beside it. */
export interface BitbucketConnection {
  readonly platform: ReviewPlatform
  /** The repository's UUID (`GET /repositories/{workspace}/{slug}`), braced, lower case. */
  readonly readRepositoryUuid: (workspace: string, slug: string) => Promise<string>
  /** Whether a commit beginning `prefix` is one of the pull request's (an older push). */
  readonly hasCommit: (repository: RepositoryRef, id: number, prefix: string) => Promise<boolean>
}

/** The platform over `apiUrl` (checked) with the connection's token and policies. */
export function createBitbucketPlatform(
  apiUrl: string,
  credentials: BitbucketCredentials,
  options: ReviewConnectOptions
): BitbucketConnection {
  const client = new BitbucketClient({
    apiUrl,
    credentials,
    requestTimeoutMs: options.requestTimeoutMs,
    maxAttempts: options.maxAttempts,
    deadlineMs: options.deadlineMs,
    log: options.log,
    sleep: options.sleep,
    now: options.now
  })
  const { redactor } = options
  // A comment holds outside text escaped for Markdown before the scrub sees it.
  redactor.addEncoding(escapeMarkdown)
  const secrets = [credentials.token, client.authorization().replace(/^\S+\s+/, '')]
  // The Basic form (base64 of email:token) is a form of the token the run's scrub must know.
  if (credentials.kind === 'basic') redactor.add(secrets[1] ?? '')
  const scrub = (text: string): string =>
    redactor.scrub(secrets.reduce((scrubbed, secret) => scrubbed.split(secret).join('***'), text))
  const redactBody = (body: string): string =>
    body
      .split('\n')
      .map(line =>
        line.startsWith(RECORD_MARKER_PREFIX) ? line : redactor.scrub(line, MARKDOWN_MASK)
      )
      .join('\n')
  const call = async <T>(
    operation: ReviewOperation,
    run: () => Promise<T>,
    subject: string
  ): Promise<T> => {
    try {
      return await run()
    } catch (error) {
      throw toReviewPlatformError(error, operation, {
        scrub,
        credentials: credentials.kind,
        subject
      })
    }
  }
  const web = webAddress(apiUrl)
  const pageOf = (repository: Parameters<ReviewPlatform['getPullRequest']>[0]): string =>
    `${web}/${asBitbucket(repository).display}`
  const record = options.record
  const recorded = (method: 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown): void =>
    record?.({
      method,
      url,
      headers: {
        authorization: '***',
        ...(body === undefined ? {} : { 'content-type': 'application/json' })
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) })
    })
  const whoAmI = async (): Promise<AccountAnswer> =>
    checkedAccount(await client.call('GET', client.url('/user')))
  const comments = new BitbucketComments({
    client,
    redactBody,
    call,
    ...(credentials.kind === 'basic' ? { whoAmI } : {})
  })
  const readRepositoryUuid = (workspace: string, slug: string): Promise<string> =>
    call(
      'getRepository',
      async () => {
        const path = repositoryPath(bitbucketRepository(workspace, slug, '{}'))
        const uuid = objectOf(await client.call('GET', client.url(path))).uuid
        if (typeof uuid !== 'string' || !REPOSITORY_UUID.test(uuid)) {
          throw new TypeError('Bitbucket named no UUID for the repository')
        }
        return uuid.toLowerCase()
      },
      `${workspace}/${slug}`
    )
  // The sweep's listing (src/review/preview-index.ts on the sweep's branch): no index here.
  // The sweep's listings: `listPullRequests` (the port before the sweep's index) and
  // `listPreviewPullRequests` (after it: no index on Bitbucket, a scan), spread in so that the
  // platform object fits either shape of the port.
  const sweepListing = {
    listPullRequests: (
      repository: RepositoryRef,
      listing: { readonly state: 'open' | 'all'; readonly direction: 'asc' | 'desc' },
      stop?: (pullRequest: PullRequestDetails) => boolean
    ) =>
      call(
        'listPullRequests',
        () =>
          listByState(
            client,
            repository,
            listing.state === 'open' ? ['OPEN'] : ['OPEN', ...CLOSED],
            stop,
            listing.direction
          ),
        repository.display
      ),
    listPreviewPullRequests: (repository: RepositoryRef, since: number) =>
      call('listPullRequests', () => scanForPreviews(client, repository, since), repository.display)
  }
  const hasCommit = (repository: RepositoryRef, id: number, prefix: string): Promise<boolean> =>
    call(
      'getPullRequest',
      async () => {
        let found = false
        const url = client.url(`${pullRequestPath(repository, id)}/commits`, { pagelen: '100' })
        await client.pages(url, `the commits of #${id} of ${repository.display}`, values => {
          found = values.some(value => {
            const hash = objectOf(value).hash
            return typeof hash === 'string' && hash.toLowerCase().startsWith(prefix)
          })
          return found
        })
        return found
      },
      `#${id} of ${repository.display}`
    )
  const platform: ReviewPlatform = {
    platform: 'bitbucket',
    apiUrl,
    terms: BITBUCKET_TERMS,
    records(repository, number) {
      const store = comments.store(asBitbucket(repository), number)
      if (!record) return store
      const path = client.url(`${pullRequestPath(repository, number)}/comments`)
      const planned = (id: string, body: string): StoredComment => ({
        id,
        url: '',
        body,
        author: '',
        authorId: '',
        own: true
      })
      return {
        ...store,
        create(body) {
          recorded('POST', path, { content: { raw: toStoredBody(redactBody(body)) } })
          return Promise.resolve(planned(PLANNED_ID, body))
        },
        write(id, body) {
          recorded('PUT', `${path}/${id}`, { content: { raw: toStoredBody(redactBody(body)) } })
          return Promise.resolve(planned(id, body))
        },
        remove(id) {
          recorded('DELETE', `${path}/${id}`)
          return Promise.resolve()
        }
      }
    },
    getPullRequest: (repository, number) =>
      call(
        'getPullRequest',
        async () =>
          toPullRequest(await client.call('GET', client.url(pullRequestPath(repository, number)))),
        `#${number} of ${repository.display}`
      ),
    ...sweepListing,
    commitStatus: commitStatus(client, pageOf, (url, body) =>
      call(
        'reportStatus',
        async () => {
          if (record) return recorded('POST', url, body)
          await client.call('POST', url, body, true)
        },
        ''
      )
    )
  }
  return { platform, readRepositoryUuid, hasCommit }
}

/** Bitbucket's web address for an API address: bitbucket.org for api.bitbucket.org. */
export function webAddress(apiUrl: string): string {
  const url = new URL(apiUrl)
  return url.hostname === 'api.bitbucket.org' ? 'https://bitbucket.org' : url.origin
}
