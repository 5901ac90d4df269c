/**
 * Set operations on lists of IPv4 CIDR blocks, such as the streaming servers' IP blocks
 * (https://docs.appetize.io/infrastructure/configure-network-access), with address-set semantics:
 * `10.0.0.0/24` and `10.0.1.0/24` are the same addresses as `10.0.0.0/23`. Every operation turns
 * blocks into sorted, merged ranges of addresses and back, so it is O(n log n).
 */
import { blockSize, networkAddress, parseCidr, type Cidr, type ParsedCidr } from './cidr.js'

/** The inclusive range of addresses `first`..`last`, each an unsigned 32-bit integer. */
export interface AddressRange {
  readonly first: number
  readonly last: number
}

/** A list of IP blocks made canonical by canonicalSet. */
export interface CanonicalSet {
  /** Canonical blocks, de-duplicated, in numeric order (address, then prefix length). */
  readonly cidrs: readonly Cidr[]
  /** The entries that were rewritten to be canonical, in list order: one warning each. */
  readonly normalised: readonly ParsedCidr[]
}

/** The difference between two lists of blocks; see compare and compareEntries. */
export interface CidrChanges {
  /** Blocks to add, in numeric order. */
  readonly added: readonly Cidr[]
  /** Blocks to remove, in numeric order. */
  readonly removed: readonly Cidr[]
  /** Whether anything is added or removed. */
  readonly changed: boolean
}

/**
 * Parses a list of entries, makes each canonical (see parseCidr), then de-duplicates (so
 * `1.2.3.4/24` and `1.2.3.0/24` are one block) and sorts by address, then prefix length.
 * Nested and adjacent blocks are kept as they are: aggregate merges them.
 *
 * @param entries the list, e.g. the service's `ipv4` array or parseCidrList's result
 * @throws CidrError for the first entry that is refused, with its index in `entries`
 */
export function canonicalSet(entries: readonly string[]): CanonicalSet {
  const keys = new Float64Array(entries.length)
  const normalised: ParsedCidr[] = []
  entries.forEach((entry, index) => {
    const parsed = parseCidr(entry, index)
    keys[index] = sortKey(parsed.cidr.address, parsed.cidr.prefixLength)
    if (parsed.changes.length > 0) normalised.push(parsed)
  })
  return { cidrs: uniqueCidrs(keys.sort()), normalised }
}

/**
 * The fewest CIDR blocks that cover exactly the addresses the given blocks cover: nested blocks
 * are dropped and adjacent ones merged (`10.0.0.0/24` + `10.0.1.0/24` is `10.0.0.0/23`), so a
 * list fits a firewall's rule quota. A result may be broader than every input block (two
 * adjacent /8 blocks are a /7): it opens no address the input did not, and how broad a published
 * list may be is judged on this result (allow-list-bounds.ts).
 *
 * @param cidrs blocks in any order, duplicates allowed
 * @returns blocks in numeric order, none nested in or adjacent-and-mergeable with another
 */
export function aggregate(cidrs: readonly Cidr[]): Cidr[] {
  return rangesToCidrs(mergedRanges(cidrs))
}

/**
 * Compares two lists as sets of addresses: `10.0.0.0/24` + `10.0.1.0/24` against a previous
 * `10.0.0.0/23` is no change. `added` is the fewest blocks covering the addresses in `next` and
 * not in `previous`, `removed` the fewest covering those in `previous` and not in `next`; so
 * added ∪ (next ∩ previous) = next, added ∩ previous = ∅ and removed ∩ next = ∅.
 *
 * A removed block can be part of a previous entry (previous `10.0.0.0/23`, next `10.0.0.0/24`
 * removes `10.0.1.0/24`): a firewall changed entry by entry needs compareEntries instead.
 *
 * @param previous the blocks as they stand, any order
 * @param next the new blocks, any order
 */
export function compare(previous: readonly Cidr[], next: readonly Cidr[]): CidrChanges {
  const previousRanges = mergedRanges(previous)
  const nextRanges = mergedRanges(next)
  const added = rangesToCidrs(subtractRanges(nextRanges, previousRanges))
  const removed = rangesToCidrs(subtractRanges(previousRanges, nextRanges))
  return { added, removed, changed: added.length > 0 || removed.length > 0 }
}

/**
 * Compares for a firewall changed entry by entry (an AWS managed prefix list can only remove an
 * entry it holds): `removed` are the previous entries (canonical) not wholly inside `next`, and
 * `added` the fewest blocks covering what `next` holds beyond the previous entries kept. Applying
 * both gives exactly the addresses of `next`. When no previous entry is cut in part, the same
 * addresses change as with compare (`removed` lists the entries as they stand, not merged).
 *
 * @param previous the entries as they stand, any order
 * @param next the new blocks, any order
 */
