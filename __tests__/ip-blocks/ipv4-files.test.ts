/**
 * The allow-list files of a run (ipv4Formats, ipv4Directory, ipv4MaxEntries), in process against
 * the fake service: what is written where, the ipv4Files output and the summary's table; a file
 * rewritten only when it changed; stale chunks removed; nothing written when a guard rail holds
 * the run, in a dry run, or when the folder cannot be written.
 */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { mkdirSync, readdirSync, readFileSync, statSync, utimesSync, writeFileSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DEFAULT_PUBLIC_KEY, FakeService } from '../../test-support/fake-service/server.js'
import { inputReader } from '../../test-support/harness/inputs.js'
import { RecordingHost } from '../../test-support/harness/recording-host.js'
import { runAction } from '../../src/app/run.js'

let service: FakeService
let folder: string

beforeEach(async () => {
  service = new FakeService()
  await service.start()
  folder = await mkdtemp(join(tmpdir(), 'ipv4-files-'))
})
afterEach(async () => {
  await service.stop()
  await rm(folder, { recursive: true, force: true })
})

/** Runs the IP block operation in process with `given`, files into `folder/out` by default. */
async function run(given: Record<string, string>, host = new RecordingHost()) {
  const outcome = await runAction(
    inputReader({
      ipBlocks: 'true',
      baseUrl: service.url,
      ipv4Directory: join(folder, 'out'),
      ...given
    }),
    host
  )
  return { ...outcome, host }
}

const out = (name = ''): string => join(folder, 'out', name)
const listing = (): string[] => readdirSync(out()).sort()

/** `count` /32 blocks that no merge joins, as the service lists them. */
function hosts(count: number): string[] {
  return Array.from({ length: count }, (_, index) => `10.0.${index >> 7}.${(index % 128) * 2}/32`)
}

