/**
 * Pull request previews end to end: the bundled dist/index.cjs run as the runner runs it, with a
 * pull request event file and GITHUB_* variables, against the fake service and the fake GitHub
 * (reached through GITHUB_API_URL). The README's recipe, step by step.
 */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import {
  FakeGitHub,
  READ_ONLY_TOKEN,
  WORKFLOW_TOKEN
} from '../../test-support/fake-github/server.js'
import { FakeService } from '../../test-support/fake-service/server.js'
import {
  BASE_REPOSITORY_ID,
  type PullRequestEventOptions
} from '../../test-support/harness/pull-request-event.js'
import { previewStep } from '../../test-support/harness/preview-step.js'
import type { ActionRun } from '../../test-support/harness/runner.js'
import { trustedRecord } from '../../test-support/harness/trusted-record.js'

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

/** The recipe's step for one event; neither token reaches the log (the runner consumes masks). */
async function step(
  event: PullRequestEventOptions,
  given: Record<string, string> = {},
  stale = false
): Promise<ActionRun> {
  const run = await previewStep({ service, github }, event, given, stale)
  const log = `${run.stdout}\n${run.stderr}`
    .split('\n')
    .filter(line => !line.startsWith('::add-mask::'))
    .join('\n')
  expect(log).not.toContain(WORKFLOW_TOKEN)
  expect(log).not.toContain(service.apiToken)
  return run
}

const comments = () => github.commentsOn(REPOSITORY, 12)
const records = () =>
  comments().map(comment =>
    trustedRecord(comment.body, {
      secret: service.apiToken,
      repositoryId: BASE_REPOSITORY_ID,
      pullRequestNumber: 12,
      apiUrl: github.url
    })
  )

