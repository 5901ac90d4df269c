/**
 * Pull request previews in process, against the fake service and the fake GitHub: the app is
 * created on the first push and recorded in the sticky comment, updated on every later push,
 * deleted when the pull request closes; only the token's own record counts; nothing is created
 * that cannot be recorded; a fork gets a notice.
 */
import { plainText } from '../../src/shared/message.js'
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  ACTIONS_BOT_LOGIN,
  FakeGitHub,
  READ_ONLY_TOKEN,
  WORKFLOW_TOKEN
} from '../../test-support/fake-github/server.js'
import { DEFAULT_PUBLIC_KEY, FakeService } from '../../test-support/fake-service/server.js'
import { previewInputs, runInProcess, runPreview } from '../../test-support/harness/in-process.js'
import {
  BASE_REPOSITORY_ID,
  pullRequestRun,
  type PullRequestEventOptions
} from '../../test-support/harness/pull-request-event.js'
import { currentKey, trustedRecord } from '../../test-support/harness/trusted-record.js'
import { escapeMarkdown } from '../../src/shared/markdown-text.js'
import { renderMarker } from '../../src/features/previews/preview-record.js'

const REPOSITORY = 'acme/mobile-app'
const APP_PAGES = 'https://appetize.test'
let service: FakeService
let github: FakeGitHub

beforeEach(async () => {
  service = new FakeService({ appUrlBase: APP_PAGES, apps: { [DEFAULT_PUBLIC_KEY]: 'ios' } })
  github = new FakeGitHub()
  await Promise.all([service.start(), github.start()])
})
afterEach(async () => {
  await Promise.all([service.stop(), github.stop()])
})

/** One run of the step for a pull request event (test-support/harness/in-process.ts). */
const preview = (event: PullRequestEventOptions = {}, given: Record<string, string> = {}) =>
  runPreview(service, github, event, given)

const comments = (number = 12) => github.commentsOn(REPOSITORY, number)
const recordOf = (body: string) =>
  trustedRecord(body, {
    secret: service.apiToken,
    repositoryId: BASE_REPOSITORY_ID,
    pullRequestNumber: 12,
    apiUrl: github.url
  })

