import { basename } from 'node:path'
import type { AppFields } from '../../service/validate-fields.js'
import type { BuildFile } from '../../service/upload/build-file.js'
import type { UpdateAppOperation } from '../operations.js'
import { redactUrl } from '../../shared/url-redaction.js'
import { codeList, escapeHtml, table } from '../../shared/html.js'
import type { StepOutputs } from '../step-outputs.js'

/**
 * The run's summary's section for an updated app: its outputs, the build, what changed, and the
 * grid of device links when `devices` were given.
 *
 * @param linksTable the grid as an HTML table (link-grid-table.ts, loaded only with devices);
 *   '' when the app's page is not known, undefined without devices
 */
export function updateSection(
  operation: UpdateAppOperation,
  outputs: StepOutputs,
  linksTable?: string
): string {
  const publicKey = outputs.publicKey ?? operation.publicKey
  const appUrl = outputs.appUrl ?? ''
  const app = appUrl
    ? `<a href="${escapeHtml(appUrl)}"><code>${escapeHtml(publicKey)}</code></a>`
    : `<code>${escapeHtml(publicKey)}</code>`
  const names = Object.keys(operation.fields)
  const url = operation.fields.url
  const build = typeof url === 'string' ? redactUrl(url) : operation.build?.displayPath
  const rows: [string, string][] = [
    ['App', app],
    ['Platform', escapeHtml(outputs.platform || '—')],
    ['versionCode', escapeHtml(outputs.versionCode || '—')],
    ['Created', escapeHtml(outputs.created || '—')],
    ['Updated', escapeHtml(outputs.updated || '—')]
  ]
  if (build) rows.push(['Build', `<code>${escapeHtml(build)}</code>`])
  if (linksTable === '') rows.push(['Devices', '— (the app page is not known for this baseUrl)'])
  rows.push(['Settings changed', codeList(names.filter(name => operation.fields[name] !== null))])
  rows.push(['Settings unset', codeList(names.filter(name => operation.fields[name] === null))])
  const section = `<h3>Updated app</h3>\n${table(rows)}`
  return linksTable ? `${section}\n<h4>Device links</h4>\n${linksTable}` : section
}

/**
 * The build as a comment may show it: the file's name, or the URL's scheme, host and path.
 *
 * @returns undefined when only settings are sent
 */
export function describeBuild(fields: AppFields, build: BuildFile | undefined): string | undefined {
  if (build) return basename(build.displayPath)
  return typeof fields.url === 'string' ? redactUrl(fields.url) : undefined
}