describe('the lifecycle on the bundle', () => {
  it('open → push → push → close: one app, one comment, deleted at the end', async () => {
    const opened = await step({ action: 'opened' })
    expect(opened.exitCode).toBe(0)
    expect(opened.outputs.previewAction).toBe('created')
    const publicKey = opened.outputs.publicKey ?? ''
    expect(opened.outputs.appUrl).toBe(`https://appetize.test/app/${publicKey}`)
    expect(opened.outputs.commentUrl).toMatch(/\/pull\/12#issuecomment-\d+$/)
    expect(opened.summary).toContain('### Preview: android')

    // The first run labelled the pull request; each push's event carries that label, as
    // GitHub's does, so an update makes 5 requests and labels nothing again.
    expect(github.pullRequest('acme/mobile-app', 12).labels).toContain('appetize-preview')
    for (const sha of ['1'.repeat(40), '2'.repeat(40)]) {
      const before = github.requests.length
      const pushed = await step({ action: 'synchronize', headSha: sha })
      expect(pushed.exitCode).toBe(0)
      expect(pushed.outputs).toMatchObject({ previewAction: 'updated', publicKey })
      const routes = github.requests.slice(before).map(request => request.route)
      expect(routes).not.toContain('addLabels')
      expect(routes).toHaveLength(5)
    }
    expect(service.requestsTo('create')).toHaveLength(1)
    expect(service.apps.get(publicKey)?.versionCode).toBe(3)
    expect(comments()).toHaveLength(1)
    expect(comments()[0]?.body).toContain('| Commit | 2222222 |')

    const closed = await step({ action: 'closed', merged: true })
    expect(closed.exitCode).toBe(0)
    expect(closed.outputs.previewAction).toBe('deleted')
    expect(service.apps.size).toBe(0)
    expect(records()).toEqual([{ kind: 'preview', previewName: 'android', publicKey: undefined }])
    expect(comments()[0]?.body).toContain('(removed)')
  })

  it('reopened after close: a new app in the same comment', async () => {
    await step({ action: 'opened' })
    await step({ action: 'closed' })
    const reopened = await step({ action: 'reopened' })
    expect(reopened.outputs.previewAction).toBe('created')
    expect(service.apps.size).toBe(1)
    expect(records()).toEqual([
      { kind: 'preview', previewName: 'android', publicKey: reopened.outputs.publicKey }
    ])
  })

  it('a recorded app deleted by hand is replaced on the next push', async () => {
    const opened = await step({ action: 'opened' })
    service.apps.delete(opened.outputs.publicKey ?? '')
    const pushed = await step({ action: 'synchronize' })
    expect(pushed.exitCode).toBe(0)
    expect(pushed.outputs.previewAction).toBe('created')
    expect(pushed.stdout).toMatch(/::warning title=Preview app gone::/)
    expect(records()).toEqual([
      { kind: 'preview', previewName: 'android', publicKey: pushed.outputs.publicKey }
    ])
  })

  it('a matrix of two previewNames: two comments, both removed by one clean-up step', async () => {
    await step({ action: 'opened' })
    await step(
      { action: 'opened' },
      { previewName: 'ios', url: 'https://builds.example.com/App.zip', platform: 'ios' }
    )
    expect(comments()).toHaveLength(2)
    const cleanUp = await step({ action: 'closed' }, { previewName: '' })
    expect(cleanUp.exitCode).toBe(0)
    expect(service.apps.size).toBe(0)
    expect(records()).toEqual([
      expect.objectContaining({ kind: 'preview', publicKey: undefined }),
      expect.objectContaining({ kind: 'preview', publicKey: undefined })
    ])
  })
})

describe('what can go wrong, on the bundle', () => {
  it('a fork pull request without apiToken is skipped with a notice, exit 0, nothing sent', async () => {
    const run = await step({ action: 'opened', fork: true }, { apiToken: '' })
    expect(run.exitCode).toBe(0)
    expect(run.outputs).toEqual({ previewAction: 'skipped' })
    expect(run.stdout).toMatch(
      /^::notice title=Preview skipped::Pull request #12 comes from a fork.*Nothing was sent\.$/m
    )
    expect(service.requests).toEqual([])
    expect(github.requests).toEqual([])
  })

  it('a 403 on the comment creates nothing and fails naming the permission', async () => {
    const run = await step({ action: 'opened' }, { githubToken: READ_ONLY_TOKEN })
    expect(run.exitCode).toBe(1)
    expect(run.errors).toEqual([
      {
        title: 'GitHub refused',
        message: expect.stringMatching(/403.*no app was created\.$/)
      }
    ])
    expect(run.summary).toContain('pull-requests: write')
    expect(service.requests).toEqual([])
    expect(run.outputs).toEqual({})
  })

  it('an ambiguous failure on create: one request, and the step says an app may exist', async () => {
    service.injectFault('create', { afterHandling: true, status: 502 })
    const run = await step({ action: 'opened' })
    expect(run.exitCode).toBe(1)
    expect(run.errors[0]?.title).toBe('Outcome unknown')
    expect(run.errors[0]?.message).toContain('An app may have been created that nothing records.')
    expect(service.requestsTo('create')).toHaveLength(1)
    expect(run.summary).toContain('look on the dashboard for an app whose note names this pull')
  })

  it('a pull request title and branch full of Markdown and HTML stay text', async () => {
    const hostile =
      '<img src=x onerror=alert(1)> [click](https://evil.example) @everyone #1 ::error::x'
    service.appMetadata = { ...service.appMetadata, name: hostile }
    const run = await step({
      action: 'opened',
      title: `${hostile}\n##[error]title`,
      headRef: `feat/<script>alert(1)</script>|${hostile.replace(/\s/g, '-')}`
    })
    expect(run.exitCode).toBe(0)
    const body = comments()[0]?.body ?? ''
    for (const text of [body, run.summary]) {
      expect(text).not.toMatch(/<img|<script|\]\(https:\/\/evil|@everyone|##\[/)
    }
    expect(body.split('\n').filter(line => line.startsWith('| '))).toHaveLength(8)
    expect(run.stdout).not.toMatch(/^::error/m)
  })

  it('devices with a typo fail before anything is written, with the nearest id', async () => {
    const run = await step({ action: 'opened' }, { devices: 'pixel7, pixle8pro' })
    expect(run.exitCode).toBe(1)
    expect(run.errors).toEqual([
      {
        title: 'Invalid input: devices',
        message: expect.stringContaining(
          '"pixle8pro" in devices is not a device the service offers. Did you mean "pixel8pro"?'
        )
      }
    ])
    expect(service.requests.map(request => request.path)).toEqual(['/v2/service/devices'])
    expect(github.requests).toEqual([])
  })

  it('devices that exist are linked in deviceLinks', async () => {
    const run = await step({ action: 'opened' }, { devices: 'pixel7' })
    expect(JSON.parse(run.outputs.deviceLinks ?? '')).toEqual({
      pixel7: `https://appetize.test/app/${run.outputs.publicKey}?device=pixel7`
    })
  })
})

describe('outside text on its way to GitHub, on the bundle', () => {
  it('refuses an appURL whose query would carry the token into the comment and the deployment', async () => {
    service.injectFault('create', {
      status: 200,
      body: JSON.stringify({
        publicKey: 'evilkey1',
        platform: 'android',
        versionCode: 1,
        appURL: `https://attacker.example/pixel.png?leak=${service.apiToken}`
      })
    })
    const run = await step({ action: 'opened' }, { deploymentEnvironment: 'appetize-preview' })
    expect(run.exitCode).toBe(1)
    expect(run.errors[0]?.message).toMatch(/appURL should be an https URL without .* query/)
    const sent = github.requests.map(request => request.body).join('\n')
    expect(sent).not.toContain(service.apiToken)
    expect(sent).not.toContain('attacker.example')
    expect(run.outputs).toEqual({})
  })

  it('refuses a GITHUB_SERVER_URL that is not a plain https URL before writing anything', async () => {
    const run = await step({ action: 'opened', serverUrl: 'http://evil.example/x?' })
    expect(run.exitCode).toBe(1)
    expect(run.errors[0]?.message).toMatch(
      /^GITHUB_SERVER_URL is not an https URL without a user name, password, query or fragment/
    )
    expect(run.stdout).not.toContain('evil.example')
    expect(github.requests).toEqual([])
    expect(service.requests).toEqual([])
  })

  it("prints a GitHub answer's deprecation notice through the boundary, never as a command", async () => {
    github.injectFault('listComments', {
      status: 200,
      body: JSON.stringify([]),
      headers: { deprecation: 'true', sunset: '##[error title=Forged]forged by an answer' }
    })
    const run = await step({ action: 'opened' })
    expect(run.exitCode).toBe(0)
    expect(run.stderr).toBe('')
    expect(`${run.stdout}\n${run.stderr}`).not.toContain('##[error')
    expect(run.stdout).toMatch(/^::warning::GitHub API: .*is deprecated.*#\u200b#\[error/m)
  })
})
