/**
 * The previews' requests to the review platform (docs/performance.md), counted on the fakes with
 * a bundle run as users run it: the action (`<bundle>/index.cjs`) on pull request events against
 * the fake GitHub, and the command-line tool (`<bundle>/cli/index.cjs`) in a merge request
 * pipeline against the fake GitLab. A first preview, an update (a push) and a delete (the closed
 * event; `preview --delete`), on a clean run: no retry, comments on one page, no
 * `deploymentEnvironment`. Prints a Markdown table.
 *
 *   node scripts/node24.mjs --import tsx scripts/preview-requests.ts [bundle folder, default dist]
 *
 * An earlier commit's figures: `git worktree add /tmp/before <commit>` (a commit's bundle is
 * committed with it; else `npm run package` there), then pass `/tmp/before/dist`.
 */
import { spawn } from 'node:child_process'
import { join, resolve } from 'node:path'
import { FakeGitHub, WORKFLOW_TOKEN } from '../test-support/fake-github/server.js'
import { FAKE_PROJECT } from '../test-support/fake-gitlab/server.js'
import { FakeService } from '../test-support/fake-service/server.js'
import {
  mergeRequestJob,
  PREVIEW_BUILD,
  startGitLabFakes,
  stopGitLabFakes
} from '../test-support/harness/gitlab-pipeline.js'
import {
  pullRequestEvent,
  pushEvent,
  type PullRequestEventOptions
} from '../test-support/harness/pull-request-event.js'
import { runAction } from '../test-support/harness/runner.js'

const bundle = resolve(process.argv[2] ?? 'dist')
const REPOSITORY = 'acme/mobile-app'

/** Requests to GitHub for a first preview, an update and a delete, by the action. */
async function onGitHub(): Promise<number[]> {
  const service = new FakeService({ apps: {} })
  const github = new FakeGitHub()
  await Promise.all([service.start(), github.start()])
  const step = async (event: PullRequestEventOptions): Promise<number> => {
    pushEvent(github, event)
    // The event carries the labels the pull request has when it fires (a first run's label too).
    const labels = github.pullRequest(REPOSITORY, 12).labels
    const { env, cleanup } = await pullRequestEvent({ apiUrl: github.url, labels, ...event })
    const closing = event.action === 'closed'
    const before = github.requests.length
    const run = await runAction(
      {
        preview: 'true',
        previewName: 'android',
        apiToken: service.apiToken,
        githubToken: WORKFLOW_TOKEN,
        baseUrl: service.url,
        url: closing ? '' : 'https://builds.example.com/app-debug.apk',
        platform: closing ? '' : 'android'
      },
      { env, entry: join(bundle, 'index.cjs') }
    ).finally(cleanup)
    if (run.exitCode !== 0) throw new Error(`The action failed:\n${run.stdout}${run.stderr}`)
    return github.requests.length - before
  }
  try {
    return [
      await step({ action: 'opened' }),
      await step({ action: 'synchronize', headSha: 'b'.repeat(40) }),
      await step({ action: 'closed' })
    ]
  } finally {
    await Promise.all([service.stop(), github.stop()])
  }
}

/** Requests to GitLab for a first preview, an update and `preview --delete`, by the CLI. */
async function onGitLab(): Promise<number[]> {
  const fakes = await startGitLabFakes({ service: { apps: {} } })
  const job = async (args: string[]): Promise<number> => {
    const before = fakes.gitlab.requests.length
    const env = { PATH: process.env.PATH ?? '', HOME: '/tmp', ...mergeRequestJob(fakes) }
    const child = spawn(process.execPath, [join(bundle, 'cli', 'index.cjs'), ...args], { env })
    let log = ''
    child.stderr.on('data', (text: Buffer) => (log += text.toString()))
    const code = await new Promise(done => child.on('close', done))
    if (code !== 0) throw new Error(`appetize-deploy ${args.join(' ')} failed:\n${log}`)
    return fakes.gitlab.requests.length - before
  }
  try {
    const first = await job(['preview', ...PREVIEW_BUILD])
    fakes.gitlab.moveHead(FAKE_PROJECT.id, 7, 'b'.repeat(40))
    const update = await job(['preview', ...PREVIEW_BUILD])
    return [first, update, await job(['preview', '--delete', '--platform', 'android'])]
  } finally {
    await stopGitLabFakes(fakes)
  }
}

const [github, gitlab] = [await onGitHub(), await onGitLab()]
const operations = ['first preview', 'update', 'delete']
console.log(`Requests to the review platform, ${bundle}:\n`)
console.log('| Platform | Operation     | Requests |')
console.log('| -------- | ------------- | -------: |')
for (const [platform, counts] of [
  ['GitHub', github],
  ['GitLab', gitlab]
] as const) {
  counts.forEach((count, index) => {
    console.log(
      `| ${platform}   | ${(operations[index] ?? '').padEnd(13)} | ${String(count).padStart(8)} |`
    )
  })
}