describe('the lifecycle', () => {
  it('creates the app on open, records it in one comment written first, and sets the outputs', async () => {
    const { host, succeeded } = await preview({ action: 'opened' })
    expect(succeeded).toBe(true)
    expect(service.requestsTo('create')).toHaveLength(1)
    const [comment] = comments()
    const publicKey = host.outputs.publicKey ?? ''
    expect(recordOf(comment?.body ?? '')).toEqual({
      kind: 'preview',
      previewName: 'android',
      publicKey
    })
    expect(comment?.login).toBe(ACTIONS_BOT_LOGIN)
    // The record was written (created as "deploying") before the app, then edited once the
    // comments and the head were read again (no run raced it, the head is still its commit). No
    // "who am I": the record binds its comment's author, which the answer named. Last, the pull
    // request is labelled for the sweep's index (its event named no such label).
    expect(github.requests.map(request => request.route)).toEqual([
      'listComments',
      'getPullRequest',
      'createComment',
      'listComments',
      'getPullRequest',
      'updateComment',
      'addLabels'
    ])
    expect(host.outputs).toMatchObject({
      previewAction: 'created',
      platform: 'android',
      versionCode: '1',
      appUrl: `${APP_PAGES}/app/${publicKey}`,
      commentUrl: expect.stringMatching(
        /^https:\/\/github\.com\/acme\/mobile-app\/pull\/12#issuecomment-\d+$/
      )
    })
    const sent = service.requestsTo('create')[0]?.json as Record<string, unknown>
    expect(sent).toMatchObject({ platform: 'android', fileType: 'apk' })
    expect(sent.note).toMatch(/^acme\/mobile-app#12 @ [0-9a-f]{7}$/)
    expect(comment?.body).toContain(`](${APP_PAGES}/app/${publicKey})`)
    expect(comment?.body).toContain('Example App 1\\.0\\.0')
    expect(host.summary).toContain('### Preview: android')
  })

  it('updates the recorded app on every push, editing the one comment in place', async () => {
    const opened = await preview({ action: 'opened' })
    const publicKey = opened.host.outputs.publicKey
    const first = await preview({ action: 'synchronize', headSha: 'a'.repeat(40) })
    const second = await preview({ action: 'synchronize', headSha: 'b'.repeat(40) })
    expect(first.host.outputs).toMatchObject({
      previewAction: 'updated',
      publicKey,
      versionCode: '2'
    })
    expect(second.host.outputs).toMatchObject({
      previewAction: 'updated',
      publicKey,
      versionCode: '3'
    })
    expect(service.requestsTo('create')).toHaveLength(1)
    expect(service.requestsTo('update')).toHaveLength(2)
    expect(comments()).toHaveLength(1)
    expect(comments()[0]?.body).toContain('| Commit | bbbbbbb |')
    expect(second.host.outputs.commentUrl).toBe(opened.host.outputs.commentUrl)
  })

  it('deletes the app on close, says so in the comment, and needs no build', async () => {
    const opened = await preview({ action: 'opened' })
    const publicKey = opened.host.outputs.publicKey ?? ''
    const closed = await preview({ action: 'closed', merged: true })
    expect(closed.succeeded).toBe(true)
    expect(closed.host.outputs).toEqual({
      previewAction: 'deleted',
      commentUrl: opened.host.outputs.commentUrl
    })
    expect(service.apps.has(publicKey)).toBe(false)
    const [comment] = comments()
    expect(recordOf(comment?.body ?? '')).toEqual({
      kind: 'preview',
      previewName: 'android',
      publicKey: undefined
    })
    expect(comment?.body).toContain('was deleted when the pull request was merged')
  })

  it('treats an app already gone on close as deleted', async () => {
    const opened = await preview({ action: 'opened' })
    service.apps.delete(opened.host.outputs.publicKey ?? '')
    const closed = await preview({ action: 'closed' })
    expect(closed.succeeded).toBe(true)
    expect(closed.host.log).toContainEqual(expect.stringMatching(/already gone \(404\)/))
  })

  it('creates a new app when the pull request is reopened, in the same comment', async () => {
    const opened = await preview({ action: 'opened' })
    await preview({ action: 'closed' })
    const reopened = await preview({ action: 'reopened' })
    expect(reopened.host.outputs.previewAction).toBe('created')
    expect(reopened.host.outputs.publicKey).not.toBe(opened.host.outputs.publicKey)
    expect(comments()).toHaveLength(1)
    expect(recordOf(comments()[0]?.body ?? '')).toMatchObject({
      publicKey: reopened.host.outputs.publicKey
    })
  })

  it('replaces a recorded app that was deleted by hand instead of failing every push', async () => {
    const opened = await preview({ action: 'opened' })
    service.apps.delete(opened.host.outputs.publicKey ?? '')
    const pushed = await preview({ action: 'synchronize' })
    expect(pushed.succeeded).toBe(true)
    expect(pushed.host.outputs.previewAction).toBe('created')
    // Told once, between the update that found it gone and the creation that replaces it.
    const lines = pushed.host.printed.map(each => ('title' in each ? each.title : each.text))
    const gone = lines.indexOf('Preview app gone')
    expect(lines.filter(each => each === 'Preview app gone')).toHaveLength(1)
    expect(lines.findIndex(each => /: the recorded app$/.test(each ?? ''))).toBeLessThan(gone)
    expect(lines.findIndex(each => /: a new \w+ app$/.test(each ?? ''))).toBeGreaterThan(gone)
    expect(comments()).toHaveLength(1)
    expect(recordOf(comments()[0]?.body ?? '')).toMatchObject({
      publicKey: pushed.host.outputs.publicKey
    })
  })

  it('keeps one comment per previewName, and one clean-up step removes them all', async () => {
    await preview({ action: 'opened' }, { previewName: 'android' })
    await preview(
      { action: 'opened' },
      { previewName: 'ios', url: 'https://builds.example.com/App.zip', platform: 'ios' }
    )
    expect(comments()).toHaveLength(2)
    expect(service.apps.size).toBe(3)
    const closed = await preview({ action: 'closed' })
    expect(closed.succeeded).toBe(true)
    expect(service.requestsTo('delete')).toHaveLength(2)
    expect([...service.apps.keys()]).toEqual([DEFAULT_PUBLIC_KEY])
    expect(comments().map(comment => recordOf(comment.body))).toEqual([
      { kind: 'preview', previewName: 'android', publicKey: undefined },
      { kind: 'preview', previewName: 'ios', publicKey: undefined }
    ])
  })

  it('names in the log the app it deleted before a delete failed', async () => {
    const android = await preview({ action: 'opened' }, { previewName: 'android' })
    await preview(
      { action: 'opened' },
      { previewName: 'ios', url: 'https://builds.example.com/App.zip', platform: 'ios' }
    )
    // The first delete goes through; the second is refused.
    service.injectFault('delete', {
      beforeAnswer: () => Promise.resolve(service.injectFault('delete', { status: 403 }))
    })
    const closed = await preview({ action: 'closed' })
    expect(closed.succeeded).toBe(false)
    expect(service.requestsTo('delete')).toHaveLength(2)
    const deleted = android.host.outputs.publicKey ?? ''
    expect(service.apps.has(deleted)).toBe(false)
    expect(closed.host.log).toContain(`Deleted app ${deleted} (preview android).`)
  })

  it('removes only the named preview when the close step names one', async () => {
    await preview({ action: 'opened' }, { previewName: 'android' })
    const ios = await preview(
      { action: 'opened' },
      { previewName: 'ios', url: 'https://builds.example.com/App.zip', platform: 'ios' }
    )
    await preview({ action: 'closed' }, { previewName: 'android' })
    expect(service.requestsTo('delete')).toHaveLength(1)
    expect(service.apps.has(ios.host.outputs.publicKey ?? '')).toBe(true)
  })
})

describe('a secret in outside text', () => {
  it('is scrubbed from the comment and the job summary as the comment escapes it', async () => {
    // The fake's token has hyphens, which the comment escapes for Markdown (`fake\-api\-token`).
    const { succeeded, host } = await preview({
      action: 'opened',
      headRef: `leak/${service.apiToken}`
    })
    expect(succeeded).toBe(true)
    // The job summary repeats the comment's Markdown, masked before the comment cuts it short
    // (so the mask is escaped for Markdown as the branch is).
    expect(host.summary).toContain('leak\\/\\*\\*\\*')
    expect(host.summary).not.toContain(escapeMarkdown(service.apiToken))
    const body = comments()[0]?.body ?? ''
    expect(body).toContain('Branch')
    expect(body).not.toContain(escapeMarkdown(service.apiToken))
    expect(body).not.toContain(service.apiToken)
    expect(body).toContain('leak\\/\\*\\*\\*')
  })
})

describe('a build from disk', () => {
  it('creates and then updates the app with a multipart upload, platform inferred', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'preview-build-'))
    try {
      await writeFile(join(folder, 'app-debug.apk'), 'PK\u0003\u0004 not really an apk')
      const given = { url: '', platform: '', file: join(folder, '*.apk') }
      const opened = await preview({ action: 'opened' }, given)
      const pushed = await preview({ action: 'synchronize' }, given)
      expect(opened.host.outputs).toMatchObject({ previewAction: 'created', platform: 'android' })
      expect(pushed.host.outputs.previewAction).toBe('updated')
      const [create] = service.requestsTo('create')
      const [update] = service.requestsTo('update')
      for (const request of [create, update]) {
        expect(request?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/)
        expect(request?.upload?.file?.filename).toBe('app-debug.apk')
        expect(request?.upload?.fields).toMatchObject({ platform: 'android', fileType: 'apk' })
      }
      expect(comments()[0]?.body).toContain('| Build | app\\-debug\\.apk |')
    } finally {
      await rm(folder, { recursive: true, force: true })
    }
  })
})

