/**
 * A copied record (another workflow posting the preview's marker again under the same identity,
 * docs/previews.md "The record") never deletes the live preview, in process against the fakes:
 * a push keeps the app the kept record names and removes only the copy's comment, with a warning;
 * two records naming one other app delete it once; a close deletes the app once.
 */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { ACTIONS_BOT_LOGIN, FakeGitHub } from '../../test-support/fake-github/server.js'
import { FakeService } from '../../test-support/fake-service/server.js'
import { runPreview } from '../../test-support/harness/in-process.js'
import {
  BASE_REPOSITORY_ID,
  type PullRequestEventOptions
} from '../../test-support/harness/pull-request-event.js'
import { currentKey } from '../../test-support/harness/trusted-record.js'
import { renderMarker } from '../../src/features/previews/preview-record.js'

const REPOSITORY = 'acme/mobile-app'
let service: FakeService
let github: FakeGitHub

beforeEach(async () => {
  service = new FakeService({ appUrlBase: 'https://appetize.test', apps: {} })
  github = new FakeGitHub()
  await Promise.all([service.start(), github.start()])
})
afterEach(async () => {
  await Promise.all([service.stop(), github.stop()])
})

const preview = (event: PullRequestEventOptions = {}, given: Record<string, string> = {}) =>
  runPreview(service, github, event, given)
const comments = () => github.commentsOn(REPOSITORY, 12)
const deletes = () => service.requestsTo('delete').map(request => request.path)
const titles = (run: Awaited<ReturnType<typeof preview>>) =>
  run.host.warnings.map(warning => warning.title)

/** A signed record of preview android naming `publicKey`, as a raced run would have written it. */
function signedRecord(publicKey: string): string {
  const key = currentKey({
    secret: service.apiToken,
    repositoryId: BASE_REPOSITORY_ID,
    pullRequestNumber: 12,
    apiUrl: github.url
  })
  return `${renderMarker({ kind: 'preview', previewName: 'android', publicKey }, key)}\nraced\n`
}

describe('a push with a copied record', () => {
  it('keeps the app when the copy is the newer comment', async () => {
    const opened = await preview({ action: 'opened' })
    const publicKey = opened.host.outputs.publicKey ?? ''
    const [original] = comments()
    const copy = github.addComment(REPOSITORY, 12, ACTIONS_BOT_LOGIN, original?.body ?? '')
    const pushed = await preview({ action: 'synchronize' })
    expect(pushed.succeeded).toBe(true)
    expect(pushed.host.outputs).toMatchObject({ previewAction: 'updated', publicKey })
    expect(deletes()).toEqual([])
    expect(service.apps.has(publicKey)).toBe(true)
    expect(comments().map(comment => comment.id)).toEqual([original?.id])
    expect(titles(pushed)).toEqual(['Copied record', 'Several records'])
    // In GitHub's words: another workflow of the repository writes as the same bot.
    expect(pushed.host.warnings[0]?.text).toBe(
      `Comment ${copy.id} holds a copy of the record of preview android, naming its app ${publicKey} (another workflow posted it under the same identity, or a run re-posted it): only the comment is deleted; app ${publicKey} stays the preview.`
    )
    expect(github.requestsTo('deleteComment').map(request => request.path)).toEqual([
      `/repos/${REPOSITORY}/issues/comments/${copy.id}`
    ])
  })

  it('keeps the app when the copy is in an older comment (the copy is kept, the original goes)', async () => {
    const older = github.addComment(REPOSITORY, 12, ACTIONS_BOT_LOGIN, 'an earlier bot comment')
    const opened = await preview({ action: 'opened' })
    const publicKey = opened.host.outputs.publicKey ?? ''
    const original = comments()[1]
    // Another workflow edits its earlier comment into a copy of the preview's record.
    older.body = original?.body ?? ''
    const pushed = await preview({ action: 'synchronize' })
    expect(pushed.host.outputs).toMatchObject({ previewAction: 'updated', publicKey })
    expect(deletes()).toEqual([])
    expect(service.apps.has(publicKey)).toBe(true)
    expect(comments().map(comment => comment.id)).toEqual([older.id])
    expect(comments()[0]?.body).toContain(`publicKey=${publicKey} `)
  })
})

