/**
 * What a sweep reports besides its removals: apps on the service that look like previews of this
 * repository but that no record holds (reported, never deleted), and the run's summary.
 *
 * https://docs.appetize.io/rest-api (Get All Apps - Paginated)
 */
import {
  capitalized,
  pullRequestName,
  pullRequestReference,
  type PlatformTerms,
  type RepositoryRef
} from '../../review/terms.js'
import type { ServiceClient } from '../../service/client.js'
import { escapeHtml } from '../../shared/html.js'
import { ActionFailure } from '../../shared/failure.js'
import { isListingCutOff } from '../../shared/listing-cap.js'
import type { SweepPreviewsOperation } from '../operations.js'
import { CLOSED_WINDOW_MS, type SweepFindings } from './sweep-findings.js'
import { warning, type Note } from './notes.js'

/** The service's apps that may have leaked, or why none could be named. */
export type UnrecordedApps =
  | { readonly matched: true; readonly apps: readonly { publicKey: string; note: string }[] }
  | { readonly matched: false; readonly why: string }

/**
 * The apps whose note is the default preview note of this repository (`owner/repo#12 @ 1a2b3c4`,
 * or `group/project!12 @ 1a2b3c4` in the platform's `terms`: what a preview step writes when the
 * run gives no note) that no record names. The list's published schema does not name
 * `note`: when no app of the answer carries one, nothing can be matched, and the report says so. Reading fails softly: a warning, and nothing is matched; but a list cut off at its cap
 * (src/shared/listing-cap.ts) fails the sweep, before any removal.
 *
 * @returns the apps or why none, and what to tell (the warning when the list could not be read)
 */
export async function findUnrecordedApps(
  client: ServiceClient,
  repository: RepositoryRef,
  findings: SweepFindings,
  terms: PlatformTerms
): Promise<{ unrecorded: UnrecordedApps; notes: Note[] }> {
  let apps
  try {
    apps = await client.listApps()
  } catch (error) {
    // A list cut off at its cap may hide anything: the sweep stops before its first removal.
    if (error instanceof ActionFailure && isListingCutOff(error)) {
      throw new ActionFailure(error.kind, `${error.message} The sweep removed nothing.`)
    }
    const reason = error instanceof Error ? error.message : String(error)
    const why = "the service's app list could not be read (see the warning)"
    const text = `Listing the service's apps failed: ${reason} The sweep went on; apps that no record holds are not reported.`
    return { unrecorded: { matched: false, why }, notes: [warning(text, 'Apps not listed')] }
  }
  if (apps.length > 0 && apps.every(app => app.note === undefined)) {
    const why = `the service's app list carries no notes, so its apps could not be matched to ${terms.pullRequest}s`
    return { unrecorded: { matched: false, why }, notes: [] }
  }
  const prefix = `${repository.display}${terms.numberPrefix}`.toLowerCase()
  const unrecorded = apps.flatMap(({ publicKey, note }) =>
    note !== undefined &&
    note.toLowerCase().startsWith(prefix) &&
    /^\d{1,10} @ [0-9a-f]{7}$/.test(note.slice(prefix.length)) &&
    !findings.recordedApps.has(publicKey)
      ? [{ publicKey, note }]
      : []
  )
  return { unrecorded: { matched: true, apps: unrecorded }, notes: [] }
}

/** `7d` as words: `7 days`. */
export function ttlInWords(ttl: string): string {
  const match = /^(\d+)([hdw])$/.exec(ttl)
  if (!match) return ttl
  const count = Number(match[1])
  const unit = { h: 'hour', d: 'day', w: 'week' }[match[2] as 'h' | 'd' | 'w']
  return `${count} ${unit}${count === 1 ? '' : 's'}`
}

