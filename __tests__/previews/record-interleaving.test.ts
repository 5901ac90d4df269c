/**
 * Issue 48: no record is lost between a read and a write. A run that reserves a comment with no
 * app (a stopped, reopened or crashed preview) reads it again first: when another run recorded
 * its app there in the meantime, this run treats the preview as recorded by that run (it updates
 * that app) and never replaces the record, so no app is left that no record names. The other
 * run's write is interleaved on purpose, at the moment between this run's read and its write,
 * on GitHub and on GitLab.
 */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { ACTIONS_BOT_LOGIN, FakeGitHub } from '../../test-support/fake-github/server.js'
import { FakeService } from '../../test-support/fake-service/server.js'
import type { FakeApp } from '../../test-support/fake-service/app-routes.js'
import { runPreview } from '../../test-support/harness/in-process.js'
import { BASE_REPOSITORY_ID } from '../../test-support/harness/pull-request-event.js'
import { currentKey } from '../../test-support/harness/trusted-record.js'
import {
  BOT_USERNAME,
  FAKE_PROJECT,
  FakeGitLab,
  PROJECT_TOKEN
} from '../../test-support/fake-gitlab/server.js'
import { inputReader } from '../../test-support/harness/inputs.js'
import { RecordingHost } from '../../test-support/harness/recording-host.js'
import { runAction } from '../../src/app/run.js'
import { parseMarker, renderMarker } from '../../src/features/previews/preview-record.js'
import { gitLabReviewPort, type GitLabContext } from '../../src/gitlab/review-port.js'

const REPOSITORY = 'acme/mobile-app'
let service: FakeService

beforeEach(async () => {
  service = new FakeService()
  await service.start()
})
afterEach(() => service.stop())

/** The other run's app on the service (its build already sent). */
function otherRunsApp(publicKey: string): void {
  const created = new Date(Date.now() - 60_000).toISOString()
  const app: FakeApp = {
    publicKey,
    platform: 'android',
    created,
    updated: created,
    versionCode: 1,
    fields: { platform: 'android' }
  }
  service.apps.set(publicKey, app)
}

describe('on GitHub', () => {
  let github: FakeGitHub
  beforeEach(async () => {
    github = new FakeGitHub()
    await github.start()
  })
  afterEach(() => github.stop())

  const key = () =>
    currentKey({
      secret: service.apiToken,
      repositoryId: BASE_REPOSITORY_ID,
      pullRequestNumber: 12,
      apiUrl: github.url
    })
  const record = (publicKey: string | undefined) =>
    renderMarker(
      {
        kind: 'preview',
        previewName: 'android',
        publicKey,
        deployedAt: Date.parse('2020-01-06T10:00:00Z'),
        authorId: ACTIONS_BOT_LOGIN
      },
      key()
    )

  it('reads the comment again before reserving it, and updates the app another run recorded there', async () => {
    // A preview stopped earlier: its record names no app.
    const comment = github.addComment(
      REPOSITORY,
      12,
      ACTIONS_BOT_LOGIN,
      `${record(undefined)}\n### Preview: android (removed)\n`
    )
    // Another run finishes after this run listed the comments, before it writes: it records its
    // app in the same comment.
    otherRunsApp('otherrunsapp')
    github.beforeAnswer('getPullRequest', () => {
      comment.body = `${record('otherrunsapp')}\n### Preview: android\n`
    })
    const run = await runPreview(service, github, { action: 'synchronize' })
    expect(run.succeeded).toBe(true)
    expect(run.host.outputs).toMatchObject({ previewAction: 'updated', publicKey: 'otherrunsapp' })
    // Nothing created, the other run's app updated, and its record kept (now of this deploy).
    expect(service.requestsTo('create')).toEqual([])
    expect(service.requestsTo('update').map(request => request.path)).toEqual([
      '/v1/apps/otherrunsapp'
    ])
    expect(github.requestsTo('getComment')).toHaveLength(1)
    const bodies = github.commentsOn(REPOSITORY, 12).map(each => each.body)
    expect(bodies).toHaveLength(1)
    expect(parseMarker(bodies[0] ?? '')).toMatchObject({ publicKey: 'otherrunsapp' })
  })

  it('reserves the comment as before when nobody wrote in between', async () => {
    github.addComment(REPOSITORY, 12, ACTIONS_BOT_LOGIN, `${record(undefined)}\nremoved\n`)
    const run = await runPreview(service, github, { action: 'synchronize' })
    expect(run.host.outputs.previewAction).toBe('created')
    expect(service.requestsTo('create')).toHaveLength(1)
    expect(github.commentsOn(REPOSITORY, 12)).toHaveLength(1)
    expect(parseMarker(github.commentsOn(REPOSITORY, 12)[0]?.body ?? '')).toMatchObject({
      publicKey: run.host.outputs.publicKey
    })
  })
})

