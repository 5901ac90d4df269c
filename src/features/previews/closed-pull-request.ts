/**
 * A re-run of an earlier run carries that run's event: a `synchronize` payload that says "open"
 * although the pull request has closed since. Its close event has run already, so an app created
 * now would never be deleted. Before creating, the pull request's state is therefore read now
 * (pull-request-head.ts); updating a recorded app needs no such check (the close deletes that
 * app).
 */
import { escapeHtml } from '../../shared/html.js'
import type { Host } from '../../shared/host.js'
import { pullRequestName, type PlatformTerms } from '../../review/review-platform.js'
import type { OperationResult } from '../handler.js'

/** Why nothing is created for a pull request closed now (a notice, not a failure). */
export function closedReason(pullNumber: number, terms?: PlatformTerms): string {
  return `${pullRequestName(pullNumber, terms)} is closed now: no preview app is created (a re-run of an earlier push?)`
}

/** The result of a run that created nothing: `previewAction=skipped`, a notice and its section. */
export function skipClosed(pullNumber: number, host: Host, terms?: PlatformTerms): OperationResult {
  const reason = closedReason(pullNumber, terms)
  host.notice(`${reason}.`, 'Preview skipped')
  return {
    outputs: { previewAction: 'skipped' },
    section: `<h3>Preview skipped</h3>\n<p>${escapeHtml(reason)}.</p>`
  }
}
