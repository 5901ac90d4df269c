/**
 * The fake GitHub's labels: a repository's labels (get, create, update), a pull request's labels
 * (add, remove) and the issue list filtered by label, with GitHub's answers. Label names compare
 * without regard to case, as GitHub's do; adding a label the repository does not have creates
 * it (grey, no description), as GitHub does.
 *
 * https://docs.github.com/rest/issues/labels
 * https://docs.github.com/rest/issues/issues#list-repository-issues
 */
import type { FakePullRequest } from './records.js'

/** What the label routes need of the fake GitHub (which has it): its pull requests and labels. */
export interface LabelledRepositories {
  /** `owner/repo` and the lower-case name → label. */
  readonly labels: Map<string, FakeLabel>
  readonly pullRequests: Map<string, FakePullRequest>
  readonly serverUrl: string
  pullRequest(repository: string, number: number): FakePullRequest
  addPullRequest(
    repository: string,
    number: number,
    fields: Partial<Omit<FakePullRequest, 'repository' | 'number'>>
  ): FakePullRequest
  addLabel(
    repository: string,
    name: string,
    fields?: Partial<Omit<FakeLabel, 'repository' | 'name'>>
  ): FakeLabel
}

/** A repository's label as the fake stores it. */
export interface FakeLabel {
  /** `owner/repo` */
  repository: string
  name: string
  color: string
  description: string | null
}

/** The label routes' answers (status, JSON body, headers). */
export interface LabelAnswer {
  status: number
  body: unknown
  headers?: Record<string, string>
}

/** The label of a repository by name (any case), if it has one. */
export function findLabel(
  github: LabelledRepositories,
  repository: string,
  name: string
): FakeLabel | undefined {
  return github.labels.get(labelKey(repository, name))
}

/** `owner/repo` and the name in lower case: GitHub's label names ignore case. */
export function labelKey(repository: string, name: string): string {
  return `${repository}\n${name.toLowerCase()}`
}

/** A label in a REST answer. */
export function labelJson(label: FakeLabel, apiUrl: string): Record<string, unknown> {
  return {
    id: 5000 + (hash(label.name) % 100_000),
    node_id: `LA_${hash(label.name)}`,
    url: `${apiUrl}/repos/${label.repository}/labels/${encodeURIComponent(label.name)}`,
    name: label.name,
    color: label.color,
    default: false,
    description: label.description
  }
}

/** The labels of a pull request in a REST answer (its stored names, the repository's labels). */
export function pullRequestLabelsJson(
  github: LabelledRepositories,
  pull: FakePullRequest,
  apiUrl: string
): Record<string, unknown>[] {
  return pull.labels.map(name =>
    labelJson(
      findLabel(github, pull.repository, name) ?? {
        repository: pull.repository,
        name,
        color: 'ededed',
        description: null
      },
      apiUrl
    )
  )
}

/** `GET /repos/{owner}/{repo}/labels/{name}`. */
export function getLabel(
  github: LabelledRepositories,
  repository: string,
  name: string,
  apiUrl: string
): LabelAnswer {
  const label = findLabel(github, repository, name)
  return label ? { status: 200, body: labelJson(label, apiUrl) } : notFound()
}

/** `POST /repos/{owner}/{repo}/labels` (`name`, `color`, `description`). */
export function createLabel(
  github: LabelledRepositories,
  repository: string,
  fields: Record<string, unknown>,
  apiUrl: string
): LabelAnswer {
  if (typeof fields.name !== 'string' || fields.name === '') return invalid('name', 'missing_field')
  if (findLabel(github, repository, fields.name)) return invalid('name', 'already_exists')
  const problem = checkFields(fields)
  if (problem) return problem
  const label = github.addLabel(repository, fields.name, {
    color: typeof fields.color === 'string' ? fields.color : 'ededed',
    description: typeof fields.description === 'string' ? fields.description : null
  })
  return { status: 201, body: labelJson(label, apiUrl) }
}

/** `PATCH /repos/{owner}/{repo}/labels/{name}` (`new_name`, `color`, `description`). */
export function updateLabel(
  github: LabelledRepositories,
  repository: string,
  name: string,
  fields: Record<string, unknown>,
  apiUrl: string
): LabelAnswer {
  const label = findLabel(github, repository, name)
  if (!label) return notFound()
  const problem = checkFields(fields)
  if (problem) return problem
  if (typeof fields.color === 'string') label.color = fields.color
  if (typeof fields.description === 'string') label.description = fields.description
  if (typeof fields.new_name === 'string' && fields.new_name !== label.name) {
    github.labels.delete(labelKey(repository, label.name))
    label.name = fields.new_name
    github.labels.set(labelKey(repository, label.name), label)
  }
  return { status: 200, body: labelJson(label, apiUrl) }
}

/**
 * `POST /repos/{owner}/{repo}/issues/{number}/labels` (`labels`: names): adds them (creating the
 * repository's label when missing) and answers with all the pull request's labels.
 */
