/**
 * The sweep's index (the label `appetize-preview`) only says where to look: a label never
 * removes anything on its own, a label removed by hand only hides its merge request from later
 * sweeps, a description without `[index complete]` makes the next sweep read everything again,
 * and a dry run labels nothing (it says what it would label). In process, against the fake GitLab and the fake service.
 */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { FakeService } from '../../test-support/fake-service/server.js'
import {
  BOT_USERNAME,
  FAKE_PROJECT,
  FakeGitLab,
  PROJECT_TOKEN
} from '../../test-support/fake-gitlab/server.js'
import { seedGitLabPreview } from '../../test-support/harness/gitlab-pipeline.js'
import { inputReader } from '../../test-support/harness/inputs.js'
import { RecordingHost } from '../../test-support/harness/recording-host.js'
import { runAction } from '../../src/app/run.js'
import { gitLabReviewPort } from '../../src/gitlab/review-port.js'

const NOW = Date.now()
const DAY = 86_400_000
const LABEL = 'appetize-preview'
const COMPLETE =
  'Has an Appetize preview app; the preview sweep finds merge requests by it [index complete]'
const recent = new Date(NOW - DAY).toISOString()

let service: FakeService
let gitlab: FakeGitLab
beforeEach(async () => {
  service = new FakeService({ apps: {}, listNotes: true })
  gitlab = new FakeGitLab()
  await Promise.all([service.start(), gitlab.start()])
  gitlab.addLabel(FAKE_PROJECT.id, LABEL, { description: COMPLETE })
})
afterEach(() => Promise.all([service.stop(), gitlab.stop()]))

async function sweep(given: Record<string, string> = {}) {
  gitlab.requests.length = 0
  const host = new RecordingHost({ now: NOW })
  const review = gitLabReviewPort({
    apiUrl: gitlab.url,
    project: String(FAKE_PROJECT.id),
    mode: 'deploy',
    runUrl: ''
  })
  const outcome = await runAction(
    inputReader({
      sweep: 'true',
      previewTtl: '7d',
      apiToken: service.apiToken,
      githubToken: PROJECT_TOKEN,
      baseUrl: service.url,
      ...given
    }),
    host,
    { review }
  )
  expect(outcome.failure).toBeUndefined()
  return host
}

const swept = (host: RecordingHost): unknown[] =>
  JSON.parse(host.outputs.sweptPreviews ?? 'null') as unknown[]
const writes = () => gitlab.requests.filter(request => request.method !== 'GET')

it('a label removes nothing on its own: not on a merge request without a record, nor a forged one', async () => {
  gitlab.addMergeRequest(FAKE_PROJECT.id, 30, {
    state: 'merged',
    labels: [LABEL],
    updatedAt: recent
  })
  const forged = seedGitLabPreview(
    { gitlab, service },
    { iid: 31, deployedAt: NOW - DAY, mergeRequest: { state: 'merged', labels: [LABEL] } }
  )
  // Signed with another apiToken: the note is the bot's, the signature is not this token's.
  const [note] = gitlab.notesOn(FAKE_PROJECT.id, 31)
  if (note) note.body = note.body.replace(/sig=[A-Za-z0-9_-]{43}/, `sig=${'A'.repeat(43)}`)
  const host = await sweep()
  expect(swept(host)).toEqual([])
  expect(service.apps.has(forged)).toBe(true)
  expect(service.requestsTo('delete')).toEqual([])
  // The one with no record at all leaves the index; the forged record keeps its merge request in.
  expect(gitlab.mergeRequest(FAKE_PROJECT.id, 30).labels).toEqual([])
  expect(gitlab.mergeRequest(FAKE_PROJECT.id, 31).labels).toEqual([LABEL])
  expect(note?.author).toBe(BOT_USERNAME)
})

it('a label removed by hand hides its merge request from later sweeps, and deletes nothing', async () => {
  const kept = seedGitLabPreview(
    { gitlab, service },
    { iid: 32, deployedAt: NOW - DAY, mergeRequest: { state: 'merged', labels: [] } }
  )
  const host = await sweep()
  expect(swept(host)).toEqual([])
  expect(service.apps.has(kept)).toBe(true)
  expect(gitlab.requestsTo('listNotes')).toEqual([])
  expect(host.log.join('\n')).toContain(
    `Read 0 merge request(s) of ${FAKE_PROJECT.path} labelled ${LABEL}`
  )
})

it('without [index complete] in the description, the next sweep reads everything and completes it again', async () => {
  gitlab.addLabel(FAKE_PROJECT.id, LABEL, { description: 'Edited by hand' })
  const app = seedGitLabPreview(
    { gitlab, service },
    { iid: 33, deployedAt: NOW - DAY, mergeRequest: { labels: [], updatedAt: recent } }
  )
  const host = await sweep()
  expect(swept(host)).toEqual([])
  expect(service.apps.has(app)).toBe(true)
  expect(gitlab.requestsTo('listMergeRequests')[0]?.params).not.toHaveProperty('labels')
  expect(gitlab.mergeRequest(FAKE_PROJECT.id, 33).labels).toEqual([LABEL])
  expect(gitlab.labels.get(`${FAKE_PROJECT.id}\n${LABEL}`)?.description).toBe(COMPLETE)
  expect(host.log).toContain(`Labelled merge request !33 ${LABEL}: it holds a preview.`)
})