describe('ipv4Formats', () => {
  it('writes each format into the folder, created when missing, and sets ipv4Files', async () => {
    service.ipv4 = ['10.0.1.0/24', '10.0.0.0/24', '192.0.2.0/24']
    const { succeeded, host } = await run({ ipv4Formats: 'nginx, cidr\ngcp-firewall' })
    expect(succeeded).toBe(true)
    expect(listing()).toEqual(['cidr.txt', 'gcp-firewall.1.txt', 'nginx.conf'])
    expect(readFileSync(out('nginx.conf'), 'utf8')).toBe(
      'allow 10.0.0.0/23;\nallow 192.0.2.0/24;\n'
    )
    expect(readFileSync(out('gcp-firewall.1.txt'), 'utf8')).toBe('10.0.0.0/23,192.0.2.0/24\n')
    expect(JSON.parse(host.outputs.ipv4Files ?? '')).toEqual({
      nginx: [out('nginx.conf')],
      cidr: [out('cidr.txt')],
      'gcp-firewall': [out('gcp-firewall.1.txt')]
    })
    expect(host.summary).toContain('<h3>IP block files</h3>')
    expect(host.summary).toContain(
      '<tr><td><code>gcp-firewall</code></td><td><code>gcp-firewall.1.txt</code></td><td>2</td><td></td></tr>'
    )
  })

  it('leaves a file whose content is unchanged untouched (its modification time stays)', async () => {
    service.ipv4 = ['192.0.2.0/24', '198.51.100.0/24']
    await run({ ipv4Formats: 'nginx,iptables' })
    const past = new Date('2020-01-01T00:00:00Z')
    utimesSync(out('nginx.conf'), past, past)
    utimesSync(out('iptables.rules'), past, past)
    const second = await run({ ipv4Formats: 'nginx,iptables' })
    expect(second.succeeded).toBe(true)
    expect(statSync(out('nginx.conf')).mtime).toEqual(past)
    expect(statSync(out('iptables.rules')).mtime).toEqual(past)
    expect(second.host.log).toContain('nginx: 1 file, 0 rewritten, 1 unchanged.')
    expect(second.host.summary).toContain('<code>nginx.conf</code> (unchanged)')

    service.ipv4 = ['192.0.2.0/24']
    const third = await run({ ipv4Formats: 'nginx,iptables' })
    expect(third.succeeded).toBe(true)
    expect(statSync(out('nginx.conf')).mtime).not.toEqual(past)
    expect(readFileSync(out('nginx.conf'), 'utf8')).toBe('allow 192.0.2.0/24;\n')
    expect(listing()).toEqual(['iptables.rules', 'nginx.conf'])
  })

  it('removes the chunks of an earlier run that this run does not write, and nothing else', async () => {
    service.ipv4 = hosts(25)
    await run({ ipv4Formats: 'cloud-armor' })
    expect(listing()).toEqual(['cloud-armor.1.txt', 'cloud-armor.2.txt', 'cloud-armor.3.txt'])
    writeFileSync(out('cloud-armor.notes.txt'), 'mine\n')
    writeFileSync(out('gcp-firewall.7.txt'), 'not asked for this run\n')
    service.ipv4 = hosts(12)
    const { host } = await run({ ipv4Formats: 'cloud-armor' })
    expect(listing()).toEqual([
      'cloud-armor.1.txt',
      'cloud-armor.2.txt',
      'cloud-armor.notes.txt',
      'gcp-firewall.7.txt'
    ])
    expect(readFileSync(out('cloud-armor.2.txt'), 'utf8').trimEnd().split(',')).toHaveLength(2)
    expect(JSON.parse(host.outputs.ipv4Files ?? '')).toEqual({
      'cloud-armor': [out('cloud-armor.1.txt'), out('cloud-armor.2.txt')]
    })
    expect(host.summary).toContain('removed as stale: <code>cloud-armor.3.txt</code>')
    expect(host.log).toContain(
      'cloud-armor: 2 files, 1 rewritten, 1 unchanged; 1 stale file removed.'
    )
  })

  it('writes the AWS add and remove files against previousIpv4, and counts them', async () => {
    service.ipv4 = ['192.0.2.0/24', '198.51.100.0/24']
    writeFileSync(join(folder, 'stale'), '')
    mkdirSync(out())
    writeFileSync(out('aws-prefix-list.remove.2.json'), '[]\n')
    const { host, succeeded } = await run({
      ipv4Formats: 'aws-prefix-list',
      previousIpv4: '["192.0.2.0/24", "203.0.113.0/24"]'
    })
    expect(succeeded).toBe(true)
    expect(listing()).toEqual(['aws-prefix-list.add.1.json', 'aws-prefix-list.remove.1.json'])
    expect(JSON.parse(readFileSync(out('aws-prefix-list.add.1.json'), 'utf8'))).toEqual([
      { Cidr: '198.51.100.0/24', Description: 'Appetize' }
    ])
    expect(JSON.parse(readFileSync(out('aws-prefix-list.remove.1.json'), 'utf8'))).toEqual([
      { Cidr: '203.0.113.0/24' }
    ])
    expect(host.summary).toContain('<td>1 added, 1 removed</td>')
  })

  it('writes the files into appetize-ipv4 in the host’s temporary folder by default', async () => {
    service.ipv4 = ['192.0.2.0/24']
    const host = new RecordingHost({ temporaryFolder: folder })
    const { succeeded } = await run({ ipv4Formats: 'terraform', ipv4Directory: '' }, host)
    expect(succeeded).toBe(true)
    const path = join(folder, 'appetize-ipv4', 'appetize_ipv4.auto.tfvars.json')
    expect(JSON.parse(host.outputs.ipv4Files ?? '')).toEqual({ terraform: [path] })
    expect(JSON.parse(readFileSync(path, 'utf8'))).toEqual({ appetize_ipv4: ['192.0.2.0/24'] })
  })

  it('shows a folder name of the user’s own escaped in the summary, as it is in the output', async () => {
    service.ipv4 = ['192.0.2.0/24']
    const hostile = join(folder, '<img src=x>\n##[error]x')
    const { succeeded, host } = await run({ ipv4Formats: 'cidr', ipv4Directory: hostile })
    expect(succeeded).toBe(true)
    expect(JSON.parse(host.outputs.ipv4Files ?? '')).toEqual({ cidr: [join(hostile, 'cidr.txt')] })
    expect(host.summary).toContain('&lt;img src=x&gt;<br>##[error]x')
    expect(host.summary).not.toContain('<img')
  })

  it('starts a relative ipv4Directory from the workspace', async () => {
    service.ipv4 = ['192.0.2.0/24']
    const host = new RecordingHost({ workspace: folder })
    const { succeeded } = await run({ ipv4Formats: 'json', ipv4Directory: 'lists/ips' }, host)
    expect(succeeded).toBe(true)
    expect(readFileSync(join(folder, 'lists', 'ips', 'ipv4.json'), 'utf8')).toBe(
      '[\n  "192.0.2.0/24"\n]\n'
    )
  })
})

