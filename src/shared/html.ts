/** Small HTML pieces for the job summary; every outside string goes through `escapeHtml`. */

/**
 * Escapes text for HTML content and attribute values. Line breaks become `<br>` so that a
 * multi-line message cannot end the HTML block with a blank line (which would let Markdown in).
 */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')
    .replace(/\r\n|\r|\n|\u2028|\u2029/g, '<br>')
}

/** A two-column table of (header, cell HTML) rows; the cells must already be escaped. */
export function table(rows: readonly (readonly [string, string])[]): string {
  const body = rows.map(
    ([name, value]) => `<tr><th align="left">${escapeHtml(name)}</th><td>${value}</td></tr>`
  )
  return `<table>\n${body.join('\n')}\n</table>`
}

/** Names as `<code>` items separated by commas, or a dash for none. */
export function codeList(names: readonly string[]): string {
  return names.length === 0 ? '—' : names.map(name => `<code>${escapeHtml(name)}</code>`).join(', ')
}
