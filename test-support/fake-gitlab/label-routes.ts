/**
 * The fake GitLab's labels: a project's labels (one by title or id, create, edit) and a merge
 * request's (`PUT …/merge_requests/:iid` with `add_labels`, `remove_labels`), with GitLab's
 * answers. Adding a label the project does not have creates it, as GitLab does. Managing labels
 * needs the Reporter role.
 *
 * https://docs.gitlab.com/api/labels/
 * https://docs.gitlab.com/api/merge_requests/#update-mr
 */
import { FORBIDDEN, type RouteAnswer, type RouteRequest } from './answers.js'
import { atLeast, type Caller } from './answers.js'
import { mergeRequestJson, timestamp } from './records.js'
import type { FakeLabel, FakeMergeRequest, FakeProject, FakeUser } from './records.js'

/** What the label routes need of the fake GitLab (which has it). */
export interface LabelledProjects {
  /** `projectId` and the title → label. */
  readonly labels: Map<string, FakeLabel>
  addLabel(
    project: number | string,
    name: string,
    fields?: Partial<Omit<FakeLabel, 'id' | 'projectId' | 'name'>>
  ): FakeLabel
  user(username: string): FakeUser
}

/** The key of a project's label: its id and the title, exactly (GitLab's titles keep case). */
export function labelKey(projectId: number, name: string): string {
  return `${projectId}\n${name}`
}

/** A label in a REST answer. */
export function labelJson(label: FakeLabel): Record<string, unknown> {
  return {
    id: label.id,
    name: label.name,
    color: label.color,
    text_color: '#FFFFFF',
    description: label.description,
    description_html: label.description ?? '',
    open_issues_count: 0,
    closed_issues_count: 0,
    open_merge_requests_count: 0,
    subscribed: false,
    priority: null,
    is_project_label: true
  }
}

/**
 * `GET|PUT /projects/:id/labels/:label_id` and `POST /projects/:id/labels`: `label_id` is the
 * label's id or its title (URL-encoded).
 */
export function answerLabel(
  gitlab: LabelledProjects,
  project: FakeProject,
  labelId: string | undefined,
  request: RouteRequest,
  caller: Extract<Caller, { kind: 'token' }>
): RouteAnswer {
  const { method, params } = request
  if (method !== 'GET' && !atLeast(caller.token.role, 'reporter')) {
    return { status: 403, body: FORBIDDEN }
  }
  if (method === 'POST') {
    const name = params.name
    if (typeof name !== 'string' || name.trim() === '') return bad('name is missing')
    if (typeof params.color !== 'string') return bad('color is missing')
    if (gitlab.labels.has(labelKey(project.id, name))) {
      return { status: 409, body: { message: 'Label already exists' } }
    }
    const description = typeof params.description === 'string' ? params.description : null
    const label = gitlab.addLabel(project.id, name, { color: params.color, description })
    return { status: 201, body: labelJson(label) }
  }
  const label = find(gitlab, project, labelId)
  if (!label) return { status: 404, body: { message: '404 Label Not Found' } }
  if (method === 'GET') return { status: 200, body: labelJson(label) }
  const { new_name: newName, color, description } = params
  if (newName === undefined && color === undefined && description === undefined) {
    return {
      status: 400,
      body: {
        error: 'new_name, color, description are missing, at least one parameter must be provided'
      }
    }
  }
  if (typeof color === 'string') label.color = color
  if (typeof description === 'string') label.description = description
  if (typeof newName === 'string' && newName !== label.name) {
    gitlab.labels.delete(labelKey(project.id, label.name))
    label.name = newName
    gitlab.labels.set(labelKey(project.id, label.name), label)
  }
  return { status: 200, body: labelJson(label) }
}

/**
 * `PUT /projects/:id/merge_requests/:iid` with `add_labels` and `remove_labels` (comma-separated
 * titles): the merge request as it is then. Other fields are not served.
 */
export function updateMergeRequestLabels(
  gitlab: LabelledProjects,
  project: FakeProject,
  mr: FakeMergeRequest,
  request: RouteRequest,
  caller: Extract<Caller, { kind: 'token' }>
): RouteAnswer {
  if (!atLeast(caller.token.role, 'reporter')) return { status: 403, body: FORBIDDEN }
  const titles = (value: unknown): string[] =>
    typeof value === 'string'
      ? value
          .split(',')
          .map(title => title.trim())
          .filter(title => title !== '')
      : []
  const add = titles(request.params.add_labels)
  const remove = titles(request.params.remove_labels)
  if (add.length === 0 && remove.length === 0) {
    return {
      status: 400,
      body: {
        error: 'add_labels, remove_labels are missing, at least one parameter must be provided'
      }
    }
  }
  const labels = mr.labels.filter(title => !remove.includes(title))
  for (const title of add) {
    if (!gitlab.labels.has(labelKey(project.id, title))) gitlab.addLabel(project.id, title)
    if (!labels.includes(title)) labels.push(title)
  }
  if (labels.join('\n') !== mr.labels.join('\n')) {
    mr.labels = labels
    mr.updatedAt = timestamp()
  }
  const body = mergeRequestJson(mr, project, gitlab.user(mr.author), request.webUrl)
  return { status: 200, body }
}

function find(
  gitlab: LabelledProjects,
  project: FakeProject,
  labelId: string | undefined
): FakeLabel | undefined {
  let key: string
  try {
    key = decodeURIComponent(labelId ?? '')
  } catch {
    return undefined
  }
  const byTitle = gitlab.labels.get(labelKey(project.id, key))
  if (byTitle || !/^\d+$/.test(key)) return byTitle
  return [...gitlab.labels.values()].find(
    label => label.projectId === project.id && label.id === Number(key)
  )
}

function bad(message: string): RouteAnswer {
  return { status: 400, body: { error: message } }
}
