import type { ActionFailure } from '../shared/failure.js'
import { failureReports } from '../shared/failure-report.js'
import type { Words } from '../shared/message.js'
import { escapeHtml } from '../shared/html.js'

/** Everything the job summary shows for one run. */
export interface RunReport {
  readonly dryRun: boolean
  /** Dry run: each request as it would have been sent, secrets masked. */
  readonly plannedRequests: readonly string[]
  /** One HTML section per operation that finished, in order. */
  readonly sections: readonly string[]
  readonly failure?: ActionFailure
}

/**
 * GitHub drops a job summary over 1 MiB whole: stay well below it, so that the failure and the
 * first sections always show (https://docs.github.com/actions/reference/workflow-commands-for-github-actions#adding-a-job-summary).
 */
export const SUMMARY_LIMIT_BYTES = 1024 * 1024 - 64 * 1024

/**
 * Renders the job summary as HTML (GitHub renders it inside the Markdown summary). Every string
 * from the user or the service is HTML-escaped by the section that shows it, and no blank line
 * is emitted, so nothing inside can start Markdown or markup of its own.
 *
 * @param words the host's words, for the failure
 * @returns the summary text, ending in a newline, at most SUMMARY_LIMIT_BYTES
 */
export function renderSummary(report: RunReport, words: Words): string {
  const parts: string[] = []
  const heading = report.failure
    ? 'Appetize deploy failed'
    : report.dryRun
      ? 'Appetize deploy: dry run'
      : 'Appetize deploy'
  parts.push(`<h2>${heading}</h2>`)
  if (report.failure) {
    for (const { title, message, advice } of failureReports(report.failure, words)) {
      parts.push(
        `<p><strong>${escapeHtml(title)}</strong>: ${escapeHtml(message)}</p>`,
        `<p>What to do: ${escapeHtml(advice)}</p>`
      )
    }
  }
  if (report.dryRun) {
    parts.push('<p>Nothing was sent. These requests would have been:</p>')
    for (const request of report.plannedRequests) parts.push(`<pre>${escapeHtml(request)}</pre>`)
  }
  parts.push(...report.sections)
  return `${fitSummary(parts).join('\n')}\n`
}

/** Drops whole parts from the end until the summary fits, saying so. */
function fitSummary(parts: string[]): string[] {
  let size = parts.reduce((total, part) => total + Buffer.byteLength(part) + 1, 0)
  const kept = [...parts]
  let dropped = 0
  while (size > SUMMARY_LIMIT_BYTES && kept.length > 1) {
    size -= Buffer.byteLength(kept.pop() as string) + 1
    dropped++
  }
  if (dropped > 0) {
    kept.push(
      `<p>${dropped} more part(s) left out to stay under the summary's size limit; the step outputs hold everything.</p>`
    )
  }
  return kept
}