describe('only its own record counts', () => {
  it('ignores a copied marker from someone else: it neither updates nor deletes that app', async () => {
    github.addComment(
      REPOSITORY,
      12,
      'mallory',
      `<!-- appetize-deploy-action:preview name=android publicKey=${DEFAULT_PUBLIC_KEY} -->\nlooks official`
    )
    const opened = await preview({ action: 'opened' })
    expect(opened.host.outputs.previewAction).toBe('created')
    expect(opened.host.outputs.publicKey).not.toBe(DEFAULT_PUBLIC_KEY)
    await preview({ action: 'closed' })
    expect(service.apps.has(DEFAULT_PUBLIC_KEY)).toBe(true)
    expect(service.requestsTo('delete').map(request => request.path)).toEqual([
      `/v1/apps/${opened.host.outputs.publicKey}`
    ])
  })
})

describe('only its own signed record counts', () => {
  it.each([
    ['without a signature', ''],
    ['with a signature not made with apiToken', ` sig=${'A'.repeat(43)}`]
  ])(
    'ignores a marker of its own identity %s: it neither updates nor deletes that app, and warns',
    async (_, sig) => {
      // Another workflow of the repository writes as the same bot, with text someone else chose.
      github.addComment(
        REPOSITORY,
        12,
        'github-actions[bot]',
        `<!-- appetize-deploy-action:preview name=android publicKey=${DEFAULT_PUBLIC_KEY}${sig} -->`
      )
      const opened = await preview({ action: 'opened' })
      expect(opened.host.outputs.previewAction).toBe('created')
      expect(opened.host.outputs.publicKey).not.toBe(DEFAULT_PUBLIC_KEY)
      expect(opened.host.warnings).toContainEqual({
        kind: 'warning',
        title: 'Record not trusted',
        text: expect.stringContaining(
          `records preview android (app ${DEFAULT_PUBLIC_KEY}) without a signature made with apiToken`
        )
      })
      const closed = await preview({ action: 'closed' })
      expect(closed.host.warnings).toContainEqual({
        kind: 'warning',
        title: 'Record not trusted',
        text: expect.stringContaining(`and app ${DEFAULT_PUBLIC_KEY} is left alone`)
      })
      expect(service.apps.has(DEFAULT_PUBLIC_KEY)).toBe(true)
      expect(service.requestsTo('update')).toEqual([])
      expect(service.requestsTo('delete').map(request => request.path)).toEqual([
        `/v1/apps/${opened.host.outputs.publicKey}`
      ])
    }
  )
})

