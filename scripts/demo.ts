/**
 * `npm run demo`: starts the embedded fake service and the fake GitHub, runs the bundled action
 * against them as the runner does (an update with a build URL and settings, the IP blocks, then
 * a pull request preview opened, pushed and closed, then a scheduled sweep of previews left
 * behind) and prints the step outputs, the pull request comment as it would look, and the
 * sweep's job summary.
 */
import { FakeGitHub, WORKFLOW_TOKEN } from '../test-support/fake-github/server.js'
import { timestamp } from '../test-support/fake-github/records.js'
import { DEFAULT_PUBLIC_KEY, FakeService } from '../test-support/fake-service/server.js'
import {
  pullRequestEvent,
  pushEvent,
  type PullRequestEventOptions
} from '../test-support/harness/pull-request-event.js'
import { runAction, type ActionRun } from '../test-support/harness/runner.js'
import { seedPreview } from '../test-support/harness/seeded-previews.js'
import { workflowEvent } from '../test-support/harness/workflow-events.js'

const service = new FakeService({ appUrlBase: 'https://appetize.example', listNotes: true })
const github = new FakeGitHub()
const baseUrl = await service.start()
const apiUrl = await github.start()
console.log(`Fake service listening at ${baseUrl}, fake GitHub API at ${apiUrl}\n`)

function show(title: string, run: ActionRun): void {
  console.log(`=== ${title}: exit code ${run.exitCode}`)
  for (const error of run.errors) console.log(`error: ${error.title}: ${error.message}`)
  console.log('Step outputs:')
  for (const [name, value] of Object.entries(run.outputs)) console.log(`  ${name} = ${value}`)
  console.log()
}

try {
  const update = await runAction({
    apiToken: service.apiToken,
    publicKey: DEFAULT_PUBLIC_KEY,
    url: 'https://builds.example.com/ios/MyApp-1.4.2.zip?X-Amz-Signature=not-a-real-signature',
    platform: 'ios',
    note: 'demo build 1.4.2',
    settings:
      'timeout: 300\ndisableHome: true\nappPermissions:\n  run: public\n  debugLog: authenticated\n',
    baseUrl
  })
  show('Update the app with a build URL and settings', update)
  const request = service.requestsTo('update').at(-1)
  if (request) console.log(`The service received: POST ${request.path}\n${request.body}\n`)

  const ips = await runAction({ ipBlocks: 'true', baseUrl })
  show('Fetch the IP blocks', ips)

  console.log("--- A pull request preview (the README recipe's step), event by event ---\n")
  let exitCode = update.exitCode || ips.exitCode
  const steps: [string, PullRequestEventOptions][] = [
    ['Pull request #12 opened', { action: 'opened', headSha: 'a1b2c3d'.padEnd(40, '0') }],
    ['A push to it', { action: 'synchronize', headSha: 'e4f5a6b'.padEnd(40, '0') }],
    ['Merged and closed', { action: 'closed', merged: true }]
  ]
  for (const [title, event] of steps) {
    const closing = event.action === 'closed'
    pushEvent(github, event)
    const { env, cleanup } = await pullRequestEvent({ apiUrl, ...event })
    try {
      const run = await runAction(
        {
          preview: 'true',
          previewName: 'android',
          apiToken: service.apiToken,
          githubToken: WORKFLOW_TOKEN,
          baseUrl,
          url: closing ? '' : 'https://builds.example.com/android/app-debug.apk',
          platform: closing ? '' : 'android',
          devices: closing ? '' : 'pixel7, galaxys23'
        },
        { env }
      )
      show(title, run)
      exitCode ||= run.exitCode
    } finally {
      await cleanup()
    }
    const [comment] = github.commentsOn('acme/mobile-app', 12)
    console.log(
      `The pull request comment (${github.commentsOn('acme/mobile-app', 12).length} in all):`
    )
    console.log(indent(comment?.body ?? '(none)'))
  }
  console.log(
    `The service now holds ${service.apps.size} app(s): ${[...service.apps.keys()].join(', ')}\n`
  )

  console.log('--- A scheduled sweep (docs/previews-sweep.md), previewTtl 14d ---\n')
  const day = 86_400_000
  const now = Date.now()
  const updated = (days: number) => ({ updatedAt: timestamp(new Date(now - days * day)) })
  const seeded: [string, Parameters<typeof seedPreview>[2]][] = [
    ['open, deployed yesterday', { number: 21, deployedAt: now - day, pullRequest: updated(1) }],
    [
      'open, no deploy for 20 days',
      { number: 22, deployedAt: now - 20 * day, pullRequest: updated(20) }
    ],
    [
      'closed, but its close never ran',
      { number: 23, deployedAt: now - 3 * day, pullRequest: { state: 'closed', ...updated(2) } }
    ],
    [
      'closed, labelled keep-preview',
      {
        number: 24,
        deployedAt: now - 30 * day,
        pullRequest: { state: 'closed', labels: ['keep-preview'], ...updated(5) }
      }
    ],
    [
      'left "deploying" by a run that stopped',
      { number: 25, deploying: true, pullRequest: updated(4) }
    ]
  ]
  for (const [what, options] of seeded) {
    seedPreview(service, github, options)
    console.log(`  pull request #${options.number}: ${what}`)
  }
  const schedule = await workflowEvent({ eventName: 'schedule', apiUrl })
  try {
    const sweep = await runAction(
      {
        sweep: 'true',
        previewTtl: '14d',
        apiToken: service.apiToken,
        githubToken: WORKFLOW_TOKEN,
        baseUrl
      },
      { env: schedule.env }
    )
    console.log()
    show('Sweep the previews', sweep)
    console.log('The job summary, as text:')
    console.log(indent(asText(sweep.summary)))
    exitCode ||= sweep.exitCode
  } finally {
    await schedule.cleanup()
  }
  process.exitCode = exitCode
} finally {
  await Promise.all([service.stop(), github.stop()])
}

function indent(text: string): string {
  return text
    .trimEnd()
    .split('\n')
    .map(line => `    ${line}`)
    .join('\n')
    .concat('\n')
}

/** HTML of the job summary as lines of text, for the terminal. */
function asText(html: string): string {
  return html
    .replace(/<\/(h\d|p|tr|li)>/g, '\n')
    .replace(/<\/t[dh]>/g, ' | ')
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\n{2,}/g, '\n')
}
