/**
 * The previews through the GitLab adapter, in process (src/app/run.ts with gitLabReviewPort),
 * against the fake GitLab and the fake service: one app and one note per merge request, edited
 * on the next push; the stop job deletes; a merge request no longer open gets nothing; a refused
 * token creates nothing; a hostile branch name or title injects nothing; a sweep reads the
 * project by its path. The command line's own wiring is the gitlab-cli branch's.
 */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { FakeService } from '../../test-support/fake-service/server.js'
import {
  BOT_USERNAME,
  FAKE_PROJECT,
  FakeGitLab,
  PROJECT_TOKEN,
  READ_API_TOKEN
} from '../../test-support/fake-gitlab/server.js'
import { inputReader } from '../../test-support/harness/inputs.js'
import { RecordingHost } from '../../test-support/harness/recording-host.js'
import { runAction } from '../../src/app/run.js'
import { parseMarker } from '../../src/features/previews/preview-record.js'
import { gitLabReviewPort, type GitLabContext } from '../../src/gitlab/review-port.js'

let service: FakeService
let gitlab: FakeGitLab

beforeEach(async () => {
  service = new FakeService()
  gitlab = new FakeGitLab({ pathPrefix: '/gitlab' })
  await Promise.all([service.start(), gitlab.start()])
})
afterEach(async () => {
  await Promise.all([service.stop(), gitlab.stop()])
})

/** One pipeline job: `preview` (deploy), `preview --delete` (stop) or a sweep. */
async function run(
  mode: GitLabContext['mode'] | 'sweep',
  given: Record<string, string> = {},
  target: Partial<GitLabContext> = {}
) {
  const host = new RecordingHost()
  const review = gitLabReviewPort({
    apiUrl: gitlab.url,
    project: String(FAKE_PROJECT.id),
    ...(mode === 'sweep'
      ? {}
      : { mergeRequestIid: 7, commitSha: gitlab.mergeRequest(FAKE_PROJECT.id, 7).sha }),
    mode: mode === 'stop' ? 'stop' : 'deploy',
    runUrl: `${gitlab.serverUrl}/acme/mobile-app/-/jobs/42`,
    ...target
  })
  const inputs: Record<string, string> =
    mode === 'sweep'
      ? { sweep: 'true' }
      : mode === 'stop'
        ? { preview: 'true' }
        : { preview: 'true', url: 'https://builds.example.com/app.apk', platform: 'android' }
  const outcome = await runAction(
    inputReader({
      apiToken: service.apiToken,
      githubToken: PROJECT_TOKEN,
      baseUrl: service.url,
      ...inputs,
      ...given
    }),
    host,
    { review }
  )
  return { host, ...outcome }
}

const notes = () => gitlab.notesOn(FAKE_PROJECT.id, 7).filter(note => !note.system)

