/**
 * Merge-request previews on GitLab, end to end on the installed tool (the packed tarball) with
 * GitLab CI's variables, against the fake service and the fake GitLab: the first pipeline, a
 * second push, the stop job (twice), a closed merge request, a merged-results pipeline, a fork's
 * merge request run in the parent, a self-managed instance under a path, and hostile branch names
 * and titles. What is asserted is what a user sees: the apps on the service, the one note on the
 * merge request, the result on stdout, the exit status, the messages on stderr.
 */
import { afterEach, beforeAll, beforeEach, describe, expect, it } from '@jest/globals'
import {
  BOT_USERNAME,
  FAKE_PROJECT,
  FORK_PROJECT,
  PROJECT_TOKEN
} from '../../test-support/fake-gitlab/server.js'
import { renderGfm } from '../../test-support/harness/gfm.js'
import { makeCertificate } from '../../test-support/harness/test-certificate.js'
import {
  type GitLabFakes,
  installTool,
  type InstalledTool,
  mergeRequestJob,
  PREVIEW_BUILD,
  resultOf,
  startGitLabFakes,
  stopGitLabFakes,
  visibleNotes
} from '../../test-support/harness/gitlab-pipeline.js'

const [FIRST, SECOND] = ['1a'.repeat(20), '2b'.repeat(20)]
const STOP = ['preview', '--delete', '--preview-name', 'android']

let tool: InstalledTool
let fakes: GitLabFakes
beforeAll(async () => {
  tool = await installTool()
}, 600_000)
beforeEach(async () => {
  fakes = await startGitLabFakes({ service: { apps: {} } })
  fakes.gitlab.addMergeRequest(FAKE_PROJECT.id, 7, {
    sha: FIRST,
    sourceBranch: 'feature/login',
    title: 'Log in with a passkey'
  })
})
afterEach(() => stopGitLabFakes(fakes))

const notes = () => visibleNotes(fakes.gitlab)
const apps = () => [...fakes.service.apps.keys()]
const writesToGitLab = () => fakes.gitlab.requests.filter(request => request.method !== 'GET')
const sentToService = () => fakes.service.requests.filter(request => request.method !== 'GET')

/** A merge request pipeline's preview job, for the merge request's head (or `options.sha`). */
function previewJob(options: Parameters<typeof mergeRequestJob>[1] = {}, args: string[] = []) {
  return tool.run(['preview', ...PREVIEW_BUILD, ...args], mergeRequestJob(fakes, options))
}

/** A push: the merge request's head moves to `sha`, and its pipeline's preview job runs. */
function push(sha: string) {
  fakes.gitlab.moveHead(FAKE_PROJECT.id, 7, sha)
  return previewJob()
}

