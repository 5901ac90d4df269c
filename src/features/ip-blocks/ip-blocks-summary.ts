import { escapeHtml, table } from '../../shared/html.js'
import type { IpBlocks } from './ip-blocks.js'

/** Most CIDRs listed in each list of the summary; the outputs always hold all of them. */
export const MAX_LISTED_BLOCKS = 2000

/** The comparison with `previousIpv4`, as the outputs give it. */
export interface IpBlockComparison {
  readonly added: readonly string[]
  readonly removed: readonly string[]
  readonly changed: boolean
  /** No change in addresses although the blocks are written differently (merged or split). */
  readonly sameAddressesOtherBlocks: boolean
}

/**
 * The run's summary's IP block section: count, digest, merged count, what changed against
 * `previousIpv4` as a diff, and the list; long lists are shortened, saying how many are left out.
 */
export function ipBlocksSection(
  blocks: IpBlocks,
  aggregated: readonly string[],
  comparison?: IpBlockComparison
): string {
  const rows: [string, string][] = [
    ['Count', String(blocks.cidrs.length)],
    ['SHA-256', `<code>${escapeHtml(blocks.sha256)}</code>`],
    ['Merged (ipv4Aggregated)', `${aggregated.length} CIDRs`]
  ]
  if (comparison) rows.push(['Against previousIpv4', changeSummary(comparison)])
  const parts = ['<h3>IP blocks</h3>', table(rows)]
  if (comparison?.changed) {
    const lines = [
      ...comparison.added.map(cidr => `+ ${cidr}`),
      ...comparison.removed.map(cidr => `- ${cidr}`)
    ]
    parts.push(`<pre>${escapeHtml(shortened(lines, 'changes'))}</pre>`)
  }
  parts.push(
    `<details><summary>${blocks.cidrs.length} IPv4 CIDRs</summary><pre>${escapeHtml(shortened(blocks.cidrs, 'CIDRs', 'the ipv4 output'))}</pre></details>`
  )
  return parts.join('\n')
}

function changeSummary(comparison: IpBlockComparison): string {
  if (comparison.changed) {
    return `${comparison.added.length} to add, ${comparison.removed.length} to remove`
  }
  return comparison.sameAddressesOtherBlocks
    ? 'no change: the same addresses, written as other blocks'
    : 'no change'
}

function shortened(lines: readonly string[], what: string, where = 'the outputs'): string {
  const listed = lines.slice(0, MAX_LISTED_BLOCKS)
  const left = lines.length - listed.length
  return left > 0
    ? `${listed.join('\n')}\n… and ${left} more ${what} (${where} ${where.endsWith('output') ? 'has' : 'have'} all ${lines.length})`
    : listed.join('\n')
}