it('a first sweep where no preview made the label yet creates it, complete', async () => {
  gitlab.labels.clear()
  const host = await sweep()
  expect(swept(host)).toEqual([])
  expect(gitlab.requestsTo('createLabel').map(request => request.params)).toStrictEqual([
    expect.objectContaining({ name: LABEL, description: COMPLETE })
  ])
  expect(gitlab.labels.get(`${FAKE_PROJECT.id}\n${LABEL}`)?.description).toBe(COMPLETE)
})

it('a dry run labels nothing and completes nothing, but says what it would label', async () => {
  gitlab.labels.clear()
  seedGitLabPreview(
    { gitlab, service },
    { iid: 34, deployedAt: NOW - DAY, mergeRequest: { labels: [], updatedAt: recent } }
  )
  gitlab.addMergeRequest(FAKE_PROJECT.id, 36, {
    state: 'merged',
    labels: [LABEL],
    updatedAt: recent
  })
  const host = await sweep({ dryRun: 'true' })
  expect(swept(host)).toEqual([])
  expect(writes()).toEqual([])
  expect(gitlab.labels.size).toBe(0)
  expect(gitlab.mergeRequest(FAKE_PROJECT.id, 34).labels).toEqual([])
  expect(gitlab.mergeRequest(FAKE_PROJECT.id, 36).labels).toEqual([LABEL])
  // As a preview's dry run lists its label write, the sweep's lists the ones a real sweep makes.
  expect(host.log).toContain(`Would label merge request !34 ${LABEL}: it holds a preview.`)
  expect(host.log).toContain(`Would take ${LABEL} off merge request !36: no preview left.`)
  expect(host.log).toContain(
    `Would record that every merge request with a preview carries the label ${LABEL}: later sweeps would read only those.`
  )
  // In the order of the listing (the newest update first), as a real sweep would send them.
  const requests = host.summary.split('<pre>').slice(1)
  const project = `${gitlab.url}/projects/${FAKE_PROJECT.id}`
  expect(requests.map(request => request.split('<br>')[0])).toEqual([
    `PUT ${project}/merge_requests/36`,
    `PUT ${project}/merge_requests/34`,
    `PUT ${project}/labels/${LABEL}`
  ])
  expect(requests[0]).toContain('&quot;remove_labels&quot;: &quot;appetize-preview&quot;')
  expect(requests[1]).toContain('&quot;add_labels&quot;: &quot;appetize-preview&quot;')
})

it('a failed labelling is a warning: the index stays incomplete, the sweep succeeds', async () => {
  gitlab.labels.clear()
  seedGitLabPreview(
    { gitlab, service },
    { iid: 35, deployedAt: NOW - DAY, mergeRequest: { labels: [], updatedAt: recent } }
  )
  gitlab.injectFault('updateMergeRequest', { status: 403, body: '{"message":"403 Forbidden"}' })
  const host = await sweep()
  expect(host.warnings).toContainEqual(
    expect.objectContaining({ title: 'Preview index not updated' })
  )
  expect(gitlab.labels.size).toBe(0)
  expect(gitlab.requestsTo('createLabel')).toEqual([])
})

describe('a preview job', () => {
  /** One merge request pipeline's preview job for !7, at its head. */
  async function deploy() {
    gitlab.requests.length = 0
    const host = new RecordingHost()
    const review = gitLabReviewPort({
      apiUrl: gitlab.url,
      project: String(FAKE_PROJECT.id),
      mergeRequestIid: 7,
      commitSha: gitlab.mergeRequest(FAKE_PROJECT.id, 7).sha,
      mode: 'deploy',
      runUrl: ''
    })
    const outcome = await runAction(
      inputReader({
        preview: 'true',
        url: 'https://builds.example.com/app.apk',
        platform: 'android',
        apiToken: service.apiToken,
        githubToken: PROJECT_TOKEN,
        baseUrl: service.url
      }),
      host,
      { review }
    )
    expect(outcome.failure).toBeUndefined()
    return host
  }
  const labelling = () =>
    gitlab.requestsTo('updateMergeRequest').map(request => request.params.add_labels)

  it('labels its merge request when it records a preview there, and only then', async () => {
    const first = await deploy()
    expect(first.outputs.previewAction).toBe('created')
    expect(labelling()).toStrictEqual([LABEL])
    expect(gitlab.mergeRequest(FAKE_PROJECT.id, 7).labels).toStrictEqual([LABEL])
    // The next deploy sees the label on the merge request it reads: no request for it.
    const second = await deploy()
    expect(second.outputs.previewAction).toBe('updated')
    expect(labelling()).toStrictEqual([])
  })

  it('labels it again after someone took the label off by hand', async () => {
    await deploy()
    gitlab.addMergeRequest(FAKE_PROJECT.id, 7, { labels: [] })
    await deploy()
    expect(labelling()).toStrictEqual([LABEL])
  })

  it('warns when it cannot label, and the preview stands', async () => {
    gitlab.injectFault('updateMergeRequest', { status: 403, body: '{"message":"403 Forbidden"}' })
    const host = await deploy()
    expect(host.outputs.previewAction).toBe('created')
    expect(host.warnings).toContainEqual(
      expect.objectContaining({
        title: 'Preview index not updated',
        text: expect.stringContaining('sweeps may not find merge request !7')
      })
    )
  })
})
