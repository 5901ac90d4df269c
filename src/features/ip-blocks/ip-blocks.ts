import { createHash } from 'node:crypto'
import { ActionFailure } from '../../shared/failure.js'
import { advice, message } from '../../shared/message.js'
import { CidrError, formatCidr, MIN_PREFIX_LENGTH, type Cidr, type ParsedCidr } from './cidr.js'
import { canonicalSet } from './cidr-set.js'

export { MIN_PREFIX_LENGTH }

/** The IP blocks as published in step outputs. */
export interface IpBlocks {
  /** The blocks, canonical, de-duplicated, in numeric order (address, then prefix length). */
  readonly blocks: readonly Cidr[]
  /** The same as CIDR text, as the `ipv4` output lists them. */
  readonly cidrs: readonly string[]
  /** Hex SHA-256 of `cidrs.join('\n')`: the same set always gives the same digest. */
  readonly sha256: string
  /** Entries the service wrote non-canonically (host bits set, `/08`), as they were read. */
  readonly normalised: readonly ParsedCidr[]
}

/**
 * Validates, makes canonical, de-duplicates and sorts the service's `ipv4` list
 * (https://docs.appetize.io/infrastructure/configure-network-access). An entry with host bits
 * set (`1.2.3.4/24`) or a prefix length written `/08` is published as its canonical network
 * (`1.2.3.0/24`, `/8`), and reported in `normalised` so the caller can warn.
 *
 * @param entries the list as the service sent it
 * @throws ActionFailure `guard-rail` when the list is empty (a firewall downstream must never get
 *   an empty allow-list); `malformed-answer` for an entry that is not an IPv4 CIDR, has an octet
 *   with a leading zero, or is broader than /8 — named by position, never quoted
 */
export function normalizeIpBlocks(entries: readonly string[]): IpBlocks {
  if (entries.length === 0) {
    throw new ActionFailure(
      'guard-rail',
      'The service returned an empty list of IP blocks; refusing to publish an empty allow-list.',
      message`${advice('firewall-kept')} The list should never be empty: if it stays empty, report it to the service.`
    )
  }
  let set
  try {
    set = canonicalSet(entries)
  } catch (error) {
    if (!(error instanceof CidrError)) throw error
    throw new ActionFailure(
      'malformed-answer',
      `The service's IP block list is malformed: ${error.message.replace(/\.$/, '')}; refusing to publish the list.`
    )
  }
  const cidrs = set.cidrs.map(formatCidr)
  const sha256 = createHash('sha256').update(cidrs.join('\n')).digest('hex')
  return { blocks: set.cidrs, cidrs, sha256, normalised: set.normalised }
}