describe('nothing is written when the run stops before', () => {
  it.each([
    ['ipv4MinCount', { ipv4MinCount: '3' }, /fewer than ipv4MinCount \(3\)/],
    [
      'ipv4MaxRemoved',
      { previousIpv4: '203.0.113.0/24 198.51.100.0/24', ipv4MaxRemoved: '1' },
      /more than ipv4MaxRemoved \(1\)/
    ],
    [
      'ipv4MaxEntries',
      { ipv4MaxEntries: '1' },
      /The merged list has 2 entries, more than ipv4MaxEntries \(1\); nothing was published and no file was written\./
    ]
  ])('a guard rail (%s) leaves no file and no output', async (_, given, message) => {
    service.ipv4 = ['192.0.2.0/24', '198.51.100.64/26']
    const { succeeded, host } = await run({ ipv4Formats: 'nginx,aws-prefix-list', ...given })
    expect(succeeded).toBe(false)
    expect(host.errors[0]?.text).toMatch(message)
    expect(host.outputs).toEqual({})
    expect(() => readdirSync(out())).toThrow(/ENOENT/)
  })

  it('ipv4MaxEntries lets a list of exactly that many entries through', async () => {
    service.ipv4 = ['192.0.2.0/24', '198.51.100.64/26']
    const { succeeded } = await run({ ipv4Formats: 'cidr', ipv4MaxEntries: '2' })
    expect(succeeded).toBe(true)
  })

  it('a dry run writes nothing and says what it would write', async () => {
    const { succeeded, host } = await run({ ipv4Formats: 'nginx,gcp-firewall', dryRun: 'true' })
    expect(succeeded).toBe(true)
    expect(host.log).toContain(
      `Dry run: the IP blocks would be written into ${out()} as nginx (nginx.conf), gcp-firewall (gcp-firewall.N.txt); nothing is written.`
    )
    expect(host.summary).toContain('would be written into')
    expect(host.outputs).toEqual({})
    expect(() => readdirSync(out())).toThrow(/ENOENT/)
  })

  it('a folder that is a file is an error naming ipv4Directory, before any request', async () => {
    writeFileSync(join(folder, 'taken'), '')
    const { succeeded, failure } = await run({
      ipv4Formats: 'nginx',
      ipv4Directory: join(folder, 'taken', 'out')
    })
    expect(succeeded).toBe(false)
    expect(failure).toMatchObject({
      kind: 'invalid-input',
      input: 'ipv4Directory',
      message: expect.stringMatching(
        /ipv4Directory ".*taken\/out" cannot be created: .* is not a folder/
      )
    })
    expect(service.requests).toHaveLength(0)
  })

  it('a file that cannot be replaced leaves the others as they were, no temporary file behind', async () => {
    service.ipv4 = ['192.0.2.0/24']
    mkdirSync(out('nginx.conf'), { recursive: true })
    writeFileSync(out('cidr.txt'), 'old\n')
    const { succeeded, failure, host } = await run({ ipv4Formats: 'nginx,cidr' })
    expect(succeeded).toBe(false)
    expect(failure).toMatchObject({
      input: 'ipv4Directory',
      message: expect.stringMatching(
        /holds nginx\.conf, which cannot be replaced .*no file of the IP blocks was changed/
      )
    })
    expect(readFileSync(out('cidr.txt'), 'utf8')).toBe('old\n')
    expect(listing()).toEqual(['cidr.txt', 'nginx.conf'])
    expect(host.outputs).toEqual({})
  })
})

