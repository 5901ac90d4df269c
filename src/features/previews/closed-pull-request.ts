/**
 * A re-run of an earlier workflow run carries that run's event: a `synchronize` payload that says
 * "open" although the pull request has closed since. Its close event has run already, so an app
 * created now would never be deleted. Before creating, the pull request's state is therefore
 * read from GitHub now; updating a recorded app needs no such read (the close deletes that app).
 *
 * https://docs.github.com/rest/pulls/pulls#get-a-pull-request
 */
import { reviewWarning } from './review-failures.js'
import { escapeHtml } from '../../shared/html.js'
import type { Host } from '../../shared/host.js'
import type { OperationResult } from '../handler.js'
import type { PullRequestSession } from './pull-request-session.js'

/**
 * True when GitHub says the pull request is closed now (merged or not). When the read fails the
 * answer is false, with a warning: the state is only a guard against a rare re-run, and failing
 * every first push of a pull request while GitHub stumbles would cost more than the app a re-run
 * might leave behind (which the README says how to delete).
 */
export async function closedNow(session: PullRequestSession, host: Host): Promise<boolean> {
  try {
    const { state } = await session.api.getPullRequestState(session.repository, session.number)
    return state === 'closed'
  } catch (error) {
    host.warning(
      reviewWarning(error, 'the preview app is created as if the pull request were open'),
      'Pull request state unknown'
    )
    return false
  }
}

/** Why nothing is created for a pull request closed now (a notice, not a failure). */
export function closedReason(pullNumber: number): string {
  return `pull request #${pullNumber} is closed now: no preview app is created (a re-run of an earlier push?)`
}

/** The result of a run that created nothing: `previewAction=skipped`, a notice and its section. */
export function skipClosed(pullNumber: number, host: Host): OperationResult {
  const reason = closedReason(pullNumber)
  host.notice(`No preview: ${reason}.`, 'Preview skipped')
  return {
    outputs: { previewAction: 'skipped' },
    section: `<h3>Preview skipped</h3>\n<p>No preview: ${escapeHtml(reason)}.</p>`
  }
}
