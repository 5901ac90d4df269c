/**
 * The link grid as a table, a row per device and OS version and a column per `linkParams`
 * mapping: in Markdown for the comment (and a preview's part of the run's summary), in HTML for
 * an update's part of it. Every heading and device is escaped, every link checked
 * (markdown-text.ts, html.ts), so a value from the inputs cannot add markup, a cell or a row.
 */
import { escapeHtml } from '../../shared/html.js'
import { clip, escapeMarkdown, markdownLink } from '../../shared/markdown-text.js'
import type { DeviceChoice, LinkGrid } from './device-links.js'

/** How long a column heading may be shown (a launchUrl or params can be long). */
const HEADING_LIMIT = 80

/**
 * The grid as a Markdown pipe table, without blank lines around it.
 *
 * @returns no lines when the grid has no rows
 */
export function linkGridMarkdown(grid: LinkGrid): string[] {
  if (grid.rows.length === 0) return []
  const headings = grid.headings.map(heading => escapeMarkdown(clip(heading, HEADING_LIMIT)))
  const lines = [
    `| Device | OS version | ${headings.join(' | ')} |`,
    `|${'---|'.repeat(headings.length + 2)}`
  ]
  for (const { device, urls } of grid.rows) {
    const links = urls.map(url => markdownLink('open', url))
    const [id, version] = deviceCells(device).map(text => escapeMarkdown(text))
    lines.push(`| ${id} | ${version} | ${links.join(' | ')} |`)
  }
  return lines
}

/**
 * The grid as an HTML table (for the run's summary's HTML sections).
 *
 * @returns '' when the grid has no rows
 */
export function linkGridHtml(grid: LinkGrid): string {
  if (grid.rows.length === 0) return ''
  const headings = ['Device', 'OS version', ...grid.headings.map(h => clip(h, HEADING_LIMIT))]
  const head = `<tr>${headings.map(heading => `<th>${escapeHtml(heading)}</th>`).join('')}</tr>`
  const rows = grid.rows.map(({ device, urls }) => {
    const [id, version] = deviceCells(device).map(text => escapeHtml(text))
    const links = urls.map(url => `<td><a href="${escapeHtml(url)}">open</a></td>`)
    return `<tr><td><code>${id}</code></td><td>${version}</td>${links.join('')}</tr>`
  })
  return `<table>\n${head}\n${rows.join('\n')}\n</table>`
}

/** The device id and the OS version as a row shows them. */
function deviceCells(device: DeviceChoice): [string, string] {
  return [
    clip(device.id, 64),
    device.osVersion === undefined ? 'default' : clip(device.osVersion, 32)
  ]
}
