// Inside properties, node:assert: jest's expect() builds every matcher on each call (tens of
// microseconds), paid on each of hundreds of runs.
import assert from 'node:assert/strict'
import { describe, expect, it } from '@jest/globals'
import fc from 'fast-check'
import { CidrError, formatCidr, parseCidr, type Cidr } from '../../src/features/ip-blocks/cidr.js'
import {
  addressRanges,
  aggregate,
  canonicalSet,
  compare,
  compareEntries,
  type AddressRange
} from '../../src/features/ip-blocks/cidr-set.js'

const cidrs = (...entries: string[]): Cidr[] =>
  entries.map((entry, index) => parseCidr(entry, index).cidr)
const texts = (list: readonly Cidr[]): string[] => list.map(formatCidr)
const size = (prefixLength: number) => 2 ** (32 - prefixLength)

/** A block anywhere in the IPv4 space, /8 to /32. */
const anyCidr = fc
  .record({
    address: fc.integer({ min: 0, max: 2 ** 32 - 1 }),
    prefixLength: fc.integer({ min: 8, max: 32 })
  })
  .map(({ address, prefixLength }) => ({
    address: address - (address % size(prefixLength)),
    prefixLength
  }))

/** A block inside 10.0.0.0/20 (4096 addresses), where address sets can be enumerated. */
const SMALL_BASE = 10 * 2 ** 24
const SMALL_SIZE = 4096
const smallCidr = fc
  .record({
    offset: fc.integer({ min: 0, max: SMALL_SIZE - 1 }),
    prefixLength: fc.integer({ min: 20, max: 32 })
  })
  .map(({ offset, prefixLength }) => ({
    address: SMALL_BASE + offset - (offset % size(prefixLength)),
    prefixLength
  }))
const smallList = fc.array(smallCidr, { maxLength: 40 })

/** Which addresses of 10.0.0.0/20 the blocks cover, as a string of 0s and 1s. */
function members(list: readonly Cidr[]): string {
  const covered = Buffer.alloc(SMALL_SIZE, '0')
  for (const { address, prefixLength } of list) {
    covered.fill('1', address - SMALL_BASE, address - SMALL_BASE + size(prefixLength))
  }
  return covered.toString('latin1')
}
function setOp(a: string, b: string, keep: (x: boolean, y: boolean) => boolean): string {
  const result = Buffer.alloc(a.length, '0')
  for (let index = 0; index < a.length; index++) {
    if (keep(a[index] === '1', b[index] === '1')) result[index] = 0x31 // '1'
  }
  return result.toString('latin1')
}
const addressCount = (ranges: readonly AddressRange[]) =>
  ranges.reduce((total, { first, last }) => total + last - first + 1, 0)

/** Fewest blocks: none nested in (or overlapping) another, no two siblings that make a block. */
function expectMinimal(list: readonly Cidr[]): void {
  for (let index = 1; index < list.length; index++) {
    const before = list[index - 1]!
    const block = list[index]!
    const [first, second] = [formatCidr(before), formatCidr(block)]
    assert.ok(
      before.address + size(before.prefixLength) <= block.address,
      `${first} overlaps ${second}`
    )
    const siblings =
      before.prefixLength === block.prefixLength &&
      before.address + size(block.prefixLength) === block.address &&
      before.address % (2 * size(block.prefixLength)) === 0
    assert.ok(!siblings, `${first} and ${second} make one block`)
  }
}

