import { escapeHtml, table } from './html.js'
import type { IpBlocks } from './ip-blocks.js'

/** Most CIDRs listed in the summary; the `ipv4` output always holds all of them. */
export const MAX_LISTED_BLOCKS = 2000

/** The job summary's IP block section: count, digest, and the list (shortened when long). */
export function ipBlocksSection(blocks: IpBlocks): string {
  const listed = blocks.cidrs.slice(0, MAX_LISTED_BLOCKS)
  const left = blocks.cidrs.length - listed.length
  const more =
    left > 0 ? `\n… and ${left} more (the ipv4 output has all ${blocks.cidrs.length})` : ''
  return [
    '<h3>IP blocks</h3>',
    table([
      ['Count', String(blocks.cidrs.length)],
      ['SHA-256', `<code>${escapeHtml(blocks.sha256)}</code>`]
    ]),
    `<details><summary>${blocks.cidrs.length} IPv4 CIDRs</summary><pre>${escapeHtml(listed.join('\n') + more)}</pre></details>`
  ].join('\n')
}
