/**
 * The bounds of every allow-list the action publishes or reads back: how broad one block and the
 * whole list may be (per source), and which special-purpose ranges it may touch (RFC 6890 and IANA's IPv4
 * Special-Purpose Address Registry, https://www.iana.org/assignments/iana-ipv4-special-registry/;
 * multicast from RFC 5771). One check serves both the service's list, before anything is
 * published or written, and `previousIpv4` as it is read back. It judges the merged blocks, so
 * it judges addresses, not how they are written: every list the action writes is accepted as
 * the next run's `previousIpv4`. docs/firewall.md states the same bounds for users.
 */
import { aggregate } from './cidr-set.js'
import { blockSize, formatCidr, parseCidr, type Cidr } from './cidr.js'

/**
 * Where the IP blocks come from. The public service (the default `baseUrl`) runs on the
 * Internet; a private instance (`privateInstanceUrl`, or another `baseUrl`) may run in the
 * customer's own network.
 */
export type IpBlockSource = 'public-service' | 'private-instance'

/** How broad the merged blocks of a list may be, one and all. */
export interface SizeBounds {
  /** The broadest merged block allowed, as a prefix length: /16 allows /16 to /32. */
  readonly minPrefixLength: number
  /** The most addresses the merged list may cover in all. */
  readonly maxAddresses: number
}

/**
 * The size bounds of each source. The public service lists /24 and /21 blocks
 * (https://docs.appetize.io/infrastructure/configure-network-access): a /16 (65,536 addresses)
 * per block and 1,048,576 addresses in all (a /12's worth, hundreds of times its list) leave it
 * room to grow; anything broader is a hostile or broken answer, or a pasted mistake in
 * `previousIpv4`. A private instance's
 * servers may sit in the customer's private ranges, whole: /8 and 33,554,432 addresses hold
 * 10.0.0.0/8, 172.16.0.0/12, 192.168.0.0/16 and 100.64.0.0/10 together, and still refuse a /7
 * (two adjacent /8s) or the whole Internet.
 */
export const SIZE_BOUNDS: Readonly<Record<IpBlockSource, SizeBounds>> = {
  'public-service': { minPrefixLength: 16, maxAddresses: 2 ** 20 },
  'private-instance': { minPrefixLength: 8, maxAddresses: 2 ** 25 }
}

/** A special-purpose range of the registry. */
export interface SpecialRange {
  readonly cidr: Cidr
  /** Its name and the RFC that reserves it, e.g. `loopback, RFC 1122`. */
  readonly name: string
  /**
   * True when no list may touch it: no server elsewhere sends from it (this network, loopback,
   * link-local, where cloud metadata services sit, multicast, reserved and broadcast). False for
   * the ranges that are not globally reachable but may be routed inside a network: refused from
   * the public service, allowed from a private instance with a notice.
   */
  readonly never: boolean
}

const range = (text: string, name: string, never = false): SpecialRange => ({
  cidr: parseCidr(text, 0).cidr,
  name,
  never
})

/**
 * The ranges that are not globally reachable, in address order: the registry's, and multicast
 * (RFC 5771, in a registry of its own). 192.0.0.0/24 is taken whole (two of its /32s are anycast
 * services no streaming server sends from); the deprecated 6to4 relay range 192.88.99.0/24 may
 * be reassigned, so it is not listed.
 */
export const SPECIAL_RANGES: readonly SpecialRange[] = [
  range('0.0.0.0/8', '"this network", RFC 791', true),
  range('10.0.0.0/8', 'private use, RFC 1918'),
  range('100.64.0.0/10', 'shared address space, RFC 6598'),
  range('127.0.0.0/8', 'loopback, RFC 1122', true),
  range('169.254.0.0/16', 'link-local, RFC 3927', true),
  range('172.16.0.0/12', 'private use, RFC 1918'),
  range('192.0.0.0/24', 'IETF protocol assignments, RFC 6890'),
  range('192.0.2.0/24', 'documentation, RFC 5737'),
  range('192.168.0.0/16', 'private use, RFC 1918'),
  range('198.18.0.0/15', 'benchmarking, RFC 2544'),
  range('198.51.100.0/24', 'documentation, RFC 5737'),
  range('203.0.113.0/24', 'documentation, RFC 5737'),
  range('224.0.0.0/4', 'multicast, RFC 5771', true),
  range('240.0.0.0/4', 'reserved and broadcast, RFC 1112 and RFC 919', true)
]

/** A merged block that touches a special range: inside it, or containing it. */
export interface SpecialOverlap {
  readonly block: Cidr
  readonly range: SpecialRange
}

/** A list judged against the bounds. */
export interface BoundsCheck {
  /** The size bounds it was judged against: its source's. */
  readonly bounds: SizeBounds
  /** The list merged (aggregate): what was judged, and what `ipv4Aggregated` publishes. */
  readonly aggregated: readonly Cidr[]
  /** Merged blocks broader than `bounds.minPrefixLength`. */
  readonly tooBroad: readonly Cidr[]
  /** How many addresses the list covers. */
  readonly addresses: number
  /** Merged blocks touching a range the source may not list, each with the range. */
  readonly refused: readonly SpecialOverlap[]
  /** Merged blocks touching a range a private instance may list: a notice, not a refusal. */
  readonly allowed: readonly SpecialOverlap[]
  /** Whether the list is within bounds (nothing too broad, too large or refused). */
  readonly accepted: boolean
}