describe('an untrusted record that names no app', () => {
  it('is named in a warning that asks for no deletion, and a new app is created', async () => {
    // What version 1.0.0 left after a close: the preview's name, no app, no signature.
    github.addComment(
      REPOSITORY,
      12,
      'github-actions[bot]',
      '<!-- appetize-deploy-action:preview name=android -->\n### Preview: android (removed)'
    )
    const opened = await preview({ action: 'opened' })
    expect(opened.host.outputs.previewAction).toBe('created')
    const untrusted = opened.host.warnings.filter(w => w.title === 'Record not trusted')
    expect(untrusted).toHaveLength(1)
    expect(untrusted[0]?.text).toMatch(
      /^Comment \d+ by github-actions\[bot\] records preview android without a signature made with apiToken \(.*\): it is not used\.$/
    )
    expect(comments()).toHaveLength(2)
  })
})

describe('a signed record binds one pull request', () => {
  it('ignores a genuine record copied from another pull request: that app is neither updated nor deleted', async () => {
    const other = await preview({ action: 'opened', number: 13 })
    const otherApp = other.host.outputs.publicKey ?? ''
    // Another workflow copies pull request 13's record, signature and all, onto pull request 12.
    github.addComment(REPOSITORY, 12, 'github-actions[bot]', comments(13)[0]?.body ?? '')
    const opened = await preview({ action: 'opened' })
    expect(opened.host.outputs.publicKey).not.toBe(otherApp)
    expect(opened.host.warnings.map(warning => warning.title)).toContain('Record not trusted')
    await preview({ action: 'closed' })
    expect(service.apps.has(otherApp)).toBe(true)
    expect(service.requestsTo('update')).toEqual([])
  })

  it('keeps the oldest of two signed records (runs that raced), deleting the other app and comment', async () => {
    const opened = await preview({ action: 'opened' })
    const first = opened.host.outputs.publicKey ?? ''
    const later = renderMarker(
      { kind: 'preview', previewName: 'android', publicKey: DEFAULT_PUBLIC_KEY },
      currentKey({
        secret: service.apiToken,
        repositoryId: BASE_REPOSITORY_ID,
        pullRequestNumber: 12,
        apiUrl: github.url
      })
    )
    const raced = github.addComment(REPOSITORY, 12, 'github-actions[bot]', later)
    const pushed = await preview({ action: 'synchronize' })
    expect(pushed.host.outputs.publicKey).toBe(first)
    expect(pushed.host.warnings.map(warning => warning.title)).toContain('Several records')
    expect(service.requestsTo('update').map(request => request.path)).toEqual([`/v1/apps/${first}`])
    expect(service.apps.has(DEFAULT_PUBLIC_KEY)).toBe(false)
    expect(comments().map(comment => comment.id)).not.toContain(raced.id)
    expect(comments()).toHaveLength(1)
  })
})

