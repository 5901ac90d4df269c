// Inside properties, node:assert: jest's expect() builds every matcher on each call (tens of
// microseconds), paid on each of thousands of runs.
import assert from 'node:assert/strict'
import { describe, expect, it } from '@jest/globals'
import fc from 'fast-check'
import { CidrError, formatCidr, parseCidr, type Cidr } from '../../src/features/ip-blocks/cidr.js'
import { parseCidrList, quoteEntry } from '../../src/features/ip-blocks/cidr-list.js'
import { codePoint } from '../../test-support/harness/hostile-text.js'

/** The error parseCidr throws for an entry; fails the test when it parses. */
function refusal(entry: string, index = 0): CidrError {
  try {
    parseCidr(entry, index)
  } catch (error) {
    if (error instanceof CidrError) return error
    throw error
  }
  throw new Error(`${JSON.stringify(entry)} was accepted`)
}

const uint32 = fc.integer({ min: 0, max: 2 ** 32 - 1 })
const octetsOf = (address: number) =>
  [24, 16, 8, 0].map(shift => Math.floor(address / 2 ** shift) % 256)

describe('parseCidr', () => {
  it.each([
    ['10.0.0.0/8', 167772160, 8],
    ['0.0.0.0/8', 0, 8],
    ['255.255.255.255/32', 2 ** 32 - 1, 32],
    ['128.0.0.0/9', 2 ** 31, 9],
    ['63.135.170.0/24', 63 * 2 ** 24 + 135 * 2 ** 16 + 170 * 2 ** 8, 24]
  ])('reads %s as it stands', (entry, address, prefixLength) => {
    expect(parseCidr(entry, 4)).toEqual({
      index: 4,
      entry,
      cidr: { address, prefixLength },
      changes: []
    })
  })

  it.each([
    ['1.2.3.4/24', '1.2.3.0/24', ['host bits set']],
    ['255.255.255.255/8', '255.0.0.0/8', ['host bits set']],
    ['10.0.0.0/08', '10.0.0.0/8', ['a prefix length with a leading zero']],
    ['10.1.2.3/09', '10.0.0.0/9', ['host bits set', 'a prefix length with a leading zero']]
  ])('normalises %s to %s and says what it changed', (entry, canonical, changes) => {
    const parsed = parseCidr(entry, 0)
    expect(formatCidr(parsed.cidr)).toBe(canonical)
    expect(parsed.changes).toEqual(changes)
    expect(parsed.entry).toBe(entry)
  })

  it.each(
    (
      [
        ['', 'is empty'],
        ['1.2.3.4', 'has no prefix length'],
        ['1.2.3.256/24', 'an octet is above 255'],
        ['1.2.3.0/33', 'its prefix length is above 32'],
        ['1.2.3.0/024', 'its prefix length has more than 2 digits'],
        ['1.2.3.0/', 'its prefix length is empty'],
        ['1.2.3/24', 'its address has 3 dot-separated parts, not 4'],
        ['1.2..3/24', 'its address has an empty octet'],
        ['1.2.3.0000/24', 'an octet of more than 3 digits'],
        ['1.2.3.0/24/24', "more than one '/'"],
        ['a.b.c.d/8', "a character other than digits, '.' and '/'"],
        ['1.2.3.0/-1', "a character other than digits, '.' and '/'"],
        ['１.2.3.0/24', "a character other than digits, '.' and '/'"],
        [' 1.2.3.0/24', 'white space or a control character'],
        ['1.2.3.0/24\n', 'white space or a control character'],
        ['1.2.3.0/24\u0000', 'white space or a control character'],
        ['::1/128', 'is an IPv6 block or address'],
        ['2001:db8::/32', 'is an IPv6 block or address'],
        ['1.2.3.0/24 ##[warning]x', 'white space'],
        ['1'.repeat(19), 'it is 19 characters long'],
        // Quadratic backtracking on this would hold the step for hours: diagnose stays linear.
        [`${':'.repeat(100_000)}x`, 'it is 100001 characters long']
      ] as const
    ).map(([entry, problem]) => ({
      entry,
      problem,
      // A title of 100,001 characters would only slow the reporter down.
      shown: entry.length > 40 ? `${JSON.stringify(entry.slice(0, 20))}…` : JSON.stringify(entry)
    }))
  )('refuses $shown: $problem', ({ entry, problem }) => {
    const error = refusal(entry, 2)
    expect(error.problem).toContain(problem)
    expect(error.kind).toBe('not-a-cidr')
    expect(error.index).toBe(2)
    expect(error.message).toBe(`Entry 3 ${error.problem}.`)
  })

  it.each(['010.0.0.0/8', '10.00.0.0/16', '1.2.3.01/32'])(
    'refuses %s: an octet with a leading zero is octal to some tools',
    entry => {
      expect(refusal(entry).kind).toBe('leading-zero')
    }
  )

  it.each([
    ['0.0.0.0/0', '0.0.0.0/0'],
    ['10.0.0.0/7', '10.0.0.0/7'],
    ['1.2.3.4/4', '0.0.0.0/4'],
    ['10.0.0.0/07', '10.0.0.0/7']
  ])('reads %s as %s: how broad a list may be is judged on the merged list', (entry, canonical) => {
    expect(formatCidr(parseCidr(entry, 0).cidr)).toBe(canonical)
  })

  it('never quotes the entry in its error, whatever the entry', () => {
    const marker = 'SECRET42'
    fc.assert(
      fc.property(
        fc.string({ unit: codePoint }),
        fc.string({ unit: codePoint }),
        fc.nat(),
        (before, after, index) => {
          const entry = `${before}${marker}${after}`
          const error = refusal(entry, index)
          assert.ok(!error.message.includes(marker), error.message)
          // Only the action's own words: no line break, no workflow command, nothing to escape.
          assert.match(error.message, /^Entry \d+ [A-Za-z0-9 .,:;'/()=-]+\.$/)
        }
      )
    )
  })

  it('accepts exactly a.b.c.d/n with octets 0–255, no octal-looking octet, a prefix 0–32', () => {
    // The grammar as a regular expression: the oracle for parseCidr's hand-written scanner.
    const grammar = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})\/(\d{1,2})$/
    const cidrLike = fc
      .array(fc.constantFrom(...'0123456789'.split(''), '.', '/', '0', 'x', ' ', '٣'), {
        maxLength: 20
      })
      .map(characters => characters.join(''))
    const number = (max: number) =>
      fc.oneof(fc.nat(max).map(String), fc.stringMatching(/^\d{0,4}$/))
    const nearlyCidr = fc
      .tuple(fc.array(number(300), { minLength: 4, maxLength: 4 }), number(40), fc.boolean())
      .map(([octets, prefix, slash]) => `${octets.join('.')}${slash ? '/' : '.'}${prefix}`)
    fc.assert(
      fc.property(fc.oneof(cidrLike, nearlyCidr, fc.string()), entry => {
        const match = grammar.exec(entry)
        const parts = match ? match.slice(1).map(Number) : []
        const expected =
          match !== null &&
          parts.slice(0, 4).every(octet => octet <= 255) &&
          match.slice(1, 5).every(octet => octet === '0' || !octet.startsWith('0')) &&
          parts[4]! <= 32
        let accepted: Cidr | undefined
        try {
          accepted = parseCidr(entry, 0).cidr
        } catch (error) {
          assert.ok(error instanceof CidrError, String(error))
          if (!match) assert.equal(error.kind, 'not-a-cidr')
        }
        assert.equal(accepted !== undefined, expected, `accepted ${JSON.stringify(entry)}`)
        if (accepted) {
          const written = parts.slice(0, 4).reduce((value, octet) => value * 256 + octet, 0)
          assert.equal(accepted.prefixLength, parts[4])
          assert.equal(accepted.address, written - (written % 2 ** (32 - parts[4]!)))
        }
      }),
      { numRuns: 2000 }
    )
  })

  it('formats what it parses back to the same text when canonical', () => {
    fc.assert(
      fc.property(uint32, fc.integer({ min: 8, max: 32 }), (address, prefixLength) => {
        const network = address - (address % 2 ** (32 - prefixLength))
        const text = `${octetsOf(network).join('.')}/${prefixLength}`
        const parsed = parseCidr(text, 0)
        assert.deepEqual(parsed.cidr, { address: network, prefixLength })
        assert.deepEqual(parsed.changes, [])
        assert.equal(formatCidr(parsed.cidr), text)
      })
    )
  })

  it('keeps the network when clearing host bits: the block holds the address written', () => {
    fc.assert(
      fc.property(uint32, fc.integer({ min: 8, max: 32 }), (address, prefixLength) => {
        const { cidr, changes } = parseCidr(`${octetsOf(address).join('.')}/${prefixLength}`, 0)
        const size = 2 ** (32 - prefixLength)
        assert.equal(cidr.prefixLength, prefixLength)
        assert.equal(cidr.address % size, 0)
        assert.ok(address - cidr.address >= 0 && address - cidr.address < size)
        assert.equal(changes.includes('host bits set'), cidr.address !== address)
      })
    )
  })
})

