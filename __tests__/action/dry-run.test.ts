/**
 * A dry run runs each operation's one `run()` with clients that record its writes: for every
 * operation kind, only reads reach the fake service and the fake GitHub (which record every
 * request they get), nothing they hold changes, and each write a real run would send is shown.
 */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { FakeGitHub, WORKFLOW_TOKEN } from '../../test-support/fake-github/server.js'
import { DEFAULT_PUBLIC_KEY, FakeService } from '../../test-support/fake-service/server.js'
import {
  runInProcess,
  runPreview,
  updateInputs,
  type InProcessRun
} from '../../test-support/harness/in-process.js'
import {
  pullRequestRun,
  type PullRequestEventOptions
} from '../../test-support/harness/pull-request-event.js'

const REPOSITORY = 'acme/mobile-app'
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

const preview = (event: PullRequestEventOptions, given: Record<string, string> = {}) =>
  runPreview(service, github, event, given)

/** What the fakes hold: a dry run must leave it as it was. */
function state(): string {
  return JSON.stringify({
    apps: [...service.apps],
    comments: github.commentsOn(REPOSITORY, 12),
    deployments: github.deploymentsOf(REPOSITORY)
  })
}

/**
 * Runs `dryRun` after forgetting the requests of the runs before it, and checks that only reads
 * reached the fakes and that they hold what they held.
 *
 * @returns the first line (method and URL) of each request the dry run shows
 */
async function expectOnlyReads(dryRun: () => Promise<InProcessRun>): Promise<string[]> {
  service.requests.length = 0
  github.requests.length = 0
  const before = state()
  const run = await dryRun()
  expect(run.failure).toBeUndefined()
  expect(run.host.outputs).toEqual({})
  const writes = [
    ...service.requests.filter(request => request.method !== 'GET'),
    // The GraphQL query that asks who the token is: a POST that reads.
    ...github.requests.filter(request => request.method !== 'GET' && request.route !== 'graphql')
  ]
  expect(writes.map(request => `${request.method} ${request.path}`)).toEqual([])
  expect(state()).toBe(before)
  expect(run.host.summary).toContain('dry run')
  return run.host.printed
    .filter(entry => entry.kind === 'block')
    .map(entry => entry.text.split('\n')[0] ?? '')
}

describe('a dry run sends no write', () => {
  it('for check-devices, fetch-ip-blocks, update-app and update-comment', async () => {
    const shown = await expectOnlyReads(() =>
      runInProcess(
        {
          ...updateInputs(service),
          devices: 'iphone15pro',
          ipBlocks: 'true',
          comment: 'true',
          githubToken: WORKFLOW_TOKEN,
          dryRun: 'true'
        },
        pullRequestRun({ apiUrl: github.url })
      )
    )
    expect(shown).toEqual([
      `GET ${service.url}/v2/service/ips`,
      `POST ${service.url}/v1/apps/${DEFAULT_PUBLIC_KEY}`,
      `POST ${github.url}/repos/${REPOSITORY}/issues/12/comments`
    ])
  })

  it('for update-app with a build from disk', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'dry-run-build-'))
    try {
      await writeFile(join(folder, 'a.apk'), 'PK\u0003\u0004 not really an apk')
      const shown = await expectOnlyReads(() =>
        runInProcess({ ...updateInputs(service), file: join(folder, 'a.apk'), dryRun: 'true' })
      )
      expect(shown).toEqual([`POST ${service.url}/v1/apps/${DEFAULT_PUBLIC_KEY}`])
    } finally {
      await rm(folder, { recursive: true, force: true })
    }
  })

  it('for deploy-preview creating an app', async () => {
    const given = { deploymentEnvironment: 'appetize-preview', dryRun: 'true' }
    const shown = await expectOnlyReads(() => preview({ action: 'opened' }, given))
    expect(shown).toEqual([
      `POST ${github.url}/repos/${REPOSITORY}/issues/12/comments`,
      `POST ${service.url}/v1/apps`,
      `PATCH ${github.url}/repos/${REPOSITORY}/issues/comments/{new}`,
      `POST ${github.url}/repos/${REPOSITORY}/issues/12/labels`,
      `POST ${github.url}/repos/${REPOSITORY}/deployments`,
      `POST ${github.url}/repos/${REPOSITORY}/deployments/{new}/statuses`
    ])
  })

  it('for deploy-preview updating the recorded app', async () => {
    const given = { deploymentEnvironment: 'appetize-preview' }
    const opened = await preview({ action: 'opened' }, given)
    const [comment] = github.commentsOn(REPOSITORY, 12)
    const [deployment] = github.deploymentsOf(REPOSITORY)
    const shown = await expectOnlyReads(() =>
      preview({ action: 'synchronize' }, { ...given, dryRun: 'true' })
    )
    expect(shown).toEqual([
      `POST ${service.url}/v1/apps/${opened.host.outputs.publicKey}`,
      `PATCH ${github.url}/repos/${REPOSITORY}/issues/comments/${comment?.id}`,
      `POST ${github.url}/repos/${REPOSITORY}/deployments`,
      `POST ${github.url}/repos/${REPOSITORY}/deployments/{new}/statuses`,
      `POST ${github.url}/repos/${REPOSITORY}/deployments/${deployment?.id}/statuses`
    ])
  })

  it('for remove-previews', async () => {
    const given = { deploymentEnvironment: 'appetize-preview' }
    const opened = await preview({ action: 'opened' }, given)
    const [comment] = github.commentsOn(REPOSITORY, 12)
    const [deployment] = github.deploymentsOf(REPOSITORY)
    const closed = { action: 'closed' }
    let run: InProcessRun | undefined
    const shown = await expectOnlyReads(async () => {
      run = await preview(closed, { ...given, dryRun: 'true' })
      return run
    })
    expect(shown).toEqual([
      `DELETE ${service.url}/v1/apps/${opened.host.outputs.publicKey}`,
      `PATCH ${github.url}/repos/${REPOSITORY}/issues/comments/${comment?.id}`,
      `POST ${github.url}/repos/${REPOSITORY}/deployments/${deployment?.id}/statuses`,
      `DELETE ${github.url}/repos/${REPOSITORY}/deployments/${deployment?.id}`
    ])
    // What a person reads says what would happen, not what did.
    expect(run?.host.log).toContainEqual(
      `Dry run: app ${opened.host.outputs.publicKey} (preview android) would be deleted.`
    )
    expect(run?.host.log.join('\n')).not.toMatch(/^Deleted app/m)
  })

  it('for skip-preview', async () => {
    const shown = await expectOnlyReads(() =>
      preview({ action: 'opened', fork: true }, { apiToken: '', dryRun: 'true' })
    )
    expect(shown).toEqual([])
    expect(service.requests).toEqual([])
    expect(github.requests).toEqual([])
  })
})
