/**
 * `appetize-deploy sweep` in a scheduled GitLab pipeline, end to end on the installed tool against
 * the fakes: the apps of records on merged and closed merge requests go, and those of open ones
 * not deployed for `--preview-ttl`, unless labelled `--keep-label`; more than
 * `--sweep-max-deletes` deletes nothing and fails; `--dry-run` only reports.
 */
import { afterEach, beforeAll, beforeEach, expect, it } from '@jest/globals'
import { FAKE_PROJECT, PROJECT_TOKEN } from '../../test-support/fake-gitlab/server.js'
import type { CliRun } from '../../test-support/harness/installed-tool.js'
import {
  type GitLabFakes,
  installTool,
  type InstalledTool,
  resultOf,
  scheduledJob,
  seedGitLabPreview,
  startGitLabFakes,
  stopGitLabFakes,
  visibleNotes
} from '../../test-support/harness/gitlab-pipeline.js'

const DAY = 86_400_000
const NOW = Date.now()

let tool: InstalledTool
let fakes: GitLabFakes
let keys: Record<string, string>
beforeAll(async () => {
  tool = await installTool()
}, 600_000)
beforeEach(async () => {
  fakes = await startGitLabFakes({ service: { apps: {}, listNotes: true } })
  const recent = new Date(NOW - DAY).toISOString()
  keys = {
    merged: seedGitLabPreview(fakes, {
      iid: 11,
      deployedAt: NOW - 2 * DAY,
      mergeRequest: { state: 'merged', updatedAt: recent }
    }),
    closed: seedGitLabPreview(fakes, {
      iid: 12,
      deployedAt: NOW - 2 * DAY,
      mergeRequest: { state: 'closed', updatedAt: recent }
    }),
    idle: seedGitLabPreview(fakes, {
      iid: 13,
      deployedAt: NOW - 10 * DAY,
      mergeRequest: { updatedAt: new Date(NOW - 10 * DAY).toISOString() }
    }),
    kept: seedGitLabPreview(fakes, {
      iid: 14,
      deployedAt: NOW - 10 * DAY,
      mergeRequest: { labels: ['keep-preview'], updatedAt: new Date(NOW - 10 * DAY).toISOString() }
    }),
    fresh: seedGitLabPreview(fakes, {
      iid: 15,
      deployedAt: NOW - DAY,
      mergeRequest: { updatedAt: recent }
    })
  }
})
afterEach(() => stopGitLabFakes(fakes))

const apps = () => [...fakes.service.apps.keys()].sort()
const sweep = (args: string[] = []): Promise<CliRun> =>
  tool.run(['sweep', '--preview-ttl', '7d', ...args], scheduledJob(fakes))

it('deletes the apps of merged, closed and idle merge requests; keeps the labelled and the fresh', async () => {
  const run = await sweep()
  expect(run.stderr).not.toMatch(/error/i)
  expect(run.exitCode).toBe(0)
  // GitLab's words: a merge request, !13, never a pull request.
  expect(run.stderr).toContain('!13')
  expect(run.stderr).not.toMatch(/pull request/i)
  expect(apps()).toEqual([keys.kept, keys.fresh].sort())
  const swept = resultOf(run).sweptPreviews as Record<string, unknown>[]
  expect(swept.map(entry => [entry.pullRequest, entry.publicKey, entry.reason]).sort()).toEqual(
    [
      [11, keys.merged, 'closed'],
      [12, keys.closed, 'closed'],
      [13, keys.idle, 'expired']
    ].sort()
  )
  // The notes of the swept previews say so; the others are not written.
  for (const [iid, key] of [
    [11, keys.merged],
    [12, keys.closed],
    [13, keys.idle]
  ] as const) {
    const [note] = visibleNotes(fakes.gitlab, iid)
    expect(note?.body).toContain('(removed)')
    expect(note?.body).not.toContain(`/app/${String(key)}`)
  }
  // Every write, in full: toStrictEqual, as toEqual would pass over a write whose path does not
  // match (its undefined entry ignored). The notes of the swept; then, this first sweep having read
  // every merge request, the label appetize-preview on the two that keep a preview and the
  // label's description that says the index is complete.
  const written = fakes.gitlab.requests
    .filter(request => request.method !== 'GET')
    .map(
      request =>
        `${request.method} ${request.route} ${/merge_requests\/(\d+)/.exec(request.path)?.[1] ?? '-'}`
    )
  expect(written.sort()).toStrictEqual([
    'PUT updateLabel -',
    'PUT updateMergeRequest 14',
    'PUT updateMergeRequest 15',
    'PUT updateNote 11',
    'PUT updateNote 12',
    'PUT updateNote 13'
  ])
  expect(fakes.gitlab.mergeRequest(FAKE_PROJECT.id, 14).labels).toStrictEqual([
    'keep-preview',
    'appetize-preview'
  ])
  // Only the project the scheduled pipeline runs in (by id or URL-encoded path), and who am I.
  const ownProject = new RegExp(
    `/projects/(${FAKE_PROJECT.id}|${encodeURIComponent(FAKE_PROJECT.path)})([/?]|$)|/user$`
  )
  const paths = fakes.gitlab.requests.map(request => request.path)
  expect(paths.filter(path => !ownProject.test(path))).toEqual([])
})

