/**
 * Pull-request previews on Bitbucket Cloud, end to end on the installed tool (the packed tarball)
 * with Bitbucket Pipelines' variables, against the fake service and the fake Bitbucket: the first
 * pipeline, a push, the manual delete (twice), `[keep-preview]`, a step outside a pull-request
 * pipeline, hostile titles and branch names, the build status, and the request budget. What is
 * asserted is what a user sees: the apps on the service, the one comment on the pull request, the
 * build status, the result on stdout, the exit status, the messages on stderr.
 */
import { afterEach, beforeAll, beforeEach, describe, expect, it } from '@jest/globals'
import { ACCESS_TOKEN, BOT_ACCOUNT } from '../../test-support/fake-bitbucket/server.js'
import {
  type BitbucketFakes,
  branchStep,
  FULL_NAME,
  installTool,
  type InstalledTool,
  PREVIEW_BUILD,
  pullRequestStep,
  resultOf,
  startBitbucketFakes,
  stopBitbucketFakes,
  visibleComments
} from '../../test-support/harness/bitbucket-pipeline.js'
import { renderGfm } from '../../test-support/harness/gfm.js'

const [FIRST, SECOND] = ['1a'.repeat(20), '2b'.repeat(20)]
const DELETE = ['preview', '--delete', '--preview-name', 'android']

let tool: InstalledTool
let fakes: BitbucketFakes
beforeAll(async () => {
  tool = await installTool()
}, 600_000)
beforeEach(async () => {
  fakes = await startBitbucketFakes({ service: { apps: {} } })
  fakes.bitbucket.addPullRequest(FULL_NAME, 7, {
    sha: FIRST,
    sourceBranch: 'feature/login',
    title: 'Log in with a passkey'
  })
})
afterEach(() => stopBitbucketFakes(fakes))

const comments = () => visibleComments(fakes.bitbucket)
const apps = () => [...fakes.service.apps.keys()]
/** Requests to Bitbucket but the build status's. */
const reviewRequests = () =>
  fakes.bitbucket.requests.filter(request => request.route !== 'createStatus')
const writesToBitbucket = () => fakes.bitbucket.requests.filter(request => request.method !== 'GET')
const sentToService = () => fakes.service.requests.filter(request => request.method !== 'GET')

function previewStep(options: Parameters<typeof pullRequestStep>[1] = {}, args: string[] = []) {
  return tool.run(['preview', ...PREVIEW_BUILD, ...args], pullRequestStep(fakes, options))
}

function push(sha: string) {
  fakes.bitbucket.moveHead(FULL_NAME, 7, sha)
  return previewStep()
}