describe('never an app it cannot record', () => {
  it('creates nothing when the comment cannot be written (403), and says which permission', async () => {
    const { succeeded, failure } = await preview(
      { action: 'opened' },
      { githubToken: READ_ONLY_TOKEN }
    )
    expect(succeeded).toBe(false)
    expect(failure?.kind).toBe('review-refused')
    expect(failure?.message).toMatch(/403.*no app was created/)
    expect(failure?.message).toContain('pull-requests: write')
    expect(service.requests).toEqual([])
  })

  it('warns, but succeeds, when only the comment of an update cannot be edited', async () => {
    await preview({ action: 'opened' })
    // The read-only token writes as the same bot, so it finds the record but may not edit it.
    const pushed = await preview({ action: 'synchronize' }, { githubToken: READ_ONLY_TOKEN })
    expect(pushed.succeeded).toBe(true)
    expect(pushed.host.outputs.previewAction).toBe('updated')
    expect(pushed.host.warnings).toContainEqual(
      expect.objectContaining({
        title: 'Comment not updated',
        text: expect.stringContaining('the token needs pull-requests: write')
      })
    )
  })

  it('does not create again after an ambiguous failure, and says an app may exist', async () => {
    service.injectFault('create', { afterHandling: true, status: 502 })
    const { succeeded, failure, host } = await preview({ action: 'opened' })
    expect(succeeded).toBe(false)
    expect(failure?.kind).toBe('outcome-unknown')
    expect(failure?.message).toMatch(/An app may have been created that nothing records/)
    expect(service.requestsTo('create')).toHaveLength(1)
    expect(service.apps.size).toBe(2)
    expect(host.outputs).toEqual({})
  })

  it("names the new app's key when the answer held it", async () => {
    service.injectFault('create', {
      afterHandling: true,
      status: 200,
      body: '{"publicKey":"newappkey123","versionCode":"one"}'
    })
    const { failure } = await preview({ action: 'opened' })
    expect(failure?.kind).toBe('outcome-unknown')
    expect(failure?.message).toContain('(publicKey newappkey123)')
  })

  it('retries a create that surely did not arrive (429)', async () => {
    service.injectFault('create', { status: 429, headers: { 'retry-after': '0' } })
    const { succeeded } = await preview({ action: 'opened' })
    expect(succeeded).toBe(true)
    expect(service.requestsTo('create')).toHaveLength(2)
    expect(service.apps.size).toBe(2)
  })

  it('retries writing the record of a created app through passing GitHub failures', async () => {
    github.injectFault('updateComment', { status: 502 }, 2)
    const { succeeded, host } = await preview({ action: 'opened' })
    expect(succeeded).toBe(true)
    expect(service.requestsTo('create')).toHaveLength(1)
    expect(host.waits).toEqual([1000, 2000])
    expect(host.outputs.previewAction).toBe('created')
  })

  it('fails naming the app when it was created but its record could not be written', async () => {
    github.injectFault('updateComment', { status: 502 }, 4)
    const { failure } = await preview({ action: 'opened' })
    expect(failure?.kind).toBe('review-unavailable')
    const [created] = [...service.apps.keys()].filter(key => key !== DEFAULT_PUBLIC_KEY)
    expect(failure?.message).toContain(`app ${created} was created but is not recorded`)
    expect(plainText(failure?.advice ?? '')).toContain(`Delete app ${created}`)
  })
})