export function compareEntries(previous: readonly Cidr[], next: readonly Cidr[]): CidrChanges {
  const nextRanges = mergedRanges(next)
  const entries = uniqueCidrs(sortKeys(previous))
  const covered = entries.map(cidr => isCovered(nextRanges, cidr))
  const removed = entries.filter((_, index) => !covered[index])
  const kept = entries.filter((_, index) => covered[index])
  const added = rangesToCidrs(subtractRanges(nextRanges, mergedRanges(kept)))
  return { added, removed, changed: added.length > 0 || removed.length > 0 }
}

/**
 * The addresses the blocks cover, as sorted ranges with overlapping and adjacent ones merged
 * (so no two ranges touch). Host bits in an address are ignored.
 */
export function addressRanges(cidrs: readonly Cidr[]): AddressRange[] {
  const ranges = mergedRanges(cidrs)
  return Array.from({ length: ranges.length / 2 }, (_, index) => ({
    first: ranges[2 * index]!,
    last: ranges[2 * index + 1]!
  }))
}

// Internally, ranges are sorted, merged pairs in one typed array [first, last, first, last, …]
// and blocks are sort keys: addresses above 2 ** 31 are not small integers to V8, so an object
// per range or block is garbage to collect, which took most of the time on 70,000 blocks.

/** The blocks' ranges (host bits ignored), sorted, with overlapping and adjacent ones merged. */
function mergedRanges(cidrs: readonly Cidr[]): Float64Array {
  const keys = sortKeys(cidrs)
  const ranges = new Float64Array(2 * keys.length)
  let length = 0
  for (const key of keys) {
    const first = Math.floor(key / 64)
    const last = first + blockSize(key - first * 64) - 1
    if (length > 0 && first <= ranges[length - 1]! + 1) {
      ranges[length - 1] = Math.max(ranges[length - 1]!, last)
    } else {
      ranges[length++] = first
      ranges[length++] = last
    }
  }
  return ranges.subarray(0, length)
}

/** The addresses in `ranges` and not in `without`. Each cut splits at most one range in two. */
function subtractRanges(ranges: Float64Array, without: Float64Array): Float64Array {
  const result = new Float64Array(ranges.length + without.length)
  let length = 0
  let next = 0
  for (let index = 0; index < ranges.length; index += 2) {
    let first = ranges[index]!
    const last = ranges[index + 1]!
    // Skip the cuts that end before this range; they end before the next ranges too.
    while (next < without.length && without[next + 1]! < first) next += 2
    for (let cut = next; cut < without.length && without[cut]! <= last; cut += 2) {
      if (without[cut]! > first) {
        result[length++] = first
        result[length++] = without[cut]! - 1
      }
      first = Math.max(first, without[cut + 1]! + 1)
    }
    if (first <= last) {
      result[length++] = first
      result[length++] = last
    }
  }
  return result.subarray(0, length)
}

/** Splits ranges into the fewest aligned CIDR blocks: the largest block that fits, each time. */
function rangesToCidrs(ranges: Float64Array): Cidr[] {
  const cidrs: Cidr[] = []
  for (let index = 0; index < ranges.length; index += 2) {
    let first = ranges[index]!
    const last = ranges[index + 1]!
    while (first <= last) {
      // The largest block starting at `first` is limited by its lowest set bit (`first & -first`
      // reads the 32-bit pattern, and clz32 reads it unsigned).
      let prefixLength = first === 0 ? 0 : Math.clz32(first & -first) + 1
      while (first + blockSize(prefixLength) - 1 > last) prefixLength++
      cidrs.push({ address: first, prefixLength })
      first += blockSize(prefixLength)
    }
  }
  return cidrs
}

/** Whether one of the sorted, merged `ranges` holds the whole block (binary search). */
function isCovered(ranges: Float64Array, cidr: Cidr): boolean {
  let low = 0
  let high = ranges.length / 2 - 1
  while (low < high) {
    const middle = Math.ceil((low + high) / 2)
    if (ranges[2 * middle]! <= cidr.address) low = middle
    else high = middle - 1
  }
  const last = cidr.address + blockSize(cidr.prefixLength) - 1
  return ranges.length > 0 && ranges[2 * low]! <= cidr.address && last <= ranges[2 * low + 1]!
}

/** `address × 64 + prefixLength`, below 2 ** 38 so exact in a double: orders by address, then prefix. */
function sortKey(address: number, prefixLength: number): number {
  return address * 64 + prefixLength
}

/** The blocks' sort keys, host bits cleared, sorted (a typed array sorts numbers quickly). */
function sortKeys(cidrs: readonly Cidr[]): Float64Array {
  const keys = new Float64Array(cidrs.length)
  cidrs.forEach(({ address, prefixLength }, index) => {
    keys[index] = sortKey(networkAddress(address, prefixLength), prefixLength)
  })
  return keys.sort()
}

/** The blocks of sorted sort keys, without duplicates. */
function uniqueCidrs(keys: Float64Array): Cidr[] {
  const cidrs: Cidr[] = []
  keys.forEach((key, index) => {
    if (index > 0 && key === keys[index - 1]) return
    const address = Math.floor(key / 64)
    cidrs.push({ address, prefixLength: key - address * 64 })
  })
  return cidrs
}
