import { createHash } from 'node:crypto'
import { ActionFailure } from '../errors/failure.js'

/** The IP blocks as published in step outputs. */
export interface IpBlocks {
  /** Valid IPv4 CIDRs, de-duplicated, in numeric order (address, then prefix length). */
  readonly cidrs: readonly string[]
  /** Hex SHA-256 of `cidrs.join('\n')`: the same set always gives the same digest. */
  readonly sha256: string
}

/** Shortest prefix accepted: a broader block in a firewall allow-list is surely an error. */
export const MIN_PREFIX_LENGTH = 8

const CIDR_PATTERN = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})\/(\d{1,2})$/

/**
 * Validates, de-duplicates and sorts the service's `ipv4` list
 * (https://docs.appetize.io/infrastructure/configure-network-access).
 *
 * @param entries the list as the service sent it
 * @throws ServiceError when the list is empty (a firewall downstream must never get an empty
 *   allow-list), or an entry is not an IPv4 CIDR `a.b.c.d/n` or is broader than /8
 */
export function normalizeIpBlocks(entries: readonly string[]): IpBlocks {
  if (entries.length === 0) {
    throw new ActionFailure(
      'guard-rail',
      'The service returned an empty list of IP blocks; refusing to publish an empty allow-list.'
    )
  }
  const byCidr = new Map<string, bigint>()
  for (const entry of entries) byCidr.set(entry, sortKey(entry))
  const cidrs = [...byCidr.keys()].sort((a, b) => {
    const difference = byCidr.get(a)! - byCidr.get(b)!
    return difference < 0n ? -1 : difference > 0n ? 1 : 0
  })
  const sha256 = createHash('sha256').update(cidrs.join('\n')).digest('hex')
  return { cidrs, sha256 }
}

/** (address << 8) | prefix, which orders by address and then prefix; throws on a bad entry. */
function sortKey(entry: string): bigint {
  const match = CIDR_PATTERN.exec(entry)
  const parts = match ? match.slice(1).map(Number) : []
  const octets = parts.slice(0, 4)
  const prefix = parts[4] ?? -1
  const canonical = match ? match.slice(1, 5).every(part => String(Number(part)) === part) : false
  if (!match || !canonical || octets.some(octet => octet > 255) || prefix > 32) {
    throw new ActionFailure(
      'malformed-answer',
      `The service returned ${JSON.stringify(entry)} among the IP blocks, which is not an IPv4 CIDR (a.b.c.d/n); refusing to publish the list.`
    )
  }
  if (prefix < MIN_PREFIX_LENGTH) {
    throw new ActionFailure(
      'malformed-answer',
      `The service returned ${JSON.stringify(entry)} among the IP blocks, a block broader than /${MIN_PREFIX_LENGTH}; refusing to publish an allow-list that would open a firewall that wide.`
    )
  }
  const address = octets.reduce((value, octet) => value * 256n + BigInt(octet), 0n)
  return address * 256n + BigInt(prefix)
}
