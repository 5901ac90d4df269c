/**
 * What the fake Bitbucket Cloud stores (repositories, pull requests, accounts, tokens, comments,
 * build statuses) and how each looks in Bitbucket's REST answers: the fields a client reads, with
 * Bitbucket's names. Commit hashes inside a pull request are 12 characters, as Bitbucket gives
 * them; the fake keeps the full 40.
 *
 * https://developer.atlassian.com/cloud/bitbucket/rest/api-group-pullrequests/
 * https://developer.atlassian.com/cloud/bitbucket/rest/api-group-commit-statuses/
 */
import { createHash } from 'node:crypto'

/** A repository of a workspace; its UUID (braced) stays through a rename. */
export interface FakeRepository {
  workspace: string
  slug: string
  /** `{xxxxxxxx-…}`, as `BITBUCKET_REPO_UUID` gives it. */
  uuid: string
  mainBranch: string
}

/** Bitbucket's pull request states; SUPERSEDED is a closed one. */
export type PullRequestState = 'OPEN' | 'MERGED' | 'DECLINED' | 'SUPERSEDED'

/** A pull request as the fake stores it. */
export interface FakePullRequest {
  /** `workspace/slug` of the destination repository. */
  repository: string
  id: number
  title: string
  /** The description (`summary.raw`). */
  description: string
  state: PullRequestState
  /** The author's account UUID. */
  author: string
  sourceBranch: string
  destinationBranch: string
  /** The source branch's head, 40 hex digits. */
  sha: string
  /** `workspace/slug` of the source repository: another one for a fork's pull request. */
  sourceRepository: string
  createdOn: string
  updatedOn: string
}

/** An account: a person (`user`) or the bot user of an access token (`app_user`). */
export interface FakeAccount {
  uuid: string
  accountId: string
  nickname: string
  displayName: string
  type: 'user' | 'app_user'
}

/**
 * What kind of token: access tokens (repository, project, workspace) go as `Bearer`; an
 * Atlassian API token as Basic with its account's email; an app password (Basic with the user
 * name) is refused, as after Bitbucket's removal of them.
 */
export type TokenKind = 'repository' | 'project' | 'workspace' | 'api' | 'app-password'

/** A token the fake knows: whose it is and what it may do. */
export interface FakeToken {
  /** The account it acts as (an access token's own bot user). */
  account: string
  kind: TokenKind
  /**
   * Access tokens: `pullrequest`, `pullrequest:write`, `repository`, …; API tokens:
   * `read:pullrequest:bitbucket`, `read:repository:bitbucket`, `read:user:bitbucket`, …
   */
  scopes: string[]
  /** An API token's account email (its Basic user name); an app password's user name. */
  login?: string
  /** The repositories (`workspace/slug`) it sees; default all. Others answer 404. */
  repositories?: string[]
  revoked?: boolean
  expired?: boolean
}

/** A comment on a pull request. */
export interface FakeComment {
  id: number
  repository: string
  pullRequestId: number
  /** The author's account UUID. */
  author: string
  raw: string
  deleted: boolean
  /** Set on a comment on a line of the diff. */
  inline?: { path: string; to: number }
  createdOn: string
  updatedOn: string
}

/** A commit build status; a new one with the same key replaces it. */
export interface FakeBuildStatus {
  repository: string
  /** The full commit hash it is on. */
  commit: string
  key: string
  state: 'SUCCESSFUL' | 'FAILED' | 'INPROGRESS' | 'STOPPED'
  url: string
  name: string
  description: string
  refname?: string
  createdOn: string
  updatedOn: string
}

/** Bitbucket's timestamps: ISO 8601 with microseconds and an offset. */
export function timestamp(date = new Date()): string {
  return date.toISOString().replace('Z', '000+00:00')
}

/** A stable fake commit hash (40 hex digits) made from any text. */
export function shaOf(text: string): string {
  return /^[0-9a-f]{40}$/.test(text) ? text : createHash('sha1').update(text).digest('hex')
}

/** An account as comments and pull requests embed it. */
export function accountJson(account: FakeAccount, web: string): Record<string, unknown> {
  return {
    type: account.type,
    uuid: account.uuid,
    account_id: account.accountId,
    nickname: account.nickname,
    display_name: account.displayName,
    links: { html: { href: `${web}/${encodeURIComponent(account.uuid)}/` } }
  }
}

/** A repository as pull requests embed it, and `GET /repositories/{ws}/{slug}`. */
export function repositoryJson(repository: FakeRepository, web: string): Record<string, unknown> {
  const fullName = `${repository.workspace}/${repository.slug}`
  return {
    type: 'repository',
    full_name: fullName,
    name: repository.slug,
    uuid: repository.uuid,
    mainbranch: { type: 'branch', name: repository.mainBranch },
    links: { html: { href: `${web}/${fullName}` } }
  }
}

/** A pull request in a REST answer (one, and each entry of the list). */
export function pullRequestJson(
  pr: FakePullRequest,
  repositories: { destination: FakeRepository; source: FakeRepository | undefined },
  author: FakeAccount,
  web: string
): Record<string, unknown> {
  const { destination, source } = repositories
  const href = `${web}/${pr.repository}/pull-requests/${pr.id}`
  return {
    type: 'pullrequest',
    id: pr.id,
    title: pr.title,
    description: pr.description,
    summary: { type: 'rendered', raw: pr.description, markup: 'markdown', html: '' },
    state: pr.state,
    author: accountJson(author, web),
    source: {
      branch: { name: pr.sourceBranch },
      commit: { type: 'commit', hash: pr.sha.slice(0, 12) },
      repository: source
        ? repositoryJson(source, web)
        : { type: 'repository', full_name: pr.sourceRepository }
    },
    destination: {
      branch: { name: pr.destinationBranch },
      commit: { type: 'commit', hash: shaOf(`${pr.destinationBranch} base`).slice(0, 12) },
      repository: repositoryJson(destination, web)
    },
    merge_commit: pr.state === 'MERGED' ? { hash: shaOf(`merge of ${pr.sha}`).slice(0, 12) } : null,
    close_source_branch: false,
    comment_count: 0,
    task_count: 0,
    draft: false,
    created_on: pr.createdOn,
    updated_on: pr.updatedOn,
    links: {
      html: { href },
      self: { href: `${web}/!api/2.0/repositories/${pr.repository}/pullrequests/${pr.id}` }
    }
  }
}

/** A comment in a REST answer; a deleted one has empty content. */
export function commentJson(
  comment: FakeComment,
  author: FakeAccount,
  web: string
): Record<string, unknown> {
  const raw = comment.deleted ? '' : comment.raw
  return {
    type: 'pullrequest_comment',
    id: comment.id,
    content: { type: 'rendered', raw, markup: 'markdown', html: '' },
    user: accountJson(author, web),
    deleted: comment.deleted,
    pending: false,
    created_on: comment.createdOn,
    updated_on: comment.updatedOn,
    ...(comment.inline && { inline: { ...comment.inline, from: null } }),
    pullrequest: { type: 'pullrequest', id: comment.pullRequestId },
    links: {
      html: {
        href: `${web}/${comment.repository}/pull-requests/${comment.pullRequestId}/_/diff#comment-${comment.id}`
      }
    }
  }
}

/** A commit build status in a REST answer. */
export function statusJson(status: FakeBuildStatus): Record<string, unknown> {
  return {
    type: 'build',
    key: status.key,
    state: status.state,
    url: status.url,
    name: status.name,
    description: status.description,
    refname: status.refname ?? null,
    commit: { type: 'commit', hash: status.commit },
    created_on: status.createdOn,
    updated_on: status.updatedOn
  }
}