describe('the review job', () => {
  it('a first pipeline creates one app and one note by the token’s user, with the link', async () => {
    const run = await previewJob()
    expect(run.stderr).not.toMatch(/error/i)
    expect(run.exitCode).toBe(0)
    const result = resultOf(run)
    expect(result).toMatchObject({ previewAction: 'created', platform: 'android', versionCode: 1 })
    expect(Date.parse(String(result.created))).toBeGreaterThan(Date.now() - 60_000)
    const publicKey = String(result.publicKey)
    expect(apps()).toEqual([publicKey])
    // The dashboard's note names the merge request in GitLab's form, as a sweep matches it.
    expect(fakes.service.apps.get(publicKey)?.fields.note).toBe(
      `acme/mobile-app!7 @ ${FIRST.slice(0, 7)}`
    )
    expect(result.appUrl).toBe(`https://appetize.example/app/${publicKey}`)
    expect(notes()).toHaveLength(1)
    const [note] = notes()
    expect(note?.author).toBe(BOT_USERNAME)
    expect(note?.body).toContain(String(result.appUrl))
    expect(note?.body).toContain(FIRST.slice(0, 7))
    // The record is invisible once GitLab renders the note: an HTML comment, first line.
    expect(note?.body.split('\n')[0]).toMatch(/^<!--[^\n]*-->$/)
    // GitLab's sanitizer drops HTML comments: nothing of the record is left to see.
    const shown = renderGfm(note?.body ?? '').replace(/<!--[\s\S]*?-->/g, '')
    expect(shown).not.toContain('appetize-deploy-action')
    expect(shown).not.toContain('sig=')
    // No token in the note, the result or the log.
    for (const text of [note?.body ?? '', run.stdout, run.stderr]) {
      expect(text).not.toContain(PROJECT_TOKEN)
      expect(text).not.toContain(fakes.service.apiToken)
    }
    // Sent with the project access token, never the job token.
    for (const request of fakes.gitlab.requests) {
      expect(request.username).toBe(BOT_USERNAME)
      expect(request.headers['job-token']).toBeUndefined()
    }
  })

  it('a second push updates the same app and edits the same note', async () => {
    const first = resultOf(await previewJob())
    const [note] = notes()
    const run = await push(SECOND)
    expect(run.exitCode).toBe(0)
    expect(resultOf(run)).toMatchObject({
      previewAction: 'updated',
      publicKey: first.publicKey,
      versionCode: 2,
      commentUrl: first.commentUrl
    })
    expect(apps()).toEqual([first.publicKey])
    expect(notes().map(n => n.id)).toEqual([note?.id])
    expect(notes()[0]?.body).toContain(SECOND.slice(0, 7))
    expect(notes()[0]?.body).not.toContain(FIRST.slice(0, 7))
    expect(fakes.gitlab.requestsTo('createNote')).toHaveLength(1)
  })

  it('a recorded app that is gone gets a new one, in the same note', async () => {
    const first = resultOf(await previewJob())
    fakes.service.apps.delete(String(first.publicKey))
    const run = await push(SECOND)
    expect(run.exitCode).toBe(0)
    const result = resultOf(run)
    expect(result.previewAction).toBe('created')
    expect(result.publicKey).not.toBe(first.publicKey)
    expect(apps()).toEqual([result.publicKey])
    expect(notes()).toHaveLength(1)
    expect(notes()[0]?.body).toContain(`https://appetize.example/app/${String(result.publicKey)}`)
  })

  it('gives the app link as APPETIZE_APP_URL with --output dotenv, for environment:url', async () => {
    const run = await previewJob({}, ['--output', 'dotenv'])
    expect(run.exitCode).toBe(0)
    const [publicKey] = apps()
    expect(run.stdout.split('\n')).toContain(
      `APPETIZE_APP_URL=https://appetize.example/app/${publicKey}`
    )
    expect(run.stdout.split('\n')).toContain('APPETIZE_PREVIEW_ACTION=created')
  })

  it('a closed merge request is skipped: nothing created, nothing written', async () => {
    fakes.gitlab.addMergeRequest(FAKE_PROJECT.id, 7, { state: 'closed' })
    const run = await previewJob()
    expect(run.exitCode).toBe(0)
    expect(resultOf(run)).toEqual({ previewAction: 'skipped' })
    // The notice's title says there is no preview; its text says why, once.
    expect(run.stderr).toMatch(
      /^Preview skipped: Merge request !7 is closed now: no preview app is created \(a re-run of an earlier push\?\)\. Nothing was sent\.$/m
    )
    expect(run.stderr).not.toMatch(/No preview/)
    expect(sentToService()).toEqual([])
    expect(writesToGitLab()).toEqual([])
  })

  it('a merged-results pipeline deploys the merge request’s head, not the merge commit', async () => {
    const job = mergeRequestJob(fakes, { mergedResults: true })
    const run = await tool.run(['preview', ...PREVIEW_BUILD], job)
    expect(run.exitCode).toBe(0)
    expect(resultOf(run).previewAction).toBe('created')
    expect(notes()[0]?.body).toContain(FIRST.slice(0, 7))
    expect(notes()[0]?.body).not.toContain(job.CI_COMMIT_SHA?.slice(0, 7))
  })

  it('a fork’s merge request run in the parent writes its note on the parent’s merge request', async () => {
    fakes.gitlab.addMergeRequest(FAKE_PROJECT.id, 7, { sourceProjectId: FORK_PROJECT.id })
    const run = await previewJob({ runsIn: FAKE_PROJECT.id })
    expect(run.exitCode).toBe(0)
    expect(resultOf(run).previewAction).toBe('created')
    expect(notes()).toHaveLength(1)
    const paths = fakes.gitlab.requests.map(request => request.path)
    expect(paths.filter(path => path.includes(`/projects/${FORK_PROJECT.id}`))).toEqual([])
  })
})

