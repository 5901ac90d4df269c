/**
 * The allow-list formats (ipv4Formats): every file passes its target's own check (nginx -t,
 * apache2 -t, iptables-restore --test, nft -c, Kubernetes' schema), the chunked formats stay
 * within their limits, and the AWS files turn the prefix list as it stands into exactly the new
 * list.
 */
import { describe, expect, it } from '@jest/globals'
import assert from 'node:assert/strict'
import fc from 'fast-check'
import {
  apacheCheck,
  iptablesCheck,
  kubernetesCheck,
  nftablesCheck,
  nginxCheck
} from '../../test-support/harness/firewall-checks.js'
import { formatCidr, type Cidr } from '../../src/features/ip-blocks/cidr.js'
import { aggregate, canonicalSet } from '../../src/features/ip-blocks/cidr-set.js'
import {
  AWS_ENTRIES_PER_FILE,
  CLOUD_ARMOR_RANGES_PER_FILE,
  GCP_RANGES_PER_FILE,
  IPV4_FORMATS,
  renderFormat,
  type Ipv4Format
} from '../../src/features/ip-blocks/ipv4-formats.js'

const CIDRS = ['9.0.0.0/8', '63.135.170.0/24', '66.55.157.0/24', '95.141.32.0/21', '192.0.2.7/32']

/** The only file of a single-file format. */
function fileOf(format: Ipv4Format, cidrs: readonly string[] = CIDRS): string {
  const { files } = renderFormat(format, cidrs)
  expect(files).toHaveLength(1)
  return files[0]!.text
}

/** `count` distinct /32 blocks that no merge joins (every other address), in numeric order. */
function hosts(count: number): string[] {
  return Array.from({ length: count }, (_, index) =>
    formatCidr({ address: 0x0a000000 + 2 * index, prefixLength: 32 })
  )
}

describe('each format passes its target’s own check', () => {
  it('nginx: `nginx -t` on a server block that includes nginx.conf', () => {
    const text = fileOf('nginx')
    expect(text).toBe(CIDRS.map(cidr => `allow ${cidr};\n`).join(''))
    expect(nginxCheck(text)).toEqual({ ok: true, output: '' })
    // The check can fail: a mask nginx refuses.
    expect(nginxCheck('allow 10.0.0.0/33;\n').ok).toBe(false)
  })

  it('apache: `apache2 -t` with the Require lines in a <RequireAny>', () => {
    const text = fileOf('apache')
    expect(text).toBe(CIDRS.map(cidr => `Require ip ${cidr}\n`).join(''))
    expect(apacheCheck(text)).toMatchObject({ ok: true })
    expect(apacheCheck('Require ip 10.0.0.0/33\n').ok).toBe(false)
  })

  it('iptables: `iptables-restore --test --noflush`, the chain APPETIZE in filter', () => {
    const text = fileOf('iptables')
    expect(text).toBe(
      `*filter\n:APPETIZE - [0:0]\n-F APPETIZE\n${CIDRS.map(cidr => `-A APPETIZE -s ${cidr} -j ACCEPT\n`).join('')}COMMIT\n`
    )
    expect(iptablesCheck(text)).toEqual({ ok: true, output: '' })
    expect(iptablesCheck(text.replace('/24', '/33')).ok).toBe(false)
  })

  it('nftables: `nft -c -f` on a ruleset that includes the file and uses $APPETIZE_IPV4', () => {
    const text = fileOf('nftables')
    expect(text).toBe(`define APPETIZE_IPV4 = {\n${CIDRS.join(',\n')}\n}\n`)
    expect(nftablesCheck(text)).toEqual({ ok: true, output: '' })
    expect(nftablesCheck(text.replace('/24', '/33')).ok).toBe(false)
  })

  it('kubernetes: the peers inside a NetworkPolicy pass Kubernetes’ own schema', () => {
    const text = fileOf('kubernetes')
    const result = kubernetesCheck(text)
    expect(result.output).toBe('')
    expect(result.peers).toEqual(CIDRS.map(cidr => ({ ipBlock: { cidr } })))
    expect(kubernetesCheck('- ipBlock: {}\n').ok).toBe(false)
    expect(kubernetesCheck('- ipBlock: {cidr: 5}\n').ok).toBe(false)
  })

  it('one block passes every check too', () => {
    const one = ['63.135.170.0/24']
    expect(nginxCheck(fileOf('nginx', one)).ok).toBe(true)
    expect(apacheCheck(fileOf('apache', one)).ok).toBe(true)
    expect(iptablesCheck(fileOf('iptables', one)).ok).toBe(true)
    expect(nftablesCheck(fileOf('nftables', one)).ok).toBe(true)
    expect(kubernetesCheck(fileOf('kubernetes', one)).ok).toBe(true)
  })

  it('cidr, json and terraform hold the list as lines, a JSON array and a tfvars object', () => {
    expect(fileOf('cidr')).toBe(`${CIDRS.join('\n')}\n`)
    expect(JSON.parse(fileOf('json'))).toEqual(CIDRS)
    expect(JSON.parse(fileOf('terraform'))).toEqual({ appetize_ipv4: CIDRS })
    expect(renderFormat('terraform', CIDRS).files[0]?.name).toBe('appetize_ipv4.auto.tfvars.json')
  })

  it('every file of every format ends with a line break and counts its entries', () => {
    for (const format of IPV4_FORMATS) {
      const rendered = renderFormat(format, CIDRS)
      expect([format, rendered.files.length > 0]).toEqual([format, true])
      for (const file of rendered.files) {
        expect([file.name, file.text.endsWith('\n')]).toEqual([file.name, true])
        expect(rendered.owns(file.name)).toBe(true)
      }
      expect(rendered.files.reduce((sum, file) => sum + file.entries, 0)).toBe(CIDRS.length)
    }
  })
})

