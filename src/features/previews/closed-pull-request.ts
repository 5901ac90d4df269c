/**
 * A re-run of an earlier run carries that run's event: a push's payload that says "open"
 * although the pull request has closed since. Its close has run already, so an app created now
 * would never be deleted: nothing is created for a pull request closed now (the decision reads
 * its state first, preview-decision.ts); updating a recorded app needs no such check (the close
 * deletes that app).
 */
import { escapeHtml } from '../../shared/html.js'
import { capitalized, pullRequestName, type PlatformTerms } from '../../review/terms.js'
import type { OperationResult } from '../handler.js'
import { notice, type Note } from './notes.js'

/** Why nothing is created for a pull request closed now (a notice, not a failure): a sentence. */
export function closedReason(pullNumber: number, terms: PlatformTerms): string {
  return `${capitalized(pullRequestName(pullNumber, terms))} is closed now: no preview app is created (a re-run of an earlier push?)`
}

/** The result of a run that created nothing: `previewAction=skipped`, a notice and its section. */
export function skipClosed(
  pullNumber: number,
  terms: PlatformTerms
): { result: OperationResult; notes: Note[] } {
  const reason = closedReason(pullNumber, terms)
  return {
    notes: [notice(`${reason}.`, 'Preview skipped')],
    result: {
      outputs: { previewAction: 'skipped' },
      section: `<h3>Preview skipped</h3>\n<p>${escapeHtml(reason)}.</p>`
    }
  }
}