it('speaks of merge requests and notes, never of pull requests or comments', async () => {
  const runs = [
    await previewJob(),
    await push(SECOND),
    await tool.run(STOP, mergeRequestJob(fakes))
  ]
  for (const run of runs) {
    expect(run.exitCode).toBe(0)
    expect(run.stderr).not.toMatch(/pull request|comment/i)
  }
  expect(notes()[0]?.body).not.toMatch(/pull request|comment/i)
})

describe('the stop job', () => {
  it('deletes the app and says so in the note; run again, it is still success', async () => {
    const { publicKey } = resultOf(await previewJob())
    fakes.gitlab.addMergeRequest(FAKE_PROJECT.id, 7, { state: 'merged' })
    const stop = await tool.run(STOP, mergeRequestJob(fakes))
    expect(stop.exitCode).toBe(0)
    expect(resultOf(stop)).toMatchObject({ previewAction: 'deleted' })
    expect(apps()).toEqual([])
    expect(fakes.service.requestsTo('delete').map(request => request.path)).toEqual([
      expect.stringContaining(String(publicKey))
    ])
    expect(notes()).toHaveLength(1)
    expect(notes()[0]?.body).not.toContain(`https://appetize.example/app/${String(publicKey)}`)
    expect(notes()[0]?.body).toContain('(removed)')

    const again = await tool.run(STOP, mergeRequestJob(fakes))
    expect(again.exitCode).toBe(0)
    expect(resultOf(again)).toMatchObject({ previewAction: 'deleted' })
    expect(fakes.service.requestsTo('delete')).toHaveLength(1)
    expect(again.stderr).toMatch(/nothing to delete|already (deleted|gone|removed)|no app/i)
    expect(notes()).toHaveLength(1)
  })

  it('with no record (never deployed) is success with a notice', async () => {
    const stop = await tool.run(STOP, mergeRequestJob(fakes))
    expect(stop.exitCode).toBe(0)
    expect(resultOf(stop)).toMatchObject({ previewAction: 'deleted' })
    expect(stop.stderr).toMatch(/nothing to delete/)
    expect(sentToService()).toEqual([])
    expect(writesToGitLab()).toEqual([])
  })

  it('with the app already gone is success with a notice, and the note says it is removed', async () => {
    const { publicKey } = resultOf(await previewJob())
    fakes.service.apps.delete(String(publicKey))
    const stop = await tool.run(STOP, mergeRequestJob(fakes))
    expect(stop.exitCode).toBe(0)
    expect(resultOf(stop)).toMatchObject({ previewAction: 'deleted' })
    expect(stop.stderr).toContain(`App ${String(publicKey)} (preview android) was already gone`)
    expect(notes()[0]?.body).toContain('(removed)')
  })

  it('keeps the app of a merge request labelled keep-preview, and says so', async () => {
    const { publicKey } = resultOf(await previewJob())
    fakes.gitlab.addMergeRequest(FAKE_PROJECT.id, 7, { state: 'closed', labels: ['keep-preview'] })
    const stop = await tool.run(STOP, mergeRequestJob(fakes))
    expect(stop.exitCode).toBe(0)
    expect(resultOf(stop)).toMatchObject({ previewAction: 'kept' })
    expect(apps()).toEqual([publicKey])
    expect(fakes.service.requestsTo('delete')).toEqual([])
    expect(renderGfm(notes()[0]?.body ?? '')).toContain('it carries the label keep-preview')
    expect(renderGfm(notes()[0]?.body ?? '')).toContain('Kept after the merge request closed')
  })

  it("keeps a labelled open merge request's app on a manual stop, and says it was stopped", async () => {
    const { publicKey } = resultOf(await previewJob())
    fakes.gitlab.addMergeRequest(FAKE_PROJECT.id, 7, { labels: ['keep-preview'] })
    const stop = await tool.run(STOP, mergeRequestJob(fakes))
    expect(stop.exitCode).toBe(0)
    expect(resultOf(stop)).toMatchObject({ previewAction: 'kept' })
    expect(apps()).toEqual([publicKey])
    const note = renderGfm(notes()[0]?.body ?? '')
    expect(note).toContain('Kept when the preview was stopped')
    expect(note).not.toContain('closed')
  })

  it('on an open merge request (a manual stop) deletes the app too', async () => {
    await previewJob()
    const stop = await tool.run(STOP, mergeRequestJob(fakes))
    expect(stop.exitCode).toBe(0)
    expect(resultOf(stop)).toMatchObject({ previewAction: 'deleted' })
    expect(apps()).toEqual([])
  })
})