describe('chunked formats stay within their limits', () => {
  it.each([
    ['gcp-firewall', GCP_RANGES_PER_FILE],
    ['cloud-armor', CLOUD_ARMOR_RANGES_PER_FILE]
  ] as const)('%s: at 1, at the limit (%i) and one past it', (format, limit) => {
    for (const [count, sizes] of [
      [1, [1]],
      [limit, [limit]],
      [limit + 1, [limit, 1]]
    ] as const) {
      const list = hosts(count)
      const { files } = renderFormat(format, list)
      expect(files.map(file => file.name)).toEqual(
        sizes.map((_, index) => `${format}.${index + 1}.txt`)
      )
      expect(files.map(file => file.entries)).toEqual(sizes)
      expect(files.map(file => file.text.trimEnd().split(',')).flat()).toEqual(list)
    }
  })

  it('aws-prefix-list: at 1, at 100 and at 101 entries, add files numbered from 1', () => {
    for (const [count, sizes] of [
      [1, [1]],
      [AWS_ENTRIES_PER_FILE, [100]],
      [AWS_ENTRIES_PER_FILE + 1, [100, 1]]
    ] as const) {
      const list = hosts(count)
      const { files, change } = renderFormat('aws-prefix-list', list)
      expect(files.map(file => file.name)).toEqual(
        sizes.map((_, index) => `aws-prefix-list.add.${index + 1}.json`)
      )
      expect(files.map(file => file.entries)).toEqual(sizes)
      const entries = files.flatMap(file => JSON.parse(file.text) as unknown[])
      expect(entries).toEqual(list.map(cidr => ({ Cidr: cidr, Description: 'Appetize' })))
      expect(change).toEqual({ added: count, removed: 0 })
    }
  })

  it('aws-prefix-list: remove files hold only {Cidr}, and nothing changed writes no file', () => {
    const { files, change } = renderFormat('aws-prefix-list', ['10.0.0.0/24'], ['10.0.1.0/24'])
    expect(files.map(file => [file.name, JSON.parse(file.text) as unknown])).toEqual([
      ['aws-prefix-list.add.1.json', [{ Cidr: '10.0.0.0/24', Description: 'Appetize' }]],
      ['aws-prefix-list.remove.1.json', [{ Cidr: '10.0.1.0/24' }]]
    ])
    expect(change).toEqual({ added: 1, removed: 1 })
    expect(renderFormat('aws-prefix-list', CIDRS, CIDRS).files).toEqual([])
  })
})