describe('an empty apiToken', () => {
  it('skips a Dependabot pull request with a notice', async () => {
    const { host, succeeded } = await preview(
      { action: 'opened', author: 'dependabot[bot]' },
      { apiToken: '' }
    )
    expect(succeeded).toBe(true)
    expect(host.outputs).toEqual({ previewAction: 'skipped' })
    expect(service.requests).toEqual([])
  })

  it.each(['opened', 'closed'])(
    'fails a %s pull request from the repository itself: the secret is missing',
    async action => {
      const { failure } = await preview({ action }, { apiToken: '' })
      expect(failure?.kind).toBe('invalid-input')
      expect(failure?.message).toMatch(
        /apiToken is empty on pull request #\d+, which is not from a fork/
      )
      expect(service.requests).toEqual([])
    }
  )
})

describe('fork pull requests', () => {
  it('skip the preview with a notice when apiToken is empty, sending nothing', async () => {
    const { host, succeeded } = await preview({ action: 'opened', fork: true }, { apiToken: '' })
    expect(succeeded).toBe(true)
    expect(host.outputs).toEqual({ previewAction: 'skipped' })
    expect(host.printed).toContainEqual(
      expect.objectContaining({ kind: 'notice', title: 'Preview skipped' })
    )
    expect(host.printed.find(entry => entry.kind === 'notice')?.text).toMatch(/fork/)
    expect(service.requests).toEqual([])
    expect(github.requests).toEqual([])
  })
})

describe('devices', () => {
  it('links the app on each device in the comment and the deviceLinks output', async () => {
    const { host } = await preview({ action: 'opened' }, { devices: 'pixel7,\n pixel8pro' })
    const key = host.outputs.publicKey ?? ''
    expect(JSON.parse(host.outputs.deviceLinks ?? '')).toEqual({
      pixel7: `${APP_PAGES}/app/${key}?device=pixel7`,
      pixel8pro: `${APP_PAGES}/app/${key}?device=pixel8pro`
    })
    expect(comments()[0]?.body).toContain(
      `| pixel7 | default | [open](${APP_PAGES}/app/${key}?device=pixel7) |`
    )
  })

  it('refuses a typo before anything is written, suggesting the nearest id', async () => {
    const { failure } = await preview({ action: 'opened' }, { devices: 'pixel7, pixle8pro' })
    expect(failure?.kind).toBe('invalid-input')
    expect(failure?.message).toMatch(
      /"pixle8pro" in devices is not a device .* Did you mean "pixel8pro"\?/
    )
    expect(service.requests.map(request => request.path)).toEqual(['/v2/service/devices'])
    expect(github.requests).toEqual([])
  })

  it('refuses a device of the other platform', async () => {
    const { failure } = await preview({ action: 'opened' }, { devices: 'iphone15pro' })
    expect(failure?.message).toBe(
      '"iphone15pro" in devices is an iOS device, but the app\'s platform is android. Android devices: pixel7, pixel8pro, pixel6pro, galaxys23, galaxytabs8.'
    )
  })

  it('suggests the nearest device of the other platform, saying it is one', async () => {
    const { failure } = await preview({ action: 'opened' }, { devices: 'iphon15pro' })
    expect(failure?.message).toBe(
      '"iphon15pro" in devices is not a device the service offers. Did you mean "iphone15pro" — an iOS device? The app\'s platform is android. Android devices: pixel7, pixel8pro, pixel6pro, galaxys23, galaxytabs8.'
    )
    expect(service.requests.map(request => request.path)).toEqual(['/v2/service/devices'])
  })
})