/** The run's summary of a sweep: what it read, removed, kept and why, and the possible leaks. */
export function renderSweepSummary(
  operation: SweepPreviewsOperation,
  findings: SweepFindings,
  unrecorded: UnrecordedApps,
  dryRun: boolean,
  terms: PlatformTerms,
  indexLabel?: string
): string {
  const term = terms.pullRequest
  const ttl = operation.ttl === '' ? undefined : ttlInWords(operation.ttl)
  const time = (ms: number): string =>
    Number.isFinite(ms) ? `${new Date(ms).toISOString().slice(0, 16).replace('T', ' ')} UTC` : '—'
  const row = (cells: string[]): string =>
    `<tr>${cells.map(cell => `<td>${cell}</td>`).join('')}</tr>`
  const table = (head: string[], rows: string[]): string =>
    `<table><tr>${head.map(cell => `<th>${cell}</th>`).join('')}</tr>${rows.join('')}</table>`
  const head = [capitalized(term), 'Preview', 'App', 'Why']
  const lines = [
    `<h3>Preview sweep${dryRun ? ' (dry run: nothing was removed)' : ''}</h3>`,
    `<p>Read ${findings.listed.pullRequests.length} ${escapeHtml(term)}(s) of ${escapeHtml(operation.repository.display)} (${escapeHtml(howFound(findings, indexLabel))}): ${findings.toRemove.length + findings.kept.length} preview app(s) recorded. ${ttl === undefined ? `No previewTtl: previews of open ${escapeHtml(term)}s never expire.` : `previewTtl: ${escapeHtml(ttl)} without a deploy.`}</p>`
  ]
  lines.push(`<h4>${dryRun ? 'Would remove' : 'Removed'}: ${findings.toRemove.length}</h4>`)
  if (findings.toRemove.length > 0) {
    const rows = findings.toRemove.map(({ pullRequest, record, reason, lastDeployAt }) =>
      row([
        escapeHtml(`${terms.numberPrefix}${pullRequest.number}`),
        escapeHtml(record.previewName),
        escapeHtml(record.publicKey),
        reason === 'closed'
          ? pullRequest.merged
            ? 'merged'
            : 'closed'
          : `expired: no deploy for ${escapeHtml(ttl ?? '')} (last ${time(lastDeployAt)})`
      ])
    )
    lines.push(table(head, rows))
  }
  lines.push(`<h4>Kept: ${findings.kept.length}</h4>`)
  if (findings.kept.length > 0) {
    const why = { open: 'open', labelled: `labelled ${escapeHtml(operation.keepLabel)}` }
    const rows = findings.kept.map(({ pullRequest, record, reason, lastDeployAt }) =>
      row([
        escapeHtml(`${terms.numberPrefix}${pullRequest.number}`),
        escapeHtml(record.previewName),
        escapeHtml(record.publicKey),
        reason === 'recently deployed' ? `deployed ${time(lastDeployAt)}` : why[reason]
      ])
    )
    lines.push(table(head, rows))
  }
  const leaks = [
    ...findings.deploying.map(
      ({ pullRequest, previewName, since }) =>
        `<li>${escapeHtml(capitalized(pullRequestName(pullRequest.number, terms)))}: preview ${escapeHtml(previewName)} was being created when its run stopped (${time(since)}), and no app was recorded. Look on the dashboard for an app whose note names ${escapeHtml(pullRequestReference(operation.repository, pullRequest.number, terms))}, delete it by hand, then deploy the preview again (push a commit).</li>`
    ),
    ...(unrecorded.matched ? unrecorded.apps : []).map(
      ({ publicKey, note }) =>
        `<li>App ${escapeHtml(publicKey)} (note “${escapeHtml(note)}”) names a ${escapeHtml(term)} of this repository, but no record holds it. Check it on the dashboard and delete it by hand when no one uses it.</li>`
    )
  ]
  lines.push(`<h4>Possible leaks: ${leaks.length} (reported, never deleted)</h4>`)
  if (leaks.length > 0) lines.push(`<ul>${leaks.join('')}</ul>`)
  if (!unrecorded.matched) lines.push(`<p>Apps on the service: ${escapeHtml(unrecorded.why)}.</p>`)
  if (findings.untrusted.length > 0) {
    lines.push(
      `<p>${findings.untrusted.length} record(s) without this apiToken's signature were left alone, and so were their apps (see the warnings).</p>`
    )
  }
  return lines.join('\n')
}

/** How the sweep found the pull requests it read, for the summary. */
function howFound(findings: SweepFindings, indexLabel: string | undefined): string {
  if (findings.listed.found === 'index' && indexLabel !== undefined) {
    return `those labelled ${indexLabel}`
  }
  return `every open one, and the closed ones updated in the last ${CLOSED_WINDOW_MS / 86_400_000} days`
}