it('more than --sweep-max-deletes: deletes none, fails saying how many', async () => {
  const run = await sweep(['--sweep-max-deletes', '2'])
  expect(run.exitCode).toBe(1)
  expect(run.stderr).toContain(
    'found 3 previews to remove, more than --sweep-max-deletes (2): it removed none'
  )
  expect(apps()).toEqual(Object.values(keys).sort())
  expect(fakes.service.requestsTo('delete')).toEqual([])
  expect(fakes.gitlab.requests.filter(request => request.method !== 'GET')).toEqual([])
})

it('--dry-run reports what would go, and deletes and writes nothing', async () => {
  const run = await sweep(['--dry-run'])
  expect(run.exitCode).toBe(0)
  expect(apps()).toEqual(Object.values(keys).sort())
  expect(fakes.service.requests.filter(request => request.method !== 'GET')).toEqual([])
  expect(fakes.gitlab.requests.filter(request => request.method !== 'GET')).toEqual([])
  const output = run.stdout + run.stderr
  for (const key of [keys.merged, keys.closed, keys.idle]) expect(output).toContain(key)
  // The requests it would send are shown, the tokens hidden.
  expect(output).toContain('private-token: ***')
  expect(output).not.toContain(PROJECT_TOKEN)
  expect(output).not.toContain(fakes.service.apiToken)
})

it('without --preview-ttl keeps open merge requests’ apps however old', async () => {
  const run = await tool.run(['sweep'], scheduledJob(fakes))
  expect(run.exitCode).toBe(0)
  expect(apps()).toEqual([keys.idle, keys.kept, keys.fresh].sort())
})

it('reports an app whose note names a merge request of the project but no record holds it', async () => {
  const orphan = (publicKey: string, note: string) =>
    fakes.service.apps.set(publicKey, {
      publicKey,
      platform: 'android',
      created: new Date(NOW - DAY).toISOString(),
      updated: new Date(NOW - DAY).toISOString(),
      versionCode: 1,
      fields: { platform: 'android', note }
    })
  orphan('orphan21', 'acme/mobile-app!21 @ 1a2b3c4')
  // GitHub's form names no merge request: not this project's preview.
  orphan('github22', 'acme/mobile-app#22 @ 1a2b3c4')
  const run = await sweep(['--dry-run'])
  expect(run.exitCode).toBe(0)
  expect(run.stderr).toContain(
    'App orphan21 (note “acme/mobile-app!21 @ 1a2b3c4”) names a merge request of this repository'
  )
  expect(run.stderr).not.toContain('github22')
  // Reported, never deleted.
  expect(apps()).toContain('orphan21')
  expect(fakes.service.requestsTo('delete')).toEqual([])
})