describe('ipv4Directory without ipv4Formats', () => {
  it.each(['', ' ,\n '])(
    'writes no file and warns, ipv4Formats %j: empty formats mean no files',
    async ipv4Formats => {
      service.ipv4 = ['192.0.2.0/25', '192.0.2.128/25']
      const { succeeded, host } = await run({ ipv4Formats })
      expect(succeeded).toBe(true)
      expect(host.warnings).toEqual([
        {
          kind: 'warning',
          title: 'No files to write',
          text: 'ipv4Directory is given, but ipv4Formats is empty: no file is written. Name the formats to write into the folder, or leave ipv4Directory empty.'
        }
      ])
      expect(host.outputs.ipv4Files).toBeUndefined()
      // The IP blocks are still published.
      expect(JSON.parse(host.outputs.ipv4Aggregated ?? '')).toEqual(['192.0.2.0/24'])
      expect(readdirSync(folder)).toEqual([])
    }
  )

  it('in a run without ipBlocks too (a reusable workflow that always passes its folder)', async () => {
    const host = new RecordingHost()
    const outcome = await runAction(
      inputReader({
        apiToken: service.apiToken,
        baseUrl: service.url,
        publicKey: DEFAULT_PUBLIC_KEY,
        note: 'n',
        ipv4Directory: join(folder, 'out')
      }),
      host
    )
    expect(outcome.succeeded).toBe(true)
    expect(host.warnings.map(warning => warning.title)).toEqual(['No files to write'])
    expect(service.requestsTo('update')).toHaveLength(1)
    expect(readdirSync(folder)).toEqual([])
  })

  it('no warning without ipv4Directory', async () => {
    const { succeeded, host } = await run({ ipv4Directory: '' })
    expect(succeeded).toBe(true)
    expect(host.warnings).toEqual([])
  })
})

describe('the inputs', () => {
  it.each([
    [
      { ipv4Formats: 'ngnix' },
      'ipv4Formats',
      /"ngnix", which is not a format\. Did you mean "nginx"\? Allowed: cidr, json, nginx, apache, iptables, nftables, aws-prefix-list, gcp-firewall, cloud-armor, kubernetes, terraform\./
    ],
    [
      { ipv4Formats: 'nginx,aws' },
      'ipv4Formats',
      /"aws", which is not a format\. Did you mean "aws-prefix-list"\?/
    ],
    [{ ipv4Formats: 'Cloud Armor' }, 'ipv4Formats', /Did you mean "cloud-armor"\?/],
    [{ ipBlocks: 'false', ipv4Formats: 'nginx' }, 'ipv4Formats', /ipBlocks is not true/],
    [
      { ipBlocks: 'false', ipv4MaxEntries: '5', ipv4Directory: '' },
      'ipv4MaxEntries',
      /ipBlocks is not true/
    ],
    [
      { ipv4MaxEntries: '0', ipv4Directory: '' },
      'ipv4MaxEntries',
      /must be a whole number from 1 to/
    ]
  ])('refuse %j, naming %s, before any request', async (given, input, message) => {
    const { failure } = await run(given)
    expect(failure?.message).toMatch(message)
    expect(failure).toMatchObject({ input, message: expect.stringMatching(message) })
    expect(service.requests).toHaveLength(0)
  })
})
