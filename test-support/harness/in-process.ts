/**
 * Runs of the core in process (src/app/run.ts) on a RecordingHost, and the inputs most of them
 * start from, so that a test lists only the inputs it is about.
 */
import { WORKFLOW_TOKEN, type FakeGitHub } from '../fake-github/server.js'
import { DEFAULT_PUBLIC_KEY, type FakeService } from '../fake-service/server.js'
import { gitHubReviewPort, type GitHubRun } from '../../src/github/review-port.js'
import { runAction, type RunOutcome } from '../../src/app/run.js'
import { inputReader } from './inputs.js'
import { pullRequestRun, pushEvent, type PullRequestEventOptions } from './pull-request-event.js'
import { RecordingHost } from './recording-host.js'

/** How a run ended, and the host that recorded what it printed and set. */
export interface InProcessRun extends RunOutcome {
  readonly host: RecordingHost
}

/**
 * Runs the core once on a fresh RecordingHost.
 *
 * @param given input values by action.yml name; the others take action.yml's defaults
 * @param github the GitHub run the review port reads (see test-support/harness/pull-request-event.ts `pullRequestRun`)
 */
export async function runInProcess(
  given: Record<string, string>,
  github?: GitHubRun
): Promise<InProcessRun> {
  const host = new RecordingHost()
  const review = gitHubReviewPort(() => Promise.resolve(github))
  return { host, ...(await runAction(inputReader(given), host, { review })) }
}

/** The inputs of a plain update of the default app on `service`: its token and a note. */
export function updateInputs(service: FakeService): Record<string, string> {
  return {
    apiToken: service.apiToken,
    publicKey: DEFAULT_PUBLIC_KEY,
    note: 'n',
    baseUrl: service.url
  }
}

/** The inputs of a preview of an Android build (by URL) on `service`, with the workflow token. */
export function previewInputs(service: FakeService): Record<string, string> {
  return {
    preview: 'true',
    apiToken: service.apiToken,
    githubToken: WORKFLOW_TOKEN,
    baseUrl: service.url,
    url: 'https://builds.example.com/app-debug.apk',
    platform: 'android'
  }
}

/**
 * One preview run of the step for a pull request event against both fakes, as the README's
 * recipe configures it; a closing run is given no build (neither `url` nor `platform`). The
 * event's head is the pull request's head when the run starts (`pushEvent`), unless `stale`:
 * a run of an older push, after the pull request moved on. Its labels, unless given, are the
 * pull request's in the fake, as GitHub's event carries them when it fires.
 */
export function runPreview(
  service: FakeService,
  github: FakeGitHub,
  event: PullRequestEventOptions = {},
  given: Record<string, string> = {},
  stale = false
): Promise<InProcessRun> {
  const closing: Record<string, string> = event.action === 'closed' ? { url: '', platform: '' } : {}
  if (!stale) pushEvent(github, event)
  const repository = event.repository ?? 'acme/mobile-app'
  const labels = event.labels ?? github.pullRequest(repository, event.number ?? 12).labels
  return runInProcess(
    { ...previewInputs(service), ...closing, ...given },
    pullRequestRun({ apiUrl: github.url, ...event, labels })
  )
}
