/**
 * `appetize-deploy sweep` on Bitbucket, end to end on the installed tool with Pipelines'
 * variables (the default branch's pipeline after a merge, or a scheduled custom one) against
 * the fakes: the apps of records on merged, declined and superseded pull requests go, and those
 * of open ones not deployed for `--preview-ttl`, unless `[keep-preview]` is in their title or
 * description; more than `--sweep-max-deletes` deletes nothing and fails; `--dry-run` only reports.
 */
import { afterEach, beforeAll, beforeEach, expect, it } from '@jest/globals'
import { ACCESS_TOKEN } from '../../test-support/fake-bitbucket/server.js'
import type { CliRun } from '../../test-support/harness/installed-tool.js'
import {
  type BitbucketFakes,
  branchStep,
  installTool,
  type InstalledTool,
  resultOf,
  seedBitbucketPreview,
  startBitbucketFakes,
  stopBitbucketFakes,
  visibleComments
} from '../../test-support/harness/bitbucket-pipeline.js'

const DAY = 86_400_000
const NOW = Date.now()

let tool: InstalledTool
let fakes: BitbucketFakes
let keys: Record<string, string>
beforeAll(async () => {
  tool = await installTool()
}, 600_000)
beforeEach(async () => {
  fakes = await startBitbucketFakes({ service: { apps: {}, listNotes: true } })
  const recent = new Date(NOW - DAY).toISOString()
  const old = new Date(NOW - 10 * DAY).toISOString()
  keys = {
    merged: seedBitbucketPreview(fakes, {
      pullRequest: 11,
      deployedAt: NOW - 2 * DAY,
      fields: { state: 'MERGED', updatedOn: recent }
    }),
    declined: seedBitbucketPreview(fakes, {
      pullRequest: 12,
      deployedAt: NOW - 2 * DAY,
      fields: { state: 'DECLINED', updatedOn: recent }
    }),
    superseded: seedBitbucketPreview(fakes, {
      pullRequest: 13,
      deployedAt: NOW - 2 * DAY,
      fields: { state: 'SUPERSEDED', updatedOn: recent }
    }),
    idle: seedBitbucketPreview(fakes, {
      pullRequest: 14,
      deployedAt: NOW - 10 * DAY,
      fields: { updatedOn: old }
    }),
    kept: seedBitbucketPreview(fakes, {
      pullRequest: 15,
      deployedAt: NOW - 10 * DAY,
      fields: { description: 'Design review pending [KEEP-PREVIEW]', updatedOn: old }
    }),
    fresh: seedBitbucketPreview(fakes, {
      pullRequest: 16,
      deployedAt: NOW - DAY,
      fields: { updatedOn: recent }
    })
  }
})
afterEach(() => stopBitbucketFakes(fakes))

const apps = () => [...fakes.service.apps.keys()].sort()
const sweep = (args: string[] = []): Promise<CliRun> =>
  tool.run(['sweep', '--preview-ttl', '7d', ...args], branchStep(fakes))

it('deletes the apps of merged, declined, superseded and idle pull requests; keeps [keep-preview] and the fresh', async () => {
  const run = await sweep()
  expect(run.stderr).not.toMatch(/error/i)
  expect(run.exitCode).toBe(0)
  expect(run.stderr).toContain('#14')
  expect(run.stderr).not.toMatch(/merge request/i)
  expect(apps()).toEqual([keys.kept, keys.fresh].sort())
  const swept = resultOf(run).sweptPreviews as Record<string, unknown>[]
  expect(swept.map(entry => [entry.pullRequest, entry.publicKey, entry.reason]).sort()).toEqual(
    [
      [11, keys.merged, 'closed'],
      [12, keys.declined, 'closed'],
      [13, keys.superseded, 'closed'],
      [14, keys.idle, 'expired']
    ].sort()
  )
  // The log says how each pull request closed, in Bitbucket's words (the output keeps `closed`).
  for (const [id, how] of [
    [11, 'merged'],
    [12, 'declined'],
    [13, 'superseded']
  ] as const) {
    expect(run.stderr).toMatch(new RegExp(`of pull request #${id}, ${how}\\)`))
  }
  expect(run.stderr).not.toMatch(/, closed\)/)
  for (const [id, key] of [
    [11, keys.merged],
    [12, keys.declined],
    [13, keys.superseded],
    [14, keys.idle]
  ] as const) {
    const [comment] = visibleComments(fakes.bitbucket, id)
    expect(comment?.raw).toContain('(removed)')
    // Bitbucket cannot reopen a merged or declined pull request: no promise of it.
    expect(comment?.raw).not.toContain('reopened')
    if (id !== 14) expect(comment?.raw).toContain('Bitbucket cannot reopen it')
    expect(comment?.raw).not.toContain(`/app/${String(key)}`)
  }
  // Each removed preview's build status says so on its pull request's head, without a link.
  const stopped = [...fakes.bitbucket.statuses.values()]
  expect(stopped.map(status => [status.commit, status.state]).sort()).toEqual(
    [11, 12, 13, 14]
      .map(id => [fakes.bitbucket.pullRequest('acme/mobile-app', id).sha, 'STOPPED'])
      .sort()
  )
  expect(stopped.every(status => !status.url.includes('appetize.example'))).toBe(true)
  // Only this repository's pull requests, comments and statuses are touched; GET /user never.
  const paths = fakes.bitbucket.requests.map(request => request.path)
  expect(paths.filter(path => !path.startsWith('/2.0/repositories/acme/mobile-app/'))).toEqual([])
  const listed = fakes.bitbucket.requestsTo('listPullRequests').map(r => r.path)
  expect(listed.every(path => /[?&]pagelen=50\b/.test(path))).toBe(true)
  for (const request of fakes.bitbucket.requests) {
    expect(request.headers.authorization).toBe(`Bearer ${ACCESS_TOKEN}`)
  }
})

it('more than --sweep-max-deletes: deletes none, fails saying how many', async () => {
  const run = await sweep(['--sweep-max-deletes', '2'])
  expect(run.exitCode).toBe(1)
  expect(run.stderr).toContain('more than --sweep-max-deletes (2)')
  expect(apps()).toEqual(Object.values(keys).sort())
  expect(fakes.service.requestsTo('delete')).toEqual([])
  expect(fakes.bitbucket.requests.filter(request => request.method !== 'GET')).toEqual([])
})

it('--dry-run reports what would go, and deletes and writes nothing', async () => {
  const run = await sweep(['--dry-run'])
  expect(run.exitCode).toBe(0)
  expect(apps()).toEqual(Object.values(keys).sort())
  expect(fakes.service.requests.filter(request => request.method !== 'GET')).toEqual([])
  expect(fakes.bitbucket.requests.filter(request => request.method !== 'GET')).toEqual([])
  const output = run.stdout + run.stderr
  for (const key of [keys.merged, keys.declined, keys.superseded, keys.idle]) {
    expect(output).toContain(key)
  }
  expect(output).toContain('authorization: ***')
  expect(output).not.toContain(ACCESS_TOKEN)
  expect(output).not.toContain(fakes.service.apiToken)
})

it('without --preview-ttl keeps open pull requests’ apps however old', async () => {
  const run = await tool.run(['sweep'], branchStep(fakes))
  expect(run.exitCode).toBe(0)
  expect(apps()).toEqual([keys.idle, keys.kept, keys.fresh].sort())
})
