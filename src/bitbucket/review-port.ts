/**
 * The Bitbucket side of the review port: the pull request (or repository) a pipeline works on,
 * as the command-line front end resolves it from Bitbucket Pipelines' variables and its options,
 * read from Bitbucket's REST API; and the API client, loaded on first use.
 *
 * https://support.atlassian.com/bitbucket-cloud/docs/variables-and-secrets/
 * https://developer.atlassian.com/cloud/bitbucket/rest/api-group-pullrequests/
 */
import { sameCommit } from '../review/pull-request.js'
import type { ReviewPlatform } from '../review/review-platform.js'
import type { ReviewPort } from '../review/review-port.js'
import { checkBaseUrl } from '../shared/base-url.js'
import { ActionFailure } from '../shared/failure.js'
import { InputError } from '../shared/input-error.js'
import type { BitbucketConnection } from './bitbucket-connect.js'
import { bitbucketRepository, type BitbucketRepository } from './bitbucket-repository.js'
import { BITBUCKET_TERMS } from './terms.js'

/** The pull request (or, for a sweep, the repository) a Bitbucket pipeline works on. */
export interface BitbucketContext {
  /** Bitbucket's API base (--bitbucket-api-url; https://api.bitbucket.org/2.0). */
  readonly apiUrl: string
  /** BITBUCKET_WORKSPACE / --bitbucket-workspace */
  readonly workspace: string
  /** BITBUCKET_REPO_SLUG / --bitbucket-repo */
  readonly slug: string
  /** BITBUCKET_REPO_UUID (braced); '' when not given: then read from the API. */
  readonly repositoryUuid: string
  /** BITBUCKET_PR_ID / --pull-request; absent for a sweep. */
  readonly pullRequestId?: number
  /** BITBUCKET_COMMIT / --commit: 12 hex digits or more; absent for a sweep. */
  readonly commit?: string
  /** The Atlassian account email of an API token (APPETIZE_BITBUCKET_EMAIL); '' for an access token. */
  readonly email: string
  /** 'deploy' (preview) or 'stop' (preview --delete: the pull request's preview is removed). */
  readonly mode: 'deploy' | 'stop'
  /** The pipeline's page, '' when unknown. */
  readonly runUrl: string
}

/**
 * The review port of a Bitbucket pipeline. The repository is bound by its UUID (from the
 * pipeline, else read once); the pull request is read from the API. In `stop` mode the pull
 * request is reported as closing, so its preview is deleted, whatever its state. The commit
 * deployed is the pipeline's (`BITBUCKET_COMMIT`, 12 hex digits in pull-request pipelines) when
 * it begins the pull request's head; one that does not (a merge commit) is no head to compare,
 * and the head read now stands for it: the newest commit then wins by the heads read later.
 */
export function bitbucketReviewPort(context: BitbucketContext): ReviewPort {
  let connection: BitbucketConnection | undefined
  let repository: BitbucketRepository | undefined
  const repositoryOf = async (
    connect: () => Promise<ReviewPlatform>
  ): Promise<BitbucketRepository> => {
    await connect()
    if (repository) return repository
    let uuid = context.repositoryUuid.toLowerCase()
    if (uuid === '') {
      if (!connection) throw notConnected()
      uuid = await connection.readRepositoryUuid(context.workspace, context.slug)
    }
    repository = bitbucketRepository(context.workspace, context.slug, uuid)
    return repository
  }
  /**
   * The commit the run deploys: the pipeline's when it begins the head (the longer of the two);
   * else the pipeline's when it is an older commit of the pull request (a push came since: the
   * run is superseded); else (a merge commit Pipelines built) the head read now, and the newest
   * commit wins by the heads read later.
   */
  const deployedCommit = async (
    head: string,
    isOlderCommit: (commit: string) => Promise<boolean>
  ): Promise<string> => {
    const commit = context.commit?.toLowerCase()
    if (commit === undefined || context.mode === 'stop') return head
    if (sameCommit(commit, head)) return commit.length >= head.length ? commit : head
    return (await isOlderCommit(commit)) ? commit : head
  }
  return {
    async readTarget(input, { number, connect }) {
      // The command line keeps --pull-request out of the action's inputs; were it passed as the
      // `pullRequest` input, the same number would be no other pull request.
      if (number !== undefined && number !== context.pullRequestId) {
        throw new InputError(
          'pullRequest',
          'pullRequest names the pull request of a GitHub run; a Bitbucket pipeline names its pull request itself (BITBUCKET_PR_ID, or --pull-request).'
        )
      }
      const id = context.pullRequestId
      if (id === undefined) {
        throw new InputError(
          input,
          `${input} works on a pull request, and this run names none: the step belongs under pull-requests: in bitbucket-pipelines.yml (BITBUCKET_PR_ID), or give --pull-request.`
        )
      }
      const platform = await connect()
      const target = await repositoryOf(connect)
      const pr = await platform.getPullRequest(target, id)
      const headSha = await deployedCommit(pr.headSha, async commit => {
        if (!connection) throw notConnected()
        return connection.hasCommit(target, id, commit)
      })
      return {
        pullRequest: {
          repository: target,
          number: id,
          lifecycle: context.mode === 'stop' ? 'closed' : 'updated',
          state: pr.state,
          merged: pr.merged,
          title: pr.title,
          headSha,
          headRef: pr.headRef,
          isFork: pr.isFork,
          author: pr.author,
          labels: pr.labels
        },
        runUrl: context.runUrl,
        terms: BITBUCKET_TERMS,
        // Read just now: the first check before the build is sent need not read it again.
        readNow: { state: pr.state, headSha: pr.headSha }
      }
    },
    readRepository: (_input, connect) => repositoryOf(connect),
    async connect(options) {
      if (options.reviewToken === '') throw new Error('A Bitbucket token is required')
      const apiUrl = bitbucketApiBase(context.apiUrl)
      if (apiUrl === undefined) {
        throw new ActionFailure(
          'unexpected',
          "Bitbucket's API address (--bitbucket-api-url) is not an https URL without a user name, password, query or fragment, such as https://api.bitbucket.org/2.0 (plain http only on localhost, 127.0.0.0/8 or ::1)."
        )
      }
      const { createBitbucketPlatform } = await import('./bitbucket-connect.js')
      const credentials =
        context.email === ''
          ? ({ kind: 'bearer', token: options.reviewToken } as const)
          : ({ kind: 'basic', email: context.email, token: options.reviewToken } as const)
      const connected = createBitbucketPlatform(apiUrl, credentials, options)
      connection = connected
      return connected.platform
    }
  }
}

/** Bitbucket's API address as requests are built on it, without a trailing slash; undefined when refused. */
export function bitbucketApiBase(value: string): string | undefined {
  const checked = checkBaseUrl(value)
  return 'base' in checked ? checked.base : undefined
}

function notConnected(): ActionFailure {
  return new ActionFailure('unexpected', 'The Bitbucket API is not connected.')
}