/**
 * Judges a list of blocks against the bounds, merged first so that the verdict depends on the
 * addresses alone: the same addresses written as other blocks get the same verdict.
 *
 * @param blocks canonical blocks in any order (the service's list, or `previousIpv4`)
 * @param source where the list comes from: it decides the size bounds (SIZE_BOUNDS), and whether
 *   private and other ranges that are not globally reachable are refused (public service) or
 *   allowed with a notice
 */
export function checkBounds(blocks: readonly Cidr[], source: IpBlockSource): BoundsCheck {
  const bounds = SIZE_BOUNDS[source]
  const aggregated = aggregate(blocks)
  const tooBroad = aggregated.filter(block => block.prefixLength < bounds.minPrefixLength)
  let addresses = 0
  const refused: SpecialOverlap[] = []
  const allowed: SpecialOverlap[] = []
  for (const block of aggregated) {
    addresses += blockSize(block.prefixLength)
    for (const special of SPECIAL_RANGES) {
      if (!overlaps(block, special.cidr)) continue
      const list = special.never || source === 'public-service' ? refused : allowed
      list.push({ block, range: special })
    }
  }
  const accepted = tooBroad.length === 0 && addresses <= bounds.maxAddresses && refused.length === 0
  return { bounds, aggregated, tooBroad, addresses, refused, allowed, accepted }
}

/** The most blocks or ranges one clause names; the rest are counted. */
const MAX_NAMED = 5

/**
 * Why a list is out of bounds, as clauses joined by `; ` (merged, `20.0.0.0/7 is broader than
 * /8; …`), against the bounds of its source, for a message that starts "… is out of bounds: ". Blocks are shown in canonical form
 * (digits, dots and a slash), which is safe whoever wrote the list.
 *
 * @param check a list that checkBounds did not accept
 */
export function outOfBounds(check: BoundsCheck): string {
  const clauses: string[] = []
  const { bounds, tooBroad, addresses } = check
  if (tooBroad.length > 0) {
    const verb = tooBroad.length === 1 ? 'is' : 'are'
    const broadest = `/${bounds.minPrefixLength}`
    clauses.push(`${named(tooBroad.map(formatCidr))} ${verb} broader than ${broadest}`)
  }
  if (addresses > bounds.maxAddresses) {
    const most = thousands(bounds.maxAddresses)
    clauses.push(`it covers ${thousands(addresses)} addresses, more than ${most} in all`)
  }
  if (check.refused.length > 0) clauses.push(describeOverlaps(check.refused))
  return `merged, ${clauses.join('; ')}`
}

/**
 * What a list from `source` may hold, with that source's size bounds, as a sentence starting
 * "Allowed:".
 *
 * @param source where the list comes from
 */
export function allowedBounds(source: IpBlockSource): string {
  const { minPrefixLength, maxAddresses } = SIZE_BOUNDS[source]
  const size = `merged blocks of /${minPrefixLength} or narrower, at most ${thousands(maxAddresses)} addresses in all`
  return source === 'public-service'
    ? `Allowed: ${size}, only globally reachable (no private, shared, loopback, link-local, documentation, benchmarking, multicast or reserved range).`
    : `Allowed: ${size}, none in a "this network", loopback, link-local, multicast or reserved range.`
}

/**
 * The overlaps as `10.0.0.0/24 and 10.1.0.0/16 are in 10.0.0.0/8 (private use, RFC 1918), 0.0.0.0/0
 * contains 127.0.0.0/8 (loopback, RFC 1122) and …`: blocks inside a range grouped by range, the
 * ranges a block contains grouped by block, the first few named. Blocks are in canonical form.
 *
 * @param overlaps at least one, in the order checkBounds found them
 */
export function describeOverlaps(overlaps: readonly SpecialOverlap[]): string {
  // Ranges do not nest, so a block is either in one range or contains one or more.
  const groups = new Map<string, { inside: boolean; names: string[] }>()
  for (const { block, range: special } of overlaps) {
    const inside = block.prefixLength >= special.cidr.prefixLength
    const rangeName = `${formatCidr(special.cidr)} (${special.name})`
    const key = inside ? rangeName : formatCidr(block)
    const group = groups.get(key) ?? { inside, names: [] }
    group.names.push(inside ? formatCidr(block) : rangeName)
    groups.set(key, group)
  }
  return named(
    [...groups].map(([key, { inside, names }]) =>
      inside
        ? `${named(names)} ${names.length === 1 ? 'is' : 'are'} in ${key}`
        : `${key} contains ${named(names)}`
    )
  )
}

/** `a`, `a and b`, `a, b, c, d, e and 3 more`. */
function named(items: readonly string[]): string {
  if (items.length === 1) return items[0]!
  const shown = items.slice(0, MAX_NAMED)
  const more = items.length - shown.length
  if (more > 0) return `${shown.join(', ')} and ${more} more`
  return `${shown.slice(0, -1).join(', ')} and ${shown.at(-1)!}`
}

/** Whether two blocks share an address: CIDR blocks are either nested or apart. */
function overlaps(a: Cidr, b: Cidr): boolean {
  return (
    a.address < b.address + blockSize(b.prefixLength) &&
    b.address < a.address + blockSize(a.prefixLength)
  )
}

/** A count with thousands separators, as a person reads it: 1,048,576. */
function thousands(count: number): string {
  return count.toLocaleString('en-US')
}