/** A random IPv4 block of /8 to /32. */
const cidrArbitrary: fc.Arbitrary<Cidr> = fc
  .record({ address: fc.nat(0xffffffff), prefixLength: fc.integer({ min: 8, max: 32 }) })
  .map(({ address, prefixLength }) => ({
    address: prefixLength === 32 ? address : address - (address % 2 ** (32 - prefixLength)),
    prefixLength
  }))

/**
 * Applies the AWS files to a prefix list as the recipe does: call N removes the entries of
 * remove.N and adds those of add.N; a removed entry must be in the list, an added one must not.
 */
function apply(list: Set<string>, files: readonly { name: string; text: string }[]): Set<string> {
  const result = new Set(list)
  const calls = new Map<number, { add: string[]; remove: string[] }>()
  for (const file of files) {
    const [, kind, number] = /^aws-prefix-list\.(add|remove)\.(\d+)\.json$/.exec(file.name)!
    const entries = JSON.parse(file.text) as { Cidr: string; Description?: string }[]
    assert.ok(entries.length >= 1 && entries.length <= AWS_ENTRIES_PER_FILE, file.name)
    const call = calls.get(Number(number)) ?? { add: [], remove: [] }
    call[kind as 'add' | 'remove'].push(...entries.map(entry => entry.Cidr))
    calls.set(Number(number), call)
  }
  const numbers = [...calls.keys()].sort((a, b) => a - b)
  assert.deepEqual(
    numbers,
    numbers.map((_, index) => index + 1)
  )
  for (const number of numbers) {
    const call = calls.get(number)!
    for (const cidr of call.remove) assert.ok(result.delete(cidr), `remove ${cidr}: not held`)
    for (const cidr of call.add) {
      assert.ok(!result.has(cidr), `add ${cidr}: already held`)
      result.add(cidr)
    }
  }
  return result
}

describe('aws-prefix-list: applying the files to the previous list gives exactly the new one', () => {
  it('for any previous list and any new list', () => {
    fc.assert(
      fc.property(
        fc.array(cidrArbitrary, { maxLength: 260 }),
        fc.array(cidrArbitrary, { minLength: 1, maxLength: 260 }),
        (previousBlocks, nextBlocks) => {
          const previous = canonicalSet(previousBlocks.map(formatCidr)).cidrs.map(formatCidr)
          const next = aggregate(nextBlocks).map(formatCidr)
          const { files, change } = renderFormat('aws-prefix-list', next, previous)
          const result = apply(new Set(previous), files)
          assert.deepEqual([...result].sort(), [...next].sort())
          assert.equal(change?.added, next.filter(cidr => !previous.includes(cidr)).length)
        }
      ),
      { numRuns: 200 }
    )
  })

  it('with a shared part, so that both files are chunked', () => {
    const previous = hosts(250)
    const next = [...hosts(400).slice(150)]
    const { files } = renderFormat('aws-prefix-list', next, previous)
    expect(files.map(file => `${file.name}:${file.entries}`)).toEqual([
      'aws-prefix-list.add.1.json:100',
      'aws-prefix-list.add.2.json:50',
      'aws-prefix-list.remove.1.json:100',
      'aws-prefix-list.remove.2.json:50'
    ])
    expect([...apply(new Set(previous), files)].sort()).toEqual([...next].sort())
  })
})