export function addLabels(
  github: LabelledRepositories,
  repository: string,
  number: number,
  fields: Record<string, unknown>,
  apiUrl: string
): LabelAnswer {
  const names = fields.labels
  if (!Array.isArray(names) || !names.every(name => typeof name === 'string' && name !== '')) {
    return invalid('labels', 'invalid')
  }
  const pull = github.pullRequest(repository, number)
  const labels = [...pull.labels]
  for (const name of names as string[]) {
    const label = findLabel(github, repository, name) ?? github.addLabel(repository, name)
    if (!labels.some(each => each.toLowerCase() === name.toLowerCase())) labels.push(label.name)
  }
  const changed = github.addPullRequest(repository, number, { labels, updatedAt: now() })
  return { status: 200, body: pullRequestLabelsJson(github, changed, apiUrl) }
}

/**
 * `DELETE /repos/{owner}/{repo}/issues/{number}/labels/{name}`: answers with the labels left, or
 * 404 "Label does not exist" when the pull request does not carry it.
 */
export function removeLabel(
  github: LabelledRepositories,
  repository: string,
  number: number,
  name: string,
  apiUrl: string
): LabelAnswer {
  const pull = github.pullRequest(repository, number)
  const left = pull.labels.filter(each => each.toLowerCase() !== name.toLowerCase())
  if (left.length === pull.labels.length) {
    return { status: 404, body: { message: 'Label does not exist', status: '404' } }
  }
  const changed = github.addPullRequest(repository, number, { labels: left, updatedAt: now() })
  return { status: 200, body: pullRequestLabelsJson(github, changed, apiUrl) }
}

/**
 * The entries of `GET /repos/{owner}/{repo}/issues` before paging: the repository's pull
 * requests (the fake has no other issues) with every label of `labels` (comma-separated),
 * `state` (open by default, closed, all), updated at or after `since`, sorted by `sort`
 * (created by default, updated) in `direction` (desc by default).
 */
export function listIssues(
  github: LabelledRepositories,
  repository: string,
  query: URLSearchParams,
  apiUrl: string
): { items: Record<string, unknown>[] } | LabelAnswer {
  const state = query.get('state') ?? 'open'
  if (!['open', 'closed', 'all'].includes(state)) return invalid('state', 'invalid')
  const sort = query.get('sort') ?? 'created'
  if (!['created', 'updated', 'comments'].includes(sort)) return invalid('sort', 'invalid')
  const direction = query.get('direction') ?? 'desc'
  const wanted = (query.get('labels') ?? '').split(',').filter(name => name !== '')
  const since = query.get('since')
  const key = sort === 'updated' ? 'updatedAt' : 'createdAt'
  const pulls = [...github.pullRequests.values()]
    .filter(pull => pull.repository === repository && (state === 'all' || pull.state === state))
    .filter(pull =>
      wanted.every(name => pull.labels.some(each => each.toLowerCase() === name.toLowerCase()))
    )
    .filter(pull => since === null || pull.updatedAt >= since)
    .sort((a, b) => (a[key] < b[key] ? -1 : a[key] > b[key] ? 1 : a.number - b.number))
  if (direction === 'desc') pulls.reverse()
  return { items: pulls.map(pull => issueJson(github, pull, apiUrl)) }
}

/** A pull request as an entry of the issue list: with `pull_request` (and its `merged_at`). */
function issueJson(
  github: LabelledRepositories,
  pull: FakePullRequest,
  apiUrl: string
): Record<string, unknown> {
  const closedAt = pull.state === 'closed' ? pull.updatedAt : null
  return {
    url: `${apiUrl}/repos/${pull.repository}/issues/${pull.number}`,
    id: 1_800_000_000 + pull.number,
    number: pull.number,
    title: pull.title,
    user: { login: pull.author },
    labels: pullRequestLabelsJson(github, pull, apiUrl),
    state: pull.state,
    created_at: pull.createdAt,
    updated_at: pull.updatedAt,
    closed_at: closedAt,
    pull_request: {
      url: `${apiUrl}/repos/${pull.repository}/pulls/${pull.number}`,
      html_url: `${github.serverUrl}/${pull.repository}/pull/${pull.number}`,
      merged_at: pull.merged ? closedAt : null
    }
  }
}

/** GitHub's limits: a description of at most 100 characters, a colour of six hex digits. */
function checkFields(fields: Record<string, unknown>): LabelAnswer | undefined {
  if (typeof fields.description === 'string' && fields.description.length > 100) {
    return invalid('description', 'invalid')
  }
  if (typeof fields.color === 'string' && !/^[0-9a-fA-F]{6}$/.test(fields.color)) {
    return invalid('color', 'invalid')
  }
  return undefined
}

function now(): string {
  return new Date().toISOString().replace(/\.\d{3}Z$/, 'Z')
}

function hash(text: string): number {
  let value = 0
  for (const char of text) value = (value * 31 + char.charCodeAt(0)) >>> 0
  return value
}

function invalid(field: string, code: string): LabelAnswer {
  return {
    status: 422,
    body: {
      message: 'Validation Failed',
      errors: [{ resource: 'Label', field, code }],
      documentation_url: 'https://docs.github.com/rest/issues/labels',
      status: '422'
    }
  }
}

function notFound(): LabelAnswer {
  return {
    status: 404,
    body: {
      message: 'Not Found',
      documentation_url: 'https://docs.github.com/rest/issues/labels',
      status: '404'
    }
  }
}
