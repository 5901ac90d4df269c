/**
 * Commit build statuses: create (a new one with the same key replaces the old, 201), read and
 * edit one by key, and list a pull request's (those on its head). A commit is named by its full
 * hash or a prefix of at least 7 hex digits that names one commit the fake knows.
 *
 * https://developer.atlassian.com/cloud/bitbucket/rest/api-group-commit-statuses/
 */
import {
  type BitbucketState,
  error,
  paginate,
  type RouteAnswer,
  type RouteRequest
} from './answers.js'
import {
  type FakeBuildStatus,
  type FakePullRequest,
  type FakeRepository,
  statusJson,
  timestamp
} from './records.js'

const STATES: readonly FakeBuildStatus['state'][] = [
  'SUCCESSFUL',
  'FAILED',
  'INPROGRESS',
  'STOPPED'
]

export class StatusRoutes {
  constructor(private readonly bitbucket: BitbucketState) {}

  answer(
    route: 'createStatus' | 'getStatus' | 'updateStatus',
    repository: FakeRepository,
    node: string,
    key: string | undefined,
    request: RouteRequest
  ): RouteAnswer {
    const commit = this.bitbucket.resolveCommit(node)
    if (commit === undefined) return error(404, `Commit not found: ${node}`)
    const fullName = `${repository.workspace}/${repository.slug}`
    if (route === 'createStatus') return this.write(fullName, commit, undefined, request)
    const status = this.bitbucket.statuses.get(`${fullName}@${commit}#${key}`)
    if (!status) return error(404, `Build status ${key} not found`)
    if (route === 'getStatus') return { status: 200, body: statusJson(status) }
    return this.write(fullName, commit, status, request)
  }

  /** `GET …/pullrequests/{id}/statuses`: the statuses of its head commit. */
  listOfPullRequest(pr: FakePullRequest, request: RouteRequest): RouteAnswer {
    const rows = [...this.bitbucket.statuses.values()].filter(
      status => status.repository === pr.repository && status.commit === pr.sha
    )
    return paginate(rows, request.url, statusJson, {
      limit: 100,
      maxPageLength: this.bitbucket.maxPageLength
    })
  }

  private write(
    repository: string,
    commit: string,
    existing: FakeBuildStatus | undefined,
    request: RouteRequest
  ): RouteAnswer {
    const body = request.body ?? {}
    const field = (name: string): string | undefined => {
      const value = body[name]
      return typeof value === 'string' ? value : undefined
    }
    const key = existing?.key ?? field('key')
    const state = field('state') ?? existing?.state
    const url = field('url') ?? existing?.url
    if (key === undefined || key === '') return error(400, 'key: This field is required.')
    if (state === undefined || !STATES.includes(state as FakeBuildStatus['state'])) {
      return error(400, `state: "${state ?? ''}" is not a valid choice.`)
    }
    if (url === undefined || url === '') return error(400, 'url: This field is required.')
    if (key.length > 255) return error(400, 'key: Ensure this value has at most 255 characters.')
    const now = timestamp()
    const stored: FakeBuildStatus = {
      repository,
      commit,
      key,
      state: state as FakeBuildStatus['state'],
      url,
      name: field('name') ?? existing?.name ?? key,
      description: field('description') ?? existing?.description ?? '',
      refname: field('refname') ?? existing?.refname,
      createdOn: existing?.createdOn ?? now,
      updatedOn: now
    }
    const found = this.bitbucket.statuses.get(`${repository}@${commit}#${key}`)
    if (found) stored.createdOn = found.createdOn
    this.bitbucket.statuses.set(`${repository}@${commit}#${key}`, stored)
    this.bitbucket.statusWrites.push({ ...stored })
    return { status: existing ? 200 : 201, body: statusJson(stored) }
  }
}