describe('a merge request pipeline', () => {
  it('creates the app and one note, then edits that note on the next push', async () => {
    const first = await run('deploy')
    expect(first.failure).toBeUndefined()
    expect(first.host.outputs.previewAction).toBe('created')
    expect(notes()).toHaveLength(1)
    const [note] = notes()
    expect(note?.body.split('\n')[0]).toMatch(/^<!-- appetize-deploy-action:preview name=android/)
    expect(parseMarker(note?.body ?? '')).toMatchObject({ publicKey: first.host.outputs.publicKey })
    // In GitLab's words.
    expect(note?.body).toContain(
      'This note is edited in place on every push; the app is deleted when the merge request closes.'
    )
    expect(note?.body).not.toMatch(/pull request|comment/)
    expect(gitlab.requestsTo('createNote')[0]?.username).toBe(BOT_USERNAME)
    expect(first.host.printed.map(entry => entry.text)).toContain(
      'Merge request !7 of acme/mobile-app: 0 notes hold records the tool acts on.'
    )
    expect(first.host.outputs.commentUrl).toBe(
      `${gitlab.serverUrl}/acme/mobile-app/-/merge_requests/7#note_${note?.id}`
    )

    gitlab.moveHead(FAKE_PROJECT.id, 7, 'b'.repeat(40))
    const second = await run('deploy')
    expect(second.host.outputs.previewAction).toBe('updated')
    expect(second.host.outputs.publicKey).toBe(first.host.outputs.publicKey)
    expect(notes()).toHaveLength(1)
    expect(notes()[0]?.body).toContain('bbbbbbb')
    expect(service.requestsTo('create')).toHaveLength(1)
    expect(second.host.printed.map(entry => entry.text)).toContain(
      'Merge request !7 of acme/mobile-app: 1 note holds a record the tool acts on.'
    )
  })

  it('says a copied record came from another pipeline, in GitLab words', async () => {
    const first = await run('deploy')
    const publicKey = first.host.outputs.publicKey ?? ''
    const [original] = notes()
    // Another pipeline posts the preview's note again under the same bot.
    const copy = gitlab.addNote(FAKE_PROJECT.id, 7, {
      author: BOT_USERNAME,
      body: original?.body ?? ''
    })
    gitlab.moveHead(FAKE_PROJECT.id, 7, 'c'.repeat(40))
    const second = await run('deploy')
    expect(second.host.outputs).toMatchObject({ previewAction: 'updated', publicKey })
    const copied = second.host.warnings.find(warning => warning.title === 'Copied record')
    expect(copied?.text).toBe(
      `Note ${copy.id} holds a copy of the record of preview android, naming its app ${publicKey} (another pipeline posted it under the same identity, or a run re-posted it): only the note is deleted; app ${publicKey} stays the preview.`
    )
    expect(notes().map(note => note.id)).toEqual([original?.id])
  })

  it('is superseded when the merge request moved on since the pipeline started', async () => {
    const started = gitlab.mergeRequest(FAKE_PROJECT.id, 7).sha
    gitlab.moveHead(FAKE_PROJECT.id, 7, 'c'.repeat(40))
    const { host } = await run('deploy', {}, { commitSha: started })
    expect(host.outputs).toEqual({ previewAction: 'superseded' })
    // The notice's title says the preview was superseded; its text says by what, once.
    expect(host.printed.filter(entry => entry.kind === 'notice')).toEqual([
      {
        kind: 'notice',
        title: 'Preview superseded',
        text: `Merge request !7 moved on from commit ${started.slice(0, 7)}, which this run deploys as preview android, to ccccccc; nothing was sent or written; the run of ccccccc deploys the preview.`
      }
    ])
    expect(service.requestsTo('create')).toHaveLength(0)
    expect(notes()).toHaveLength(0)
  })

  it('warns of an unsigned record in GitLab words: a note, this merge request', async () => {
    gitlab.addNote(FAKE_PROJECT.id, 7, {
      author: BOT_USERNAME,
      body: '<!-- appetize-deploy-action:preview name=android publicKey=abcdefghijklmnopqrstuvwxyz -->'
    })
    const { host } = await run('deploy')
    expect(host.outputs.previewAction).toBe('created')
    const texts = host.warnings.map(warning => warning.text).join('\n')
    expect(texts).toMatch(
      /^Note \d+ by .* records preview android \(app abcdefghijklmnopqrstuvwxyz\)/
    )
    // As the app's note on the dashboard names it, in GitLab's form (issue 46).
    expect(texts).toContain('names this merge request (acme/mobile-app!7)')
    expect(texts).toContain('without a signature made with apiToken (')
    expect(texts).not.toMatch(/comment|pull request/i)
  })

  it.each(['merged', 'closed'] as const)(
    'creates and updates nothing on a merge request %s since',
    async state => {
      await run('deploy')
      gitlab.addMergeRequest(FAKE_PROJECT.id, 7, { state })
      const before = notes()[0]?.body
      const { host, succeeded } = await run('deploy')
      expect(succeeded).toBe(true)
      expect(host.outputs).toEqual({ previewAction: 'skipped' })
      expect(host.printed).toContainEqual(
        expect.objectContaining({
          kind: 'notice',
          text: expect.stringContaining('Merge request !7 is closed now') as unknown
        })
      )
      expect(service.requestsTo('create')).toHaveLength(1)
      expect(service.requests.filter(request => request.method === 'POST')).toHaveLength(1)
      expect(notes()[0]?.body).toBe(before)
    }
  )

  it('stop job: deletes the app and edits the note, also on an open merge request; twice', async () => {
    const deployed = await run('deploy')
    const publicKey = deployed.host.outputs.publicKey ?? ''
    const stopped = await run('stop')
    expect(stopped.failure).toBeUndefined()
    expect(stopped.host.outputs.previewAction).toBe('deleted')
    expect(service.apps.has(publicKey)).toBe(false)
    expect(notes()).toHaveLength(1)
    expect(notes()[0]?.body).toContain('was deleted when the preview was stopped')
    const again = await run('stop')
    expect(again.host.outputs.previewAction).toBe('deleted')
    expect(again.host.printed).toContainEqual(
      expect.objectContaining({
        kind: 'notice',
        text: 'Preview android records no app (removed already): nothing to delete.'
      })
    )
    expect(gitlab.requestsTo('createNote')).toHaveLength(1)
  })

  it('stop job: no record, or an app already gone, is success with a notice', async () => {
    const none = await run('stop')
    expect(none.host.outputs.previewAction).toBe('deleted')
    expect(none.host.printed).toContainEqual(
      expect.objectContaining({
        kind: 'notice',
        text: expect.stringContaining('nothing to delete') as unknown
      })
    )
    const deployed = await run('deploy')
    const publicKey = deployed.host.outputs.publicKey ?? ''
    service.apps.delete(publicKey)
    const gone = await run('stop')
    expect(gone.host.outputs.previewAction).toBe('deleted')
    expect(gone.host.printed).toContainEqual({
      kind: 'notice',
      text: `App ${publicKey} (preview android) was already gone (404).`
    })
  })

  it('names a note it could not edit a note, in the warning and its title', async () => {
    await run('deploy')
    gitlab.moveHead(FAKE_PROJECT.id, 7, 'b'.repeat(40))
    gitlab.injectFault('updateNote', {
      status: 422,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ message: 'Note is locked' })
    })
    const { host } = await run('deploy')
    expect(host.outputs.previewAction).toBe('updated')
    expect(host.warnings).toContainEqual(
      expect.objectContaining({
        title: 'Note not updated',
        text: expect.stringContaining('but the note shows the previous deploy') as unknown
      })
    )
  })

  it('creates nothing when the token cannot write notes (read_api)', async () => {
    const { failure, host } = await run('deploy', { githubToken: READ_API_TOKEN })
    expect(failure?.message).toMatch(/insufficient_scope/)
    expect(failure?.message).toMatch(/the token needs the `api` scope/)
    expect(host.outputs).toEqual({})
    expect(service.requestsTo('create')).toHaveLength(0)
  })

  it('lets no branch name or title inject a quick action, a link, a reference or HTML', async () => {
    gitlab.addMergeRequest(FAKE_PROJECT.id, 7, {
      sourceBranch: 'x\n/merge\n/label ~hacked <img src=x> !8 @maria https://evil.example',
      title: '/close\n[click](https://evil.example) <script>'
    })
    const { host } = await run('deploy')
    expect(host.outputs.previewAction).toBe('created')
    const body = notes()[0]?.body ?? ''
    expect(body.split('\n').filter(line => line.startsWith('/'))).toEqual([])
    expect(body).not.toMatch(/<img|<script|\]\(https:\/\/evil/)
    expect(body).not.toMatch(/[~!@][a-z0-9]/i)
    // No quick action ran: the only label is the sweep's index, added through the API.
    expect(gitlab.mergeRequest(FAKE_PROJECT.id, 7)).toMatchObject({
      state: 'opened',
      labels: ['appetize-preview']
    })
    expect(gitlab.quickActionsWithoutNote).toEqual([])
  })
})

describe('a scheduled sweep', () => {
  it('reads the project by its path and deletes the app of a merged merge request', async () => {
    const deployed = await run('deploy')
    gitlab.addMergeRequest(FAKE_PROJECT.id, 7, { state: 'merged' })
    const { host, failure } = await run('sweep', {}, { project: 'acme/mobile-app' })
    expect(failure).toBeUndefined()
    expect(service.apps.has(deployed.host.outputs.publicKey ?? '')).toBe(false)
    expect(notes()[0]?.body).toContain('was deleted when the merge request was merged')
    expect(JSON.parse(host.outputs.sweptPreviews ?? 'null')).toEqual([
      {
        pullRequest: 7,
        previewName: 'android',
        publicKey: deployed.host.outputs.publicKey,
        reason: 'closed'
      }
    ])
    expect(gitlab.requests.map(request => request.path)).toContain(
      '/gitlab/api/v4/projects/acme%2Fmobile-app'
    )
  })
})
