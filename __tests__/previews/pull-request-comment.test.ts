/**
 * `comment: true` for a plain update, in process: one sticky comment per app on the pull request,
 * edited in place on every deploy; the comment is best effort (the update already succeeded).
 */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import {
  FakeGitHub,
  READ_ONLY_TOKEN,
  WORKFLOW_TOKEN
} from '../../test-support/fake-github/server.js'
import { DEFAULT_PUBLIC_KEY, FakeService } from '../../test-support/fake-service/server.js'
import { runInProcess, updateInputs } from '../../test-support/harness/in-process.js'
import {
  pullRequestRun,
  type PullRequestEventOptions
} from '../../test-support/harness/pull-request-event.js'
import { parseMarker } from '../../src/features/previews/preview-record.js'

let service: FakeService
let github: FakeGitHub

beforeEach(async () => {
  service = new FakeService({ appUrlBase: 'https://appetize.test' })
  github = new FakeGitHub()
  await Promise.all([service.start(), github.start()])
})
afterEach(async () => {
  await Promise.all([service.stop(), github.stop()])
})

function deploy(given: Record<string, string> = {}, event: PullRequestEventOptions = {}) {
  return runInProcess(
    {
      apiToken: service.apiToken,
      publicKey: DEFAULT_PUBLIC_KEY,
      url: 'https://builds.example.com/App.zip?X-Amz-Signature=abcdef123456',
      baseUrl: service.url,
      comment: 'true',
      githubToken: WORKFLOW_TOKEN,
      ...given
    },
    pullRequestRun({ apiUrl: github.url, ...event })
  )
}

const comments = () => github.commentsOn('acme/mobile-app', 12)

describe('comment: true', () => {
  it('keeps one comment for the app, edited in place on every deploy', async () => {
    const first = await deploy({ devices: 'iphone15pro' })
    const second = await deploy({}, { action: 'synchronize', headSha: 'c'.repeat(40) })
    expect(first.succeeded && second.succeeded).toBe(true)
    expect(comments()).toHaveLength(1)
    const body = comments()[0]?.body ?? ''
    expect(parseMarker(body)).toEqual({ kind: 'update', publicKey: DEFAULT_PUBLIC_KEY })
    expect(body).toContain('### App updated')
    expect(body).toContain('| versionCode | 3 |')
    expect(body).toContain('| Commit | ccccccc |')
    // The build URL's signature is never shown.
    expect(body).toContain(
      '| Build | https\\:\u2060\\/\\/builds\\.example\\.com\\/App\\.zip\\?\\*\\*\\* |'
    )
    expect(body).not.toContain('abcdef123456')
    expect(first.host.outputs.commentUrl).toBe(second.host.outputs.commentUrl)
    expect(first.host.outputs.deviceLinks).toBe(
      JSON.stringify({
        iphone15pro: `https://appetize.test/app/${DEFAULT_PUBLIC_KEY}?device=iphone15pro`
      })
    )
    expect(first.host.outputs.previewAction).toBeUndefined()
    // The job summary gets the comment's content, and links the comment.
    expect(second.host.summary).toContain('App updated')
    expect(second.host.summary).toContain(`href="${second.host.outputs.commentUrl}"`)
    expect(second.host.summary).not.toContain('abcdef123456')
  })

  it('warns, and the update succeeds, when the token may not comment', async () => {
    const { succeeded, host } = await deploy({ githubToken: READ_ONLY_TOKEN })
    expect(succeeded).toBe(true)
    expect(host.outputs.versionCode).toBe('2')
    expect(host.outputs.commentUrl).toBeUndefined()
    expect(host.warnings).toContainEqual(
      expect.objectContaining({
        title: 'Comment not written',
        text: expect.stringContaining('pull-requests: write')
      })
    )
  })

  it('is an input error outside a pull request, before anything is sent', async () => {
    const outcome = await runInProcess(
      { ...updateInputs(service), comment: 'true', githubToken: WORKFLOW_TOKEN },
      { ...pullRequestRun({ apiUrl: github.url }), eventName: 'push' }
    )
    expect(outcome.failure?.message).toMatch(/^comment is true, which works on pull requests only/)
    expect(service.requests).toEqual([])
  })
})

describe('devices on a plain update', () => {
  it('sets deviceLinks without any GitHub access', async () => {
    const { succeeded, host } = await runInProcess({
      ...updateInputs(service),
      devices: 'iphone14'
    })
    expect(succeeded).toBe(true)
    expect(JSON.parse(host.outputs.deviceLinks ?? '')).toEqual({
      iphone14: `https://appetize.test/app/${DEFAULT_PUBLIC_KEY}?device=iphone14`
    })
    expect(host.summary).toContain(
      `<tr><td><code>iphone14</code></td><td>default</td><td><a href="https://appetize.test/app/${DEFAULT_PUBLIC_KEY}?device=iphone14">open</a></td></tr>`
    )
    expect(github.requests).toEqual([])
  })

  it.each([
    ['previewName', { previewName: 'android' }],
    ['deploymentEnvironment', { deploymentEnvironment: 'x' }]
  ])('refuses %s without preview', async (input, given) => {
    const { host, failure } = await runInProcess({ ...updateInputs(service), ...given })
    expect(host.errors[0]?.title).toBe(`Invalid input: ${input}`)
    expect(failure?.message).toMatch(/preview is not true/)
  })
})
