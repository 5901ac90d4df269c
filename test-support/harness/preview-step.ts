/**
 * One run of the previews recipe's step (docs/previews.md) against the fakes: the bundled action
 * on a pull request event, with the build on every event but `closed`.
 */
import { WORKFLOW_TOKEN, type FakeGitHub } from '../fake-github/server.js'
import type { FakeService } from '../fake-service/server.js'
import { pullRequestEvent, pushEvent, type PullRequestEventOptions } from './pull-request-event.js'
import { runAction, type ActionRun } from './runner.js'

/**
 * Runs the step for `event`. The event's head is the pull request's head when the run starts,
 * unless `stale` (a run of an older push, after the pull request moved on). Its labels, unless
 * given, are the pull request's in the fake, as GitHub's event carries them when it fires.
 *
 * @param given inputs over the recipe's (`previewName: android`, a build URL, the fakes' tokens)
 */
export async function previewStep(
  fakes: { readonly service: FakeService; readonly github: FakeGitHub },
  event: PullRequestEventOptions,
  given: Record<string, string> = {},
  stale = false
): Promise<ActionRun> {
  const { service, github } = fakes
  if (!stale) pushEvent(github, event)
  // GitHub's event carries the labels the pull request has when it fires.
  const repository = event.repository ?? 'acme/mobile-app'
  const labels = event.labels ?? github.pullRequest(repository, event.number ?? 12).labels
  const pullRequest = await pullRequestEvent({ apiUrl: github.url, ...event, labels })
  const closing = event.action === 'closed'
  try {
    return await runAction(
      {
        preview: 'true',
        previewName: 'android',
        apiToken: service.apiToken,
        githubToken: WORKFLOW_TOKEN,
        baseUrl: service.url,
        url: closing ? '' : 'https://builds.example.com/app-debug.apk',
        platform: closing ? '' : 'android',
        ...given
      },
      { env: pullRequest.env }
    )
  } finally {
    await pullRequest.cleanup()
  }
}