describe('canonicalSet', () => {
  it('de-duplicates and sorts by address, then prefix length', () => {
    const set = canonicalSet([
      '95.141.32.0/21',
      '9.0.0.0/8',
      '1.2.3.0/25',
      '1.2.3.0/24',
      '9.0.0.0/8'
    ])
    expect(texts(set.cidrs)).toEqual(['1.2.3.0/24', '1.2.3.0/25', '9.0.0.0/8', '95.141.32.0/21'])
    expect(set.normalised).toEqual([])
  })

  it('de-duplicates after normalising, and lists each rewritten entry', () => {
    const set = canonicalSet(['1.2.3.0/24', '1.2.3.4/24', '10.0.0.0/08', '10.0.0.0/8'])
    expect(texts(set.cidrs)).toEqual(['1.2.3.0/24', '10.0.0.0/8'])
    expect(set.normalised.map(({ index, entry, changes }) => [index, entry, changes])).toEqual([
      [1, '1.2.3.4/24', ['host bits set']],
      [2, '10.0.0.0/08', ['a prefix length with a leading zero']]
    ])
  })

  it('refuses the list, naming the position of the first bad entry', () => {
    expect(() => canonicalSet(['1.2.3.0/24', '1.2.3.0/24', '1.2.3.0/33'])).toThrow(
      new CidrError(2, 'is not an IPv4 CIDR (a.b.c.d/n): its prefix length is above 32')
    )
  })

  it('is idempotent and ignores the order of the entries', () => {
    fc.assert(
      fc.property(
        fc.array(anyCidr, { maxLength: 60 }),
        fc.infiniteStream(fc.nat()),
        (list, keys) => {
          const once = texts(canonicalSet(texts(list)).cidrs)
          assert.deepEqual(texts(canonicalSet(once).cidrs), once)
          const shuffled = texts(list)
            .map(entry => ({ entry, key: keys.next().value as number }))
            .sort((a, b) => a.key - b.key)
            .map(({ entry }) => entry)
          assert.deepEqual(texts(canonicalSet(shuffled).cidrs), once)
        }
      )
    )
  })
})

describe('aggregate', () => {
  it.each([
    [['10.0.0.0/24', '10.0.1.0/24'], ['10.0.0.0/23']],
    [['10.0.0.0/16', '10.0.5.0/24', '10.0.0.0/16'], ['10.0.0.0/16']],
    [
      ['10.0.1.0/24', '10.0.2.0/24'],
      ['10.0.1.0/24', '10.0.2.0/24']
    ],
    [
      ['10.0.0.0/24', '10.0.1.0/24', '10.0.2.0/24'],
      ['10.0.0.0/23', '10.0.2.0/24']
    ],
    [['10.0.0.0/8', '11.0.0.0/8'], ['10.0.0.0/7']],
    [['255.255.255.0/25', '255.255.255.128/25', '255.255.255.255/32'], ['255.255.255.0/24']],
    [[], []]
  ])('aggregates %j into %j', (entries, expected) => {
    expect(texts(aggregate(cidrs(...entries)))).toEqual(expected)
  })

  it('merges every /8 into the whole address space', () => {
    const all = Array.from({ length: 256 }, (_, octet) => `${255 - octet}.0.0.0/8`)
    expect(texts(aggregate(cidrs(...all)))).toEqual(['0.0.0.0/0'])
  })

  it('covers exactly the addresses of its input (enumerated in 10.0.0.0/20), with fewest blocks', () => {
    fc.assert(
      fc.property(smallList, list => {
        const aggregated = aggregate(list)
        assert.equal(members(aggregated), members(list))
        expectMinimal(aggregated)
      })
    )
  })

  it('covers exactly the addresses of its input anywhere in the space, with fewest blocks', () => {
    fc.assert(
      fc.property(fc.array(anyCidr, { maxLength: 200 }), list => {
        const aggregated = aggregate(list)
        assert.deepEqual(addressRanges(aggregated), addressRanges(list))
        // Disjoint: the blocks' sizes add up to the addresses covered.
        const total = aggregated.reduce((sum, { prefixLength }) => sum + size(prefixLength), 0)
        assert.equal(total, addressCount(addressRanges(list)))
        expectMinimal(aggregated)
      })
    )
  })
})