describe('deployments', () => {
  it('records one live deployment per preview, linked to the app, and retires it on close', async () => {
    const given = { deploymentEnvironment: 'appetize-preview' }
    const opened = await preview({ action: 'opened' }, given)
    await preview({ action: 'synchronize' }, given)
    const [first, second] = github.deploymentsOf(REPOSITORY)
    expect(first?.payload).toEqual({ pullRequest: 12, previewName: 'android' })
    expect(first?.statuses.map(status => status.state)).toEqual(['success', 'inactive'])
    expect(second?.statuses.at(-1)).toMatchObject({
      state: 'success',
      environmentUrl: opened.host.outputs.appUrl,
      logUrl: 'https://github.com/acme/mobile-app/actions/runs/4242424242'
    })
    await preview({ action: 'closed' }, given)
    expect(second?.statuses.at(-1)?.state).toBe('inactive')
    // Then deleted, so the pull request and the Environments page do not fill up.
    expect(github.deploymentsOf(REPOSITORY)).toEqual([])
  })

  it('retires the deployments of the environment the record names, without the input', async () => {
    await preview({ action: 'opened' }, { deploymentEnvironment: 'appetize-preview' })
    await preview({ action: 'closed' })
    expect(github.requestsTo('deleteDeployment')).toHaveLength(1)
    expect(github.deploymentsOf(REPOSITORY)).toEqual([])
  })

  it('warns when the token may not write deployments, and the deploy succeeds', async () => {
    github.injectFault('createDeployment', {
      status: 403,
      body: '{"message":"Resource not accessible by integration"}'
    })
    const { succeeded, host } = await preview(
      { action: 'opened' },
      { deploymentEnvironment: 'appetize-preview' }
    )
    expect(succeeded).toBe(true)
    expect(host.warnings).toContainEqual(
      expect.objectContaining({
        title: 'Deployment not recorded',
        text: expect.stringContaining('deployments: write')
      })
    )
  })
})

describe('the comment', () => {
  it('is written when reading the app back fails, saying its name is not known', async () => {
    service.injectFault('read', { status: 500 }, 4)
    const { succeeded, host } = await preview({ action: 'opened' })
    expect(succeeded).toBe(true)
    // Told once, after the app was created and before its record is written.
    const lines = host.printed.map(each => ('title' in each ? each.title : each.text))
    const notRead = lines.indexOf('App not read back')
    expect(lines.filter(each => each === 'App not read back')).toHaveLength(1)
    expect(lines.findIndex(each => /^Created app /.test(each ?? ''))).toBeLessThan(notRead)
    expect(comments()[0]?.body).toContain('not known (the service could not be asked)')
  })

  it('escapes what the pull request and the service say', async () => {
    service.appMetadata = {
      ...service.appMetadata,
      name: '<img src=x onerror=alert(1)> [x](https://evil.example) @everyone'
    }
    await preview({ action: 'opened', headRef: 'feat/<script>alert(1)</script>|x' })
    const body = comments()[0]?.body ?? ''
    expect(body).not.toMatch(/<img|<script|\]\(https:\/\/evil/)
    expect(body).toContain('&lt;img src\\=x onerror\\=alert\\(1\\)&gt;')
    expect(body).toContain('@\u2060everyone')
  })
})