describe('the pull-request step', () => {
  it('a first pipeline creates one app and one comment by the token, the record out of sight', async () => {
    const run = await previewStep()
    expect(run.stderr).not.toMatch(/error/i)
    expect(run.exitCode).toBe(0)
    const result = resultOf(run)
    expect(result).toMatchObject({ previewAction: 'created', platform: 'android', versionCode: 1 })
    const publicKey = String(result.publicKey)
    expect(apps()).toEqual([publicKey])
    expect(fakes.service.apps.get(publicKey)?.fields.note).toBe(
      `${FULL_NAME}#7 @ ${FIRST.slice(0, 7)}`
    )
    expect(comments()).toHaveLength(1)
    const [comment] = comments()
    expect(comment?.author).toBe(BOT_ACCOUNT.uuid)
    expect(comment?.raw).toContain(String(result.appUrl))
    expect(comment?.raw).toContain(FIRST.slice(0, 7))
    // Bitbucket escapes HTML: the record is an empty link, which renders as nothing.
    expect(comment?.raw).not.toContain('<!--')
    // Nor any other tag: a reader would see it as text (the small print is in italics).
    expect(comment?.raw).not.toMatch(/<\/?[a-z][^>]*>/i)
    expect(comment?.raw.split('\n')[0]).toMatch(/^\[\]\(http:\/\/appetize-deploy-action\/\S+\)$/)
    const shown = renderGfm(comment?.raw ?? '').replace(/<[^>]*>/g, '')
    expect(shown).not.toContain('appetize-deploy-action')
    expect(shown).not.toContain('sig')
    // The comment says when the app goes on Bitbucket.
    expect(shown).toContain('at the sweep after a merge or decline')
    expect(shown).not.toMatch(/when the pull request closes/)
    expect(result.commentUrl).toBe(
      `${new URL(fakes.bitbucket.url).origin}/${FULL_NAME}/pull-requests/7/_/diff#comment-${comment?.id}`
    )
    for (const text of [comment?.raw ?? '', run.stdout, run.stderr]) {
      expect(text).not.toContain(ACCESS_TOKEN)
      expect(text).not.toContain(fakes.service.apiToken)
    }
    for (const request of fakes.bitbucket.requests) {
      expect(request.headers.authorization).toBe(`Bearer ${ACCESS_TOKEN}`)
    }
    // The request budget: at most 8 to Bitbucket, the build status on top; never GET /user.
    expect(reviewRequests().length).toBeLessThanOrEqual(8)
    expect(fakes.bitbucket.requestsTo('user')).toEqual([])
  })

  it('sets the build status on the head: the app link, SUCCESSFUL, one key per preview', async () => {
    const { appUrl } = resultOf(await previewStep())
    const [status] = [...fakes.bitbucket.statuses.values()]
    expect(status).toMatchObject({
      commit: FIRST,
      state: 'SUCCESSFUL',
      url: appUrl,
      name: 'Appetize preview (android)'
    })
    expect(fakes.bitbucket.requestsTo('createStatus')).toHaveLength(1)
    await previewStep({}, ['--preview-name', 'ios'])
    expect(new Set([...fakes.bitbucket.statuses.values()].map(s => s.key)).size).toBe(2)
  })

  it('a push updates the same app and edits the same comment, in at most 5 requests', async () => {
    const first = resultOf(await previewStep())
    const [comment] = comments()
    fakes.bitbucket.requests.length = 0
    const run = await push(SECOND)
    expect(run.exitCode).toBe(0)
    expect(resultOf(run)).toMatchObject({
      previewAction: 'updated',
      publicKey: first.publicKey,
      versionCode: 2,
      commentUrl: first.commentUrl
    })
    expect(apps()).toEqual([first.publicKey])
    expect(comments().map(c => c.id)).toEqual([comment?.id])
    expect(comments()[0]?.raw).toContain(SECOND.slice(0, 7))
    expect(comments()[0]?.raw).not.toContain(FIRST.slice(0, 7))
    expect(reviewRequests().length).toBeLessThanOrEqual(5)
    expect([...fakes.bitbucket.statuses.values()].find(s => s.commit === SECOND)?.state).toBe(
      'SUCCESSFUL'
    )
  })

  it('gives the app link and the action with --output dotenv', async () => {
    const run = await previewStep({}, ['--output', 'dotenv'])
    expect(run.exitCode).toBe(0)
    expect(run.stdout.split('\n')).toContain('APPETIZE_PREVIEW_ACTION=created')
    expect(run.stdout).toMatch(/^APPETIZE_APP_URL=.*appetize\.example\/app\//m)
  })

  it('a declined, or superseded, pull request is skipped: nothing created, nothing written', async () => {
    for (const state of ['DECLINED', 'SUPERSEDED'] as const) {
      fakes.bitbucket.addPullRequest(FULL_NAME, 7, { state })
      const run = await previewStep()
      expect(run.exitCode).toBe(0)
      expect(resultOf(run)).toMatchObject({ previewAction: 'skipped' })
    }
    expect(sentToService()).toEqual([])
    expect(writesToBitbucket()).toEqual([])
  })

  it('outside a pull-request pipeline: exit 2 before any request, naming pull-requests:', async () => {
    const run = await tool.run(['preview', ...PREVIEW_BUILD], branchStep(fakes))
    expect(run.exitCode).toBe(2)
    expect(run.stderr).toContain('pull-requests:')
    expect(fakes.bitbucket.requests).toEqual([])
    expect(fakes.service.requests).toEqual([])
  })

  it('in a run that names GitLab too: exit 2 before any request, naming what chooses', async () => {
    const run = await tool.run(['preview', ...PREVIEW_BUILD], {
      ...pullRequestStep(fakes),
      GITLAB_CI: 'true'
    })
    expect(run.exitCode).toBe(2)
    expect(run.stderr).toContain('BITBUCKET_BUILD_NUMBER')
    expect(run.stderr).toContain('GITLAB_CI')
    expect(fakes.bitbucket.requests).toEqual([])
    expect(fakes.service.requests).toEqual([])
  })

  it('refuses a --commit shorter than 12 hex digits before any request', async () => {
    const run = await previewStep({}, ['--commit', FIRST.slice(0, 7)])
    expect(run.exitCode).toBe(2)
    expect(run.stderr).toContain('12 hex digits')
    expect(fakes.bitbucket.requests).toEqual([])
  })
})

describe('the manual delete', () => {
  it('deletes the app, says so in the comment and stops the status; run again, still success', async () => {
    const { publicKey } = resultOf(await previewStep())
    fakes.bitbucket.requests.length = 0
    const run = await tool.run(DELETE, pullRequestStep(fakes))
    expect(run.exitCode).toBe(0)
    expect(resultOf(run)).toMatchObject({ previewAction: 'deleted' })
    expect(apps()).toEqual([])
    expect(comments()).toHaveLength(1)
    expect(comments()[0]?.raw).not.toContain(`https://appetize.example/app/${String(publicKey)}`)
    expect(comments()[0]?.raw).toContain('(removed)')
    // No environment was stopped: it went by hand, and says so in Bitbucket's words.
    expect(comments()[0]?.raw).toContain('was deleted when `preview --delete` was run by hand')
    expect(comments()[0]?.raw).not.toMatch(/stopped|reopened/)
    expect(comments()[0]?.raw).not.toMatch(/<\/?[a-z][^>]*>/i)
    expect(reviewRequests().length).toBeLessThanOrEqual(5)
    const [status] = [...fakes.bitbucket.statuses.values()]
    expect(status?.state).toBe('STOPPED')
    expect(status?.url).not.toContain('appetize.example')

    const again = await tool.run(DELETE, pullRequestStep(fakes))
    expect(again.exitCode).toBe(0)
    expect(resultOf(again)).toMatchObject({ previewAction: 'deleted' })
    expect(again.stderr).toMatch(/nothing to delete|already (deleted|gone|removed)|no app/i)
    expect(fakes.service.requestsTo('delete')).toHaveLength(1)
    expect(comments()).toHaveLength(1)
  })

  it('by hand in a custom pipeline, given the pull request by --pull-request', async () => {
    await previewStep()
    const run = await tool.run(
      [...DELETE, '--pull-request', '7'],
      branchStep(fakes, { variables: { PR_ID: '7' } })
    )
    expect(run.exitCode).toBe(0)
    expect(resultOf(run)).toMatchObject({ previewAction: 'deleted' })
    expect(apps()).toEqual([])
  })

  it('keeps the app of a pull request whose title carries [Keep-Preview], and says so', async () => {
    const { publicKey } = resultOf(await previewStep())
    fakes.bitbucket.addPullRequest(FULL_NAME, 7, { title: 'Checkout [Keep-Preview]' })
    const run = await tool.run([...DELETE, '--keep-label', 'keep-preview'], pullRequestStep(fakes))
    expect(run.exitCode).toBe(0)
    expect(resultOf(run)).toMatchObject({ previewAction: 'kept' })
    expect(apps()).toEqual([publicKey])
  })
})

describe('untrusted text', () => {
  it('a hostile title and branch become no mention, link, image, heading, table or emoji', async () => {
    const hostile =
      '@{557058:1234} :x: # Heading | a | b | ![i](https://evil.example/i.png) [l](https://evil.example) <b>x</b>'
    fakes.bitbucket.addPullRequest(FULL_NAME, 7, {
      title: hostile,
      sourceBranch: 'fix/@{557058:1234}-:fire:-[l](https://evil.example)'
    })
    const run = await previewStep()
    expect(run.exitCode).toBe(0)
    const raw = comments()[0]?.raw ?? ''
    expect(raw).not.toContain('@{')
    expect(raw).not.toMatch(/:x:|:fire:/)
    const html = renderGfm(raw)
    expect(html).not.toContain('evil.example/i.png"')
    expect(html).not.toContain('href="https://evil.example"')
    expect(html).not.toMatch(/<img|<h1|<b>/)
    // The tool's own headings only: none of the title's.
    for (const line of raw.split('\n')) expect(line).not.toMatch(/^\s*#.*Heading/)
    for (const status of fakes.bitbucket.statusWrites) {
      expect(status.name).not.toContain('@{')
      expect(status.name).not.toContain('evil')
    }
  })
})