describe('on GitLab', () => {
  let gitlab: FakeGitLab
  beforeEach(async () => {
    gitlab = new FakeGitLab({ pathPrefix: '/gitlab' })
    await gitlab.start()
  })
  afterEach(() => gitlab.stop())

  async function run(mode: GitLabContext['mode']) {
    const host = new RecordingHost()
    const review = gitLabReviewPort({
      apiUrl: gitlab.url,
      project: String(FAKE_PROJECT.id),
      mergeRequestIid: 7,
      commitSha: gitlab.mergeRequest(FAKE_PROJECT.id, 7).sha,
      mode,
      runUrl: `${gitlab.serverUrl}/acme/mobile-app/-/jobs/42`
    })
    const build: Record<string, string> =
      mode === 'deploy' ? { url: 'https://builds.example.com/app.apk', platform: 'android' } : {}
    const outcome = await runAction(
      inputReader({
        apiToken: service.apiToken,
        githubToken: PROJECT_TOKEN,
        baseUrl: service.url,
        preview: 'true',
        ...build
      }),
      host,
      { review }
    )
    return { host, ...outcome }
  }
  const notes = () => gitlab.notesOn(FAKE_PROJECT.id, 7).filter(note => !note.system)

  it('reads the note again before reserving it, and updates the app another run recorded there', async () => {
    await run('deploy')
    await run('stop')
    const [note] = notes()
    const stopped = parseMarker(note?.body ?? '')
    expect(stopped).toMatchObject({ publicKey: undefined, authorId: '5001' })
    otherRunsApp('otherrunsapp')
    const otherRecord = renderMarker(
      {
        kind: 'preview',
        previewName: 'android',
        publicKey: 'otherrunsapp',
        deployedAt: Date.parse('2020-01-06T10:00:00Z'),
        authorId: '5001'
      },
      currentKey({
        secret: service.apiToken,
        platform: 'gitlab',
        apiUrl: gitlab.url,
        repositoryId: FAKE_PROJECT.id,
        pullRequestNumber: 7
      })
    )
    // The other run writes after this run listed the notes, before this run's write.
    gitlab.beforeAnswer('getNote', () => {
      if (note) note.body = `${otherRecord}\n### Preview: android\n`
    })
    const creates = service.requestsTo('create').length
    const next = await run('deploy')
    expect(next.host.outputs).toMatchObject({ previewAction: 'updated', publicKey: 'otherrunsapp' })
    expect(service.requestsTo('create')).toHaveLength(creates)
    expect(service.requestsTo('update').map(request => request.path)).toEqual([
      '/v1/apps/otherrunsapp'
    ])
    expect(notes()).toHaveLength(1)
    expect(parseMarker(notes()[0]?.body ?? '')).toMatchObject({ publicKey: 'otherrunsapp' })
    expect(gitlab.requestsTo('updateNote').at(-1)?.username).toBe(BOT_USERNAME)
  })
})