describe('compare', () => {
  it('sees no change in the same addresses written differently', () => {
    expect(compare(cidrs('10.0.0.0/23'), cidrs('10.0.0.0/24', '10.0.1.0/24'))).toEqual({
      added: [],
      removed: [],
      changed: false
    })
  })

  it('lists exactly the addresses added and removed, as fewest blocks', () => {
    const changes = compare(
      cidrs('10.0.0.0/23', '9.0.0.0/8'),
      cidrs('10.0.0.0/24', '10.0.4.0/22', '9.0.0.0/8')
    )
    expect(texts(changes.added)).toEqual(['10.0.4.0/22'])
    expect(texts(changes.removed)).toEqual(['10.0.1.0/24'])
    expect(changes.changed).toBe(true)
  })

  it('lists all of next as added against nothing, and all of previous as removed against nothing', () => {
    const list = cidrs('10.0.1.0/24', '10.0.0.0/24', '1.2.3.0/24')
    expect(texts(compare([], list).added)).toEqual(['1.2.3.0/24', '10.0.0.0/23'])
    expect(texts(compare(list, []).removed)).toEqual(['1.2.3.0/24', '10.0.0.0/23'])
  })

  it('added ∪ (next ∩ previous) = next, added ∩ previous = ∅, removed ∩ next = ∅ (enumerated)', () => {
    fc.assert(
      fc.property(smallList, smallList, (previous, next) => {
        const { added, removed, changed } = compare(previous, next)
        const [before, after] = [members(previous), members(next)]
        assert.equal(
          members(added),
          setOp(after, before, (n, p) => n && !p)
        )
        assert.equal(
          members(removed),
          setOp(before, after, (p, n) => p && !n)
        )
        const kept = setOp(after, before, (n, p) => n && p)
        assert.equal(
          setOp(members(added), kept, (a, k) => a || k),
          after
        )
        assert.equal(changed, before !== after)
        expectMinimal(added)
        expectMinimal(removed)
      })
    )
  })

  it('is exact anywhere in the space', () => {
    fc.assert(
      fc.property(
        fc.array(anyCidr, { maxLength: 100 }),
        fc.array(anyCidr, { maxLength: 100 }),
        (previous, next) => {
          const { added, removed } = compare(previous, next)
          const union = addressRanges([...previous, ...next])
          // added ∪ previous = next ∪ previous, and added shares no address with previous.
          assert.deepEqual(addressRanges([...added, ...previous]), union)
          assert.equal(
            addressCount(addressRanges(added)) + addressCount(addressRanges(previous)),
            addressCount(union)
          )
          assert.deepEqual(addressRanges([...removed, ...next]), union)
          assert.equal(
            addressCount(addressRanges(removed)) + addressCount(addressRanges(next)),
            addressCount(union)
          )
        }
      )
    )
  })
})

describe('compareEntries', () => {
  it('removes a previous entry cut in part and adds back what stays', () => {
    const changes = compareEntries(
      cidrs('10.0.0.0/23', '9.0.0.0/8'),
      cidrs('10.0.0.0/24', '9.0.0.0/8')
    )
    expect(texts(changes.removed)).toEqual(['10.0.0.0/23'])
    expect(texts(changes.added)).toEqual(['10.0.0.0/24'])
  })

  it('sees no change in the same addresses written differently', () => {
    expect(compareEntries(cidrs('10.0.0.0/23'), cidrs('10.0.0.0/24', '10.0.1.0/24')).changed).toBe(
      false
    )
  })

  it('removes only previous entries, and applying the changes gives exactly next (enumerated)', () => {
    fc.assert(
      fc.property(smallList, smallList, (previous, next) => {
        const { added, removed, changed } = compareEntries(previous, next)
        const entries = texts(canonicalSet(texts(previous)).cidrs)
        // Removed: exactly the previous entries with an address outside next.
        const outside = (entry: string) =>
          setOp(members(cidrs(entry)), members(next), (e, n) => e && !n).includes('1')
        assert.deepEqual(texts(removed), entries.filter(outside))
        const kept = entries.filter(entry => !texts(removed).includes(entry))
        const keptMembers = members(cidrs(...kept))
        assert.ok(!setOp(members(added), keptMembers, (a, k) => a && k).includes('1'))
        assert.equal(
          setOp(members(added), keptMembers, (a, k) => a || k),
          members(next)
        )
        assert.equal(changed, added.length + removed.length > 0)
        // With no previous entry cut in part, the same addresses change as with compare.
        const cutInPart = removed.some(cidr =>
          setOp(members([cidr]), members(next), (r, n) => r && n).includes('1')
        )
        const byAddress = compare(previous, next)
        if (!cutInPart) {
          assert.deepEqual(added, byAddress.added)
          assert.equal(members(removed), members(byAddress.removed))
        }
      })
    )
  })
})