describe('two raced records naming one other app', () => {
  it('delete that app once, and both comments', async () => {
    const opened = await preview({ action: 'opened' })
    const kept = opened.host.outputs.publicKey ?? ''
    service.apps.set('racedapp', { ...service.apps.get(kept)!, publicKey: 'racedapp' })
    github.addComment(REPOSITORY, 12, ACTIONS_BOT_LOGIN, signedRecord('racedapp'))
    github.addComment(REPOSITORY, 12, ACTIONS_BOT_LOGIN, signedRecord('racedapp'))
    const pushed = await preview({ action: 'synchronize' })
    expect(pushed.succeeded).toBe(true)
    expect(pushed.host.outputs.publicKey).toBe(kept)
    expect(deletes()).toEqual(['/v1/apps/racedapp'])
    expect([...service.apps.keys()]).toEqual([kept])
    expect(comments()).toHaveLength(1)
    expect(titles(pushed)).toEqual(['Several records'])
  })

  it('keep both comments when that app could not be deleted', async () => {
    const opened = await preview({ action: 'opened' })
    const kept = opened.host.outputs.publicKey ?? ''
    service.apps.set('racedapp', { ...service.apps.get(kept)!, publicKey: 'racedapp' })
    github.addComment(REPOSITORY, 12, ACTIONS_BOT_LOGIN, signedRecord('racedapp'))
    github.addComment(REPOSITORY, 12, ACTIONS_BOT_LOGIN, signedRecord('racedapp'))
    service.injectFault('delete', { status: 403 }, 5)
    const pushed = await preview({ action: 'synchronize' })
    expect(pushed.succeeded).toBe(true)
    expect(deletes()).toEqual(['/v1/apps/racedapp'])
    expect(comments()).toHaveLength(3)
    expect(titles(pushed)).toEqual(['Raced app not deleted', 'Several records'])
  })
})

describe('a close with a copied record', () => {
  it('deletes the app once and warns of the copy', async () => {
    const opened = await preview({ action: 'opened' })
    const publicKey = opened.host.outputs.publicKey ?? ''
    github.addComment(REPOSITORY, 12, ACTIONS_BOT_LOGIN, comments()[0]?.body ?? '')
    const closed = await preview({ action: 'closed' })
    expect(closed.succeeded).toBe(true)
    expect(deletes()).toEqual([`/v1/apps/${publicKey}`])
    expect(titles(closed)).toEqual(['Copied record'])
    // Both comments stay, each saying the preview was removed, and neither names the app's key.
    expect(comments().map(comment => comment.body.split('\n')[1])).toEqual([
      '### Preview: android (removed)',
      '### Preview: android (removed)'
    ])
    expect(comments().every(comment => !comment.body.includes(`publicKey=${publicKey}`))).toBe(true)
  })

  it('with the keep label names the kept app once', async () => {
    const opened = await preview({ action: 'opened' })
    const publicKey = opened.host.outputs.publicKey ?? ''
    github.addComment(REPOSITORY, 12, ACTIONS_BOT_LOGIN, comments()[0]?.body ?? '')
    const closed = await preview({ action: 'closed', labels: ['keep-preview'] })
    expect(closed.host.outputs.previewAction).toBe('kept')
    expect(deletes()).toEqual([])
    const notice = closed.host.printed.find(
      entry => entry.kind === 'notice' && entry.title === 'Preview kept'
    )
    expect(notice?.text).toContain(`kept android (app ${publicKey}). Once`)
  })
})

describe('an unsigned record', () => {
  it('is not trusted, with a warning in GitHub words: a comment, this pull request', async () => {
    github.addComment(
      REPOSITORY,
      12,
      ACTIONS_BOT_LOGIN,
      '<!-- appetize-deploy-action:preview name=android publicKey=abcdefghijklmnopqrstuvwxyz -->'
    )
    const opened = await preview({ action: 'opened' })
    expect(opened.host.outputs.previewAction).toBe('created')
    expect(titles(opened)).toContain('Record not trusted')
    const texts = opened.host.warnings.map(warning => warning.text).join('\n')
    expect(texts).toMatch(
      /^Comment \d+ by github-actions\[bot\] records preview android \(app abcdefghijklmnopqrstuvwxyz\)/
    )
    // As the app's note on the dashboard names it, in GitHub's form (the GitLab twin: !7).
    expect(texts).toContain('names this pull request (acme/mobile-app#12)')
    expect(texts).not.toMatch(/\bnote \d|merge request/i)
    expect(deletes()).toEqual([])
  })
})
