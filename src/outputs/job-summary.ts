import type { IpBlocks } from './ip-blocks.js'

/** What the job summary reports about the update. */
export interface UpdateReport {
  readonly publicKey: string
  readonly appUrl: string
  readonly platform: string
  readonly versionCode: string
  readonly created: string
  readonly updated: string
  /** The build as it may be shown (host and path only), when one was sent. */
  readonly build?: string
  /** Fields set by this update (`url`, `fileType` and the rest), in body order. */
  readonly changed: readonly string[]
  /** Fields unset (sent as null). */
  readonly unset: readonly string[]
}

/** Everything the job summary shows for one run. */
export interface RunReport {
  readonly dryRun: boolean
  /** Dry run: each request as it would have been sent, secrets masked. */
  readonly plannedRequests: readonly string[]
  readonly update?: UpdateReport
  readonly ipBlocks?: IpBlocks
  readonly failure?: { readonly title: string; readonly message: string; readonly hint: string }
}

/**
 * Renders the job summary as one HTML block (GitHub renders it inside the Markdown summary).
 * Every string from the user or the service is HTML-escaped, and no blank line is emitted, so
 * nothing inside can start Markdown or markup of its own.
 *
 * @returns the summary text, ending in a newline
 */
export function renderSummary(report: RunReport): string {
  const parts: string[] = []
  const heading = report.failure
    ? 'Appetize deploy failed'
    : report.dryRun
      ? 'Appetize deploy: dry run'
      : 'Appetize deploy'
  parts.push(`<h2>${heading}</h2>`)

  if (report.failure) {
    const { title, message, hint } = report.failure
    parts.push(
      `<p><strong>${escapeHtml(title)}</strong>: ${escapeHtml(message)}</p>`,
      `<p>What to do: ${escapeHtml(hint)}</p>`
    )
  }
  if (report.dryRun) {
    parts.push('<p>Nothing was sent. These requests would have been:</p>')
    for (const request of report.plannedRequests) parts.push(`<pre>${escapeHtml(request)}</pre>`)
  }
  if (report.update) parts.push(renderUpdate(report.update))
  if (report.ipBlocks) parts.push(renderIpBlocks(report.ipBlocks))
  return `${parts.join('\n')}\n`
}

function renderUpdate(update: UpdateReport): string {
  const app = update.appUrl
    ? `<a href="${escapeHtml(update.appUrl)}"><code>${escapeHtml(update.publicKey)}</code></a>`
    : `<code>${escapeHtml(update.publicKey)}</code>`
  const rows: [string, string][] = [
    ['App', app],
    ['Platform', escapeHtml(update.platform || '—')],
    ['versionCode', escapeHtml(update.versionCode || '—')],
    ['Created', escapeHtml(update.created || '—')],
    ['Updated', escapeHtml(update.updated || '—')]
  ]
  if (update.build) rows.push(['Build', `<code>${escapeHtml(update.build)}</code>`])
  rows.push(['Settings changed', codeList(update.changed)])
  rows.push(['Settings unset', codeList(update.unset)])
  return `<h3>Updated app</h3>\n${table(rows)}`
}

function renderIpBlocks(blocks: IpBlocks): string {
  return [
    '<h3>IP blocks</h3>',
    table([
      ['Count', String(blocks.cidrs.length)],
      ['SHA-256', `<code>${blocks.sha256}</code>`]
    ]),
    `<details><summary>${blocks.cidrs.length} IPv4 CIDRs</summary><pre>${escapeHtml(blocks.cidrs.join('\n'))}</pre></details>`
  ].join('\n')
}

function table(rows: readonly [string, string][]): string {
  const body = rows.map(
    ([name, value]) => `<tr><th align="left">${name}</th><td>${value}</td></tr>`
  )
  return `<table>\n${body.join('\n')}\n</table>`
}

function codeList(names: readonly string[]): string {
  return names.length === 0 ? '—' : names.map(name => `<code>${escapeHtml(name)}</code>`).join(', ')
}

/**
 * Escapes text for HTML content and attribute values. Newlines become `<br>` so that a
 * multi-line message cannot end the HTML block with a blank line.
 */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')
    .replace(/\r?\n/g, '<br>')
}