describe('formatCidr', () => {
  it.each<[Cidr, string]>([
    [{ address: 0, prefixLength: 0 }, '0.0.0.0/0'],
    [{ address: 2 ** 32 - 256, prefixLength: 24 }, '255.255.255.0/24'],
    [{ address: 3232235776, prefixLength: 23 }, '192.168.1.0/23']
  ])('formats %j as %s', (cidr, text) => {
    expect(formatCidr(cidr)).toBe(text)
  })
})

describe('parseCidrList', () => {
  it.each([
    ['', []],
    [' \n\t', []],
    ['[]', []],
    ['10.0.0.0/8', ['10.0.0.0/8']],
    [
      '10.0.0.0/8, 9.0.0.0/8\n1.2.3.0/24  1.2.4.0/24,,\r\n',
      ['10.0.0.0/8', '9.0.0.0/8', '1.2.3.0/24', '1.2.4.0/24']
    ],
    ['\n ["10.0.0.0/8", "9.0.0.0/8"]\n', ['10.0.0.0/8', '9.0.0.0/8']],
    ['["a b"]', ['a b']]
  ])('reads %j', (text, entries) => {
    expect(parseCidrList(text)).toEqual(entries)
  })

  it.each([
    ['["10.0.0.0/8", 10]', 1, 'is a number, not a string'],
    ['[null]', 0, 'is null, not a string'],
    ['["10.0.0.0/8", ["9.0.0.0/8"]]', 1, 'is an array, not a string'],
    ['["10.0.0.0/8" "9.0.0.0/8"]', undefined, 'starts with [ but is not valid JSON'],
    ['[10.0.0.0/8]', undefined, 'starts with [ but is not valid JSON']
  ])('refuses %j without quoting it', (text, index, problem) => {
    let refused: unknown
    try {
      parseCidrList(text)
    } catch (error) {
      refused = error
    }
    expect(refused).toBeInstanceOf(CidrError)
    const error = refused as CidrError
    expect(error.index).toBe(index)
    expect(error.problem).toContain(problem)
    expect(error.message).not.toContain('10.0.0.0')
  })
})

describe('quoteEntry', () => {
  it('quotes as JSON, escaping line breaks', () => {
    expect(quoteEntry('1.2.3.0/24\n::warning::x')).toBe('"1.2.3.0/24\\n::warning::x"')
  })

  it('cuts a long entry to 60 characters, whole characters only', () => {
    expect(quoteEntry('x'.repeat(60))).toBe(`"${'x'.repeat(60)}"`)
    expect(quoteEntry('x'.repeat(61))).toBe(`"${'x'.repeat(59)}…"`)
    expect(quoteEntry('😀'.repeat(70))).toBe(`"${'😀'.repeat(59)}…"`)
  })
})
