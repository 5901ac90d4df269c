/**
 * GitHub Flavored Markdown rendered as GitHub renders a comment: micromark with its GFM
 * extension, which follows the GFM spec that cmark-gfm implements (https://github.github.com/gfm/),
 * raw HTML kept as GitHub keeps it before sanitising. Tests read the tables back from the HTML.
 */
import { micromark } from 'micromark'
import { gfm, gfmHtml } from 'micromark-extension-gfm'

/** The HTML a GFM renderer makes of the Markdown. */
export function renderGfm(markdown: string): string {
  return micromark(markdown, {
    allowDangerousHtml: true,
    extensions: [gfm()],
    htmlExtensions: [gfmHtml()]
  })
}

/** A rendered table: its header cells and body rows, each cell's inner HTML. */
export interface RenderedTable {
  readonly head: string[]
  readonly rows: string[][]
}

/** The tables of the rendered Markdown, in order. */
export function gfmTables(markdown: string): RenderedTable[] {
  const html = renderGfm(markdown)
  return [...html.matchAll(/<table>([\s\S]*?)<\/table>/g)].map(([, table = '']) => {
    const [, head = ''] = /<thead>([\s\S]*?)<\/thead>/.exec(table) ?? []
    const [, body = ''] = /<tbody>([\s\S]*?)<\/tbody>/.exec(table) ?? []
    const cells = (row: string, tag: string) =>
      [...row.matchAll(new RegExp(`<${tag}[^>]*>([\\s\\S]*?)</${tag}>`, 'g'))].map(
        ([, cell = '']) => cell
      )
    return {
      head: cells(head, 'th'),
      rows: [...body.matchAll(/<tr>([\s\S]*?)<\/tr>/g)].map(([, row = '']) => cells(row, 'td'))
    }
  })
}

/** The `href` of each link in rendered HTML, entities decoded. */
export function hrefs(html: string): string[] {
  return [...html.matchAll(/<a href="([^"]*)"/g)].map(([, href = '']) =>
    href
      .replace(/&quot;/g, '"')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&')
  )
}
