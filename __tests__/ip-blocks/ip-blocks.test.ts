import { createHash } from 'node:crypto'
import { describe, expect, it } from '@jest/globals'
import { normalizeIpBlocks } from '../../src/features/ip-blocks/ip-blocks.js'

const sha = (text: string) => createHash('sha256').update(text).digest('hex')

describe('normalizeIpBlocks', () => {
  it('de-duplicates and sorts numerically, and hashes the lines', () => {
    const blocks = normalizeIpBlocks([
      '95.141.32.0/21',
      '9.0.0.0/8',
      '63.135.170.0/24',
      '9.0.0.0/8'
    ])
    expect(blocks.cidrs).toEqual(['9.0.0.0/8', '63.135.170.0/24', '95.141.32.0/21'])
    expect(blocks.sha256).toBe(sha('9.0.0.0/8\n63.135.170.0/24\n95.141.32.0/21'))
  })

  it('gives the same digest whatever order the service sends', () => {
    const a = normalizeIpBlocks(['1.2.3.0/24', '10.0.0.0/16', '1.2.3.0/25'])
    const b = normalizeIpBlocks(['1.2.3.0/25', '1.2.3.0/24', '10.0.0.0/16', '10.0.0.0/16'])
    expect(b.cidrs).toEqual(a.cidrs)
    expect(b.sha256).toBe(a.sha256)
    expect(a.cidrs).toEqual(['1.2.3.0/24', '1.2.3.0/25', '10.0.0.0/16'])
  })

  it('refuses an empty list: a firewall must never get an empty allow-list', () => {
    expect(() => normalizeIpBlocks([])).toThrow(/empty list of IP blocks/)
  })

  it.each([
    '1.2.3.4',
    '1.2.3.256/24',
    '1.2.3.0/33',
    '01.2.3.0/24',
    'a.b.c.d/8',
    ' 1.2.3.0/24',
    '::1/128'
  ])('refuses %j, naming its position and never quoting it', entry => {
    expect(() => normalizeIpBlocks(['1.2.3.0/24', entry])).toThrow(
      /^The service's IP block list is malformed: Entry 2 .*; refusing to publish the list\.$/
    )
    expect(() => normalizeIpBlocks(['1.2.3.0/24', entry])).not.toThrow(entry.trim())
  })

  it('publishes a block with host bits set as its network, and reports it', () => {
    const blocks = normalizeIpBlocks(['1.2.3.4/24', '1.2.3.0/24', '10.0.0.0/08'])
    expect(blocks.cidrs).toEqual(['1.2.3.0/24', '10.0.0.0/8'])
    expect(blocks.sha256).toBe(sha('1.2.3.0/24\n10.0.0.0/8'))
    expect(blocks.normalised.map(entry => [entry.index, entry.changes])).toEqual([
      [0, ['host bits set']],
      [2, ['a prefix length with a leading zero']]
    ])
  })
})
