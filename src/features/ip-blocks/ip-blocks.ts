import { createHash } from 'node:crypto'
import { ActionFailure } from '../../shared/failure.js'
import { advice, message } from '../../shared/message.js'
import {
  allowedBounds,
  checkBounds,
  outOfBounds,
  type BoundsCheck,
  type IpBlockSource
} from './allow-list-bounds.js'
import { CidrError, formatCidr, type Cidr, type ParsedCidr } from './cidr.js'
import { canonicalSet } from './cidr-set.js'

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
 *   an empty allow-list); `malformed-answer` for an entry that is not an IPv4 CIDR or has an
 *   octet with a leading zero — named by position, never quoted. How broad the list may be is
 *   checkServiceBounds's to judge.
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

/**
 * Judges the service's blocks against the allow-list bounds (allow-list-bounds.ts) before
 * anything is published or written: merged, no block broader and no more addresses in all than
 * the source's SIZE_BOUNDS allow, no special-purpose range the source may not list.
 *
 * @param blocks the service's blocks, canonical
 * @param source where they come from (the public service, or a private instance)
 * @returns the check, whose `aggregated` is what `ipv4Aggregated` publishes and whose `allowed`
 *   overlaps a private instance's notice names
 * @throws ActionFailure `guard-rail` naming the offending merged blocks and what is allowed
 */
export function checkServiceBounds(blocks: readonly Cidr[], source: IpBlockSource): BoundsCheck {
  const check = checkBounds(blocks, source)
  if (check.accepted) return check
  throw new ActionFailure(
    'guard-rail',
    message`The service's IP blocks are out of bounds, so ${advice('nothing-published')} and no file was written: ${outOfBounds(check)}. ${allowedBounds(source)}`,
    message`${advice('firewall-kept')} Check the service's list; if it persists, report it to the service.`
  )
}