describe('dry run', () => {
  it('reads the comments and the device list, writes nothing, and shows the requests to both', async () => {
    const { host, succeeded } = await preview(
      { action: 'opened' },
      { dryRun: 'true', devices: 'pixel7', deploymentEnvironment: 'appetize-preview' }
    )
    expect(succeeded).toBe(true)
    expect(service.requests.map(request => request.method)).toEqual(['GET'])
    // The head is read before and after the build; the deployments, to find the earlier one a
    // run would mark inactive.
    expect(github.requests.map(request => request.route)).toEqual([
      'listComments',
      'getPullRequest',
      'getPullRequest',
      'listDeployments'
    ])
    const blocks = host.printed.filter(entry => entry.kind === 'block').map(entry => entry.text)
    expect(blocks.map(block => block.split('\n')[0])).toEqual([
      `POST ${github.url}/repos/acme/mobile-app/issues/12/comments`,
      `POST ${service.url}/v1/apps`,
      `PATCH ${github.url}/repos/acme/mobile-app/issues/comments/{new}`,
      `POST ${github.url}/repos/acme/mobile-app/issues/12/labels`,
      `POST ${github.url}/repos/acme/mobile-app/deployments`,
      `POST ${github.url}/repos/acme/mobile-app/deployments/{new}/statuses`
    ])
    // The comment a run would write, rendered as the run renders it, naming the planned app.
    expect(blocks[2]).toContain('publicKey=dry-run-new-app')
    expect(blocks[2]).toContain('### Preview: android')
    expect(blocks.join('\n')).not.toContain(WORKFLOW_TOKEN)
    expect(host.outputs).toEqual({})
  })

  it('shows the delete of the recorded app on close', async () => {
    const opened = await preview({ action: 'opened' })
    const { host } = await preview({ action: 'closed' }, { dryRun: 'true' })
    const blocks = host.printed.filter(entry => entry.kind === 'block').map(entry => entry.text)
    expect(blocks[0]?.split('\n')[0]).toBe(
      `DELETE ${service.url}/v1/apps/${opened.host.outputs.publicKey}`
    )
    expect(service.apps.has(opened.host.outputs.publicKey ?? '')).toBe(true)
  })

  it('shows the deployment it would mark inactive on close, and marks none', async () => {
    const given = { deploymentEnvironment: 'appetize-preview' }
    await preview({ action: 'opened' }, given)
    const [deployment] = github.deploymentsOf(REPOSITORY)
    const { host, succeeded } = await preview({ action: 'closed' }, { ...given, dryRun: 'true' })
    expect(succeeded).toBe(true)
    const blocks = host.printed.filter(entry => entry.kind === 'block').map(entry => entry.text)
    const retire = blocks.find(block => block.includes('/statuses'))
    expect(retire?.split('\n')[0]).toBe(
      `POST ${github.url}/repos/acme/mobile-app/deployments/${deployment?.id}/statuses`
    )
    expect(retire).toContain('"state": "inactive"')
    expect(deployment?.statuses.map(status => status.state)).toEqual(['success'])
  })
})

describe('inputs', () => {
  it.each([
    ['a push event', { eventName: 'push' }, {}, 'preview', /triggered by the push event/],
    ['publicKey', {}, { publicKey: DEFAULT_PUBLIC_KEY }, 'publicKey', /leave publicKey empty/],
    ['no build', {}, { url: '' }, 'file', /give file \(or url\)/],
    ['no platform', {}, { platform: '' }, 'platform', /needs its platform/],
    ['no GitHub token', {}, { githubToken: '' }, 'githubToken', /githubToken is empty/],
    ['a bad previewName', {}, { previewName: 'a b' }, 'previewName', /letters, digits/]
  ])('refuses %s before anything is sent', async (_case, event, given, input, message) => {
    const { host, ...outcome } = await runInProcess(
      { ...previewInputs(service), ...given },
      { ...pullRequestRun({ apiUrl: github.url }), ...event }
    )
    expect(outcome.failure?.kind).toBe('invalid-input')
    expect(host.errors[0]?.title).toBe(`Invalid input: ${input}`)
    expect(outcome.failure?.message).toMatch(message)
    expect(service.requests).toEqual([])
    expect(github.requests).toEqual([])
  })
})