it('works with a self-managed instance under a path, with a private CA', async () => {
  const certificate = makeCertificate(['127.0.0.1'])
  try {
    await stopGitLabFakes(fakes)
    fakes = await startGitLabFakes({
      service: { apps: {} },
      gitlab: { pathPrefix: '/gitlab', tls: certificate.tls }
    })
    const job = mergeRequestJob(fakes)
    expect(job.CI_API_V4_URL).toMatch(/^https:\/\/127\.0\.0\.1:\d+\/gitlab\/api\/v4$/)
    const run = await tool.run(['preview', ...PREVIEW_BUILD], {
      ...job,
      NODE_EXTRA_CA_CERTS: certificate.certFile
    })
    expect(run.exitCode).toBe(0)
    expect(resultOf(run).previewAction).toBe('created')
    expect(notes()).toHaveLength(1)
    const paths = fakes.gitlab.requests.map(request => request.path)
    expect(paths.filter(path => !path.startsWith('/gitlab/api/v4/'))).toEqual([])
  } finally {
    certificate.cleanup()
  }
})

describe('hostile branch names and titles', () => {
  const HOSTILE = [
    { sourceBranch: 'x\n/close', title: '/merge' },
    {
      sourceBranch: 'feature/[click](https://evil.example)',
      title: '<img src=x onerror=alert(1)>'
    },
    { sourceBranch: 'a<script>b', title: 'Fix\n/label ~"owned"\n[x](javascript:alert(1))' },
    { sourceBranch: '`/close`', title: '<!-- --> /unlabel <details open>' }
  ]
  it.each(HOSTILE)('inject no quick action, link or HTML: $title', async fields => {
    fakes.gitlab.addMergeRequest(FAKE_PROJECT.id, 7, fields)
    const run = await previewJob()
    expect(run.exitCode).toBe(0)
    const [note] = notes()
    const body = note?.body ?? ''
    // No line a quick action could start, none run, the merge request as it was but for the
    // sweep's label, which the tool adds through the API.
    expect(body.split('\n').filter(line => line.startsWith('/'))).toEqual([])
    expect(note?.quickActions).toEqual([])
    expect(fakes.gitlab.quickActionsWithoutNote).toEqual([])
    expect(fakes.gitlab.mergeRequest(FAKE_PROJECT.id, 7)).toMatchObject({
      state: 'opened',
      labels: ['appetize-preview']
    })
    // The only links are the tool's own; no tag beyond the tool's own.
    const html = renderGfm(body)
    const hrefs = [...html.matchAll(/href="([^"]*)"/g)].map(match => match[1])
    const own = ['https://appetize.example/', `${fakes.gitlab.serverUrl}/acme/mobile-app/`]
    expect(hrefs).toContainEqual(expect.stringMatching(/^https:\/\/appetize\.example\/app\//))
    expect(hrefs.filter(href => !own.some(origin => href?.startsWith(origin)))).toEqual([])
    expect(html).not.toMatch(/<(img|script|details open)[\s>]/)
  })
})
