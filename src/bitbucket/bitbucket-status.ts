/**
 * A preview as a commit build status on the pull request's head: where Bitbucket shows builds,
 * reviewers get the app's link. A new status with the same key replaces the old one, so the
 * status is written with one idempotent `POST`. Its URL is a URI template to Bitbucket (`{…}`
 * would be filled in), so a `{` or `}` is never sent as such; its name and key are plain text,
 * cut to Bitbucket's lengths. A deleted preview's status is `STOPPED`, linking the pull request
 * instead of an app that is gone.
 *
 * https://developer.atlassian.com/cloud/bitbucket/rest/api-group-commit-statuses/#api-repositories-workspace-repo-slug-commit-commit-statuses-build-post
 */
import type {
  CommitStatusCapability,
  PreviewStatus,
  RepositoryRef
} from '../review/review-platform.js'
import type { BitbucketClient } from './bitbucket-client.js'
import { repositoryPath } from './bitbucket-repository.js'

/** A build status's body as Bitbucket takes it. */
export interface BuildStatusBody {
  readonly key: string
  readonly state: 'SUCCESSFUL' | 'STOPPED'
  readonly name: string
  readonly url: string
  readonly description: string
}

/**
 * The body of a preview's status.
 *
 * @param pageUrl where a stopped preview's status links to (the pull request's page)
 */
export function buildStatusBody(status: PreviewStatus, pageUrl: string): BuildStatusBody {
  const deployed = status.state === 'deployed' && status.url !== undefined
  return {
    key: plain(status.key, 40).replace(/[^A-Za-z0-9._-]/g, '-'),
    state: deployed ? 'SUCCESSFUL' : 'STOPPED',
    name: plain(status.name, 255),
    url: withoutTemplate(deployed ? (status.url ?? pageUrl) : pageUrl),
    description: deployed
      ? 'The app runs in the browser: open it to try this commit.'
      : 'The preview app was deleted.'
  }
}

/**
 * The status capability over the client.
 *
 * @param pageOf the page a stopped status links to
 * @param send sends (or, in a dry run, records) the status
 */
export function commitStatus(
  client: BitbucketClient,
  pageOf: (repository: RepositoryRef) => string,
  send: (url: string, body: BuildStatusBody) => Promise<void>
): CommitStatusCapability {
  return {
    async report(repository, sha, status) {
      const url = client.url(
        `${repositoryPath(repository)}/commit/${encodeURIComponent(sha.toLowerCase())}/statuses/build`
      )
      await send(url, buildStatusBody(status, pageOf(repository)))
    }
  }
}

/** One line of plain text, at most `limit` characters (code points). */
function plain(text: string, limit: number): string {
  const line = text.replace(/[\p{Cc}\u2028\u2029]+/gu, ' ').trim()
  const characters = [...line]
  return characters.length <= limit ? line : `${characters.slice(0, limit - 1).join('')}…`
}

/** The URL with `{` and `}` percent-encoded: Bitbucket would read them as a template. */
export function withoutTemplate(url: string): string {
  return url.replace(/[{}]/g, brace => (brace === '{' ? '%7B' : '%7D'))
}
