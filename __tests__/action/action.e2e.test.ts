/**
 * End to end: the bundled dist/index.cjs run as the runner runs it, against the fake service.
 */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import { DEFAULT_PUBLIC_KEY, FakeService } from '../../test-support/fake-service/server.js'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parse } from 'yaml'
import {
  actionDefaults,
  inputVariable,
  REPO_ROOT,
  runAction
} from '../../test-support/harness/runner.js'

interface ActionYml {
  outputs: Record<string, unknown>
}

let service: FakeService

beforeEach(async () => {
  service = new FakeService()
  await service.start()
})
afterEach(() => service.stop())

const SUCCESS_OUTPUTS = ['publicKey', 'created', 'updated', 'platform', 'versionCode', 'appUrl']

describe('update', () => {
  it('sends exactly the given fields and sets the outputs from the answer', async () => {
    const run = await runAction({
      apiToken: service.apiToken,
      publicKey: DEFAULT_PUBLIC_KEY,
      url: 'https://builds.example.com/app-release.apk',
      platform: 'android',
      note: 'build 42',
      settings: 'timeout: 300\nlaunchUrl: null\nappPermissions:\n  run: public\n',
      baseUrl: service.url
    })
    expect(run.exitCode).toBe(0)
    expect(run.errors).toEqual([])
    const [request] = service.requestsTo('update')
    expect(request?.headers['x-api-key']).toBe(service.apiToken)
    // The action keeps its own name; the command-line tool sends appetize-deploy/<version>.
    expect(request?.headers['user-agent']).toBe('appetize-deploy-action')
    expect(request?.json).toEqual({
      url: 'https://builds.example.com/app-release.apk',
      platform: 'android',
      fileType: 'apk',
      note: 'build 42',
      timeout: 300,
      launchUrl: null,
      appPermissions: { run: 'public' }
    })
    const app = service.apps.get(DEFAULT_PUBLIC_KEY)
    expect(run.outputs).toEqual({
      publicKey: DEFAULT_PUBLIC_KEY,
      created: app?.created,
      updated: app?.updated,
      platform: 'android',
      versionCode: '2',
      // Not the public service nor a private instance: no app page is known.
      appUrl: ''
    })
  })

  it('sends a settings-only update without any field the user did not give', async () => {
    const run = await runAction({
      apiToken: service.apiToken,
      publicKey: DEFAULT_PUBLIC_KEY,
      settings: '{"disabled": true}',
      baseUrl: service.url
    })
    expect(run.exitCode).toBe(0)
    expect(service.requestsTo('update')[0]?.body).toBe('{"disabled":true}')
    expect(service.requestsTo('ips')).toHaveLength(0)
    expect(Object.keys(run.outputs).sort()).toEqual([...SUCCESS_OUTPUTS].sort())
  })

  it("uses the service's appURL when it sends one", async () => {
    await service.stop()
    service = new FakeService({ appUrlBase: 'https://stream.example.com' })
    await service.start()
    const run = await runAction({
      apiToken: service.apiToken,
      publicKey: DEFAULT_PUBLIC_KEY,
      note: 'x',
      baseUrl: service.url
    })
    expect(run.outputs.appUrl).toBe(`https://stream.example.com/app/${DEFAULT_PUBLIC_KEY}`)
  })

  it('links the app page on a private instance and uses its /api/v2', async () => {
    const run = await runAction({
      apiToken: service.apiToken,
      publicKey: DEFAULT_PUBLIC_KEY,
      note: 'x',
      ipBlocks: 'true',
      previousIpv4: '63.135.170.0/24',
      privateInstanceUrl: service.url
    })
    expect(run.exitCode).toBe(0)
    expect(run.outputs.appUrl).toBe(`${service.url}/app/${DEFAULT_PUBLIC_KEY}`)
    // Every output action.yml declares is set, and no other.
    const declared = (parse(readFileSync(join(REPO_ROOT, 'action.yml'), 'utf8')) as ActionYml)
      .outputs
    // The preview outputs belong to preview mode and the comment (pull request runs) only,
    // sweptPreviews to a sweep, and ipv4Files to a run that writes files (ipv4-files.e2e.test.ts).
    const notYetSet = ['previewAction', 'commentUrl', 'deviceLinks', 'sweptPreviews', 'ipv4Files']
    const expected = Object.keys(declared).filter(name => !notYetSet.includes(name))
    expect(Object.keys(run.outputs).sort()).toEqual(expected.sort())
    expect(service.requests.map(request => request.path)).toEqual([
      '/api/v2/service/ips',
      `/v1/apps/${DEFAULT_PUBLIC_KEY}`
    ])
  })

  it.each([
    [
      { apiToken: 'wrong-token' },
      'API token refused',
      /refused the API token \(401 Unauthorized\)/
    ],
    [
      { publicKey: 'nosuchapp' },
      'Not found',
      /No app with publicKey "nosuchapp" exists \(404 Not Found\)/
    ]
  ])(
    'fails on a service error with a clear message and no outputs: %j',
    async (given, title, message) => {
      const run = await runAction({
        apiToken: service.apiToken,
        publicKey: DEFAULT_PUBLIC_KEY,
        note: 'n',
        baseUrl: service.url,
        ...given
      })
      expect(run.exitCode).toBe(1)
      expect(run.outputs).toEqual({})
      expect(run.errors).toHaveLength(1)
      expect(run.errors[0]?.title).toBe(title)
      expect(run.errors[0]?.message).toMatch(message)
    }
  )
})

describe('job summary', () => {
  const update = (): Record<string, string> => ({
    apiToken: service.apiToken,
    publicKey: DEFAULT_PUBLIC_KEY,
    note: 'n',
    baseUrl: service.url
  })

  it('is appended to the file the runner gave, after what is already in it', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'summary-'))
    const summaryFile = join(folder, 'summary')
    writeFileSync(summaryFile, '<p>an earlier line</p>\n')
    try {
      const run = await runAction(update(), { env: { GITHUB_STEP_SUMMARY: summaryFile } })
      expect(run.exitCode).toBe(0)
      const summary = readFileSync(summaryFile, 'utf8')
      expect(summary.startsWith('<p>an earlier line</p>\n<h2>')).toBe(true)
      expect(summary).toContain(DEFAULT_PUBLIC_KEY)
    } finally {
      rmSync(folder, { recursive: true, force: true })
    }
  })

  it('that cannot be written is a warning; the update and its outputs stand', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'summary-'))
    try {
      // A folder where the file should be: the append fails (EISDIR), as root too.
      const run = await runAction(update(), { env: { GITHUB_STEP_SUMMARY: folder } })
      expect(run.exitCode).toBe(0)
      expect(run.errors).toEqual([])
      expect(run.outputs.publicKey).toBe(DEFAULT_PUBLIC_KEY)
      expect(run.stdout).toMatch(/^::warning::Could not write the job summary: EISDIR/m)
    } finally {
      rmSync(folder, { recursive: true, force: true })
    }
  })
})

describe('the end of the step', () => {
  it('comes only after a runner that reads slowly has every line', async () => {
    // A dry run prints the request's body: long texts make more than a pipe and the reading
    // stream hold together, so the last lines are still queued when the action's work is done.
    const note = 'n'.repeat(120_000)
    const buttonText = 'b'.repeat(120_000)
    const env: Record<string, string> = { PATH: process.env.PATH ?? '' }
    const inputs = {
      ...(await actionDefaults()),
      apiToken: service.apiToken,
      publicKey: DEFAULT_PUBLIC_KEY,
      note,
      settings: `buttonText: ${buttonText}`,
      dryRun: 'true',
      baseUrl: service.url
    }
    for (const [name, value] of Object.entries(inputs)) env[inputVariable(name)] = value
    const child = spawn(process.execPath, [join(REPO_ROOT, 'dist', 'index.cjs')], {
      env,
      stdio: ['ignore', 'pipe', 'ignore']
    })
    let stdout = ''
    child.stdout.setEncoding('utf8')
    child.stdout.on('data', (chunk: string) => (stdout += chunk))
    const closed = new Promise<number | null>(resolve => child.on('close', resolve))
    // The runner is busy: nothing is read for a while, and the action must wait, not exit.
    child.stdout.pause()
    await new Promise(resolve => setTimeout(resolve, 300))
    child.stdout.resume()
    expect(await closed).toBe(0)
    // Booleans, not the texts: a failure message quoting 240 KB would help nobody.
    expect(stdout.includes(`"note": "${note}"`)).toBe(true)
    expect(stdout.includes(`"buttonText": "${buttonText}"`)).toBe(true)
    // The block's closing marker is the last line printed.
    const token = /^::stop-commands::([0-9a-f]+)$/m.exec(stdout)?.[1]
    expect(token).toBeDefined()
    expect(stdout.slice(-60)).toMatch(new RegExp(`\\n::${token}::\\n$`))
  })
})

describe('input errors', () => {
  it.each([
    [
      { publicKey: DEFAULT_PUBLIC_KEY, settings: 'timout: 60' },
      'settings',
      /Did you mean "timeout"\?/
    ],
    [
      { publicKey: DEFAULT_PUBLIC_KEY, settings: 'timeout: 45' },
      'settings',
      /settings\.timeout must be one of 30, 60/
    ],
    [
      { publicKey: DEFAULT_PUBLIC_KEY, platform: 'windows' },
      'platform',
      /platform must be one of ios, android/
    ],
    [
      { publicKey: DEFAULT_PUBLIC_KEY, url: 'https://x.example.com/a.apk', platform: 'ios' },
      'platform',
      /\.apk/
    ],
    [{ publicKey: DEFAULT_PUBLIC_KEY, note: 'a', settings: 'note: b' }, 'note', /given both/],
    [{ publicKey: DEFAULT_PUBLIC_KEY }, 'publicKey', /nothing to update/],
    [{ apiToken: '', publicKey: DEFAULT_PUBLIC_KEY, note: 'x' }, 'apiToken', /apiToken is empty/],
    [{ apiToken: '' }, 'publicKey', /Nothing to do/]
  ])('%j is refused, naming %s, before any request', async (given, input, message) => {
    const run = await runAction({ apiToken: service.apiToken, baseUrl: service.url, ...given })
    expect(run.exitCode).toBe(1)
    expect(run.errors).toEqual([
      { title: `Invalid input: ${input}`, message: expect.stringMatching(message) }
    ])
    expect(run.outputs).toEqual({})
    expect(service.requests).toHaveLength(0)
  })
})

describe('every input error of a run together', () => {
  it.each(['nope.apk', 'build/*.apk'])(
    'file %j that matches nothing, settings and maxAttempts: an annotation each, before any request',
    async file => {
      const run = await runAction({
        apiToken: service.apiToken,
        baseUrl: service.url,
        publicKey: DEFAULT_PUBLIC_KEY,
        file,
        settings: 'timout: 3',
        maxAttempts: '50'
      })
      expect(run.exitCode).toBe(1)
      expect(run.errors).toEqual([
        {
          title: 'Invalid input: maxAttempts',
          message: 'maxAttempts must be a whole number from 1 to 10, got 50.'
        },
        {
          title: 'Invalid input: settings',
          message: expect.stringMatching(/^"timout" in settings is not an app field\./)
        },
        {
          title: 'Invalid input: file',
          message: expect.stringMatching(
            file === 'nope.apk'
              ? /^file nope\.apk does not exist/
              : /^file "build\/\*\.apk" matches nothing in /
          )
        }
      ])
      expect(run.outputs).toEqual({})
      expect(service.requests).toHaveLength(0)
    }
  )
})

describe('IP blocks', () => {
  it('publishes the CIDRs sorted and de-duplicated, their count and digest, without a token', async () => {
    service.ipv4 = ['95.141.32.0/21', '63.135.170.0/24', '66.55.157.0/24', '63.135.170.0/24']
    const run = await runAction({ ipBlocks: 'true', baseUrl: service.url })
    expect(run.exitCode).toBe(0)
    const cidrs = ['63.135.170.0/24', '66.55.157.0/24', '95.141.32.0/21']
    expect(run.outputs).toEqual({
      ipv4: JSON.stringify(cidrs),
      ipv4Count: '3',
      ipv4Sha256: createHash('sha256').update(cidrs.join('\n')).digest('hex'),
      ipv4Aggregated: JSON.stringify(cidrs)
    })
    expect(service.requests[0]?.headers['x-api-key']).toBeUndefined()
  })

  it('fails on an empty list, so no firewall gets an empty allow-list', async () => {
    service.ipv4 = []
    const run = await runAction({ ipBlocks: 'true', baseUrl: service.url })
    expect(run.exitCode).toBe(1)
    expect(run.outputs).toEqual({})
    expect(run.errors[0]?.message).toMatch(/empty list of IP blocks/)
  })

  it('fails naming the position of an entry that is not a CIDR, without quoting it', async () => {
    service.ipv4 = ['63.135.170.0/24', 'not-an-ip']
    const run = await runAction({ ipBlocks: 'true', baseUrl: service.url })
    expect(run.exitCode).toBe(1)
    expect(run.outputs).toEqual({})
    expect(run.errors[0]?.message).toMatch(/IP block list is malformed: Entry 2 /)
    expect(run.errors[0]?.message).not.toContain('not-an-ip')
  })

  it('publishes a block with host bits set as its network, with a warning', async () => {
    service.ipv4 = ['63.135.170.7/24', '63.135.170.0/24']
    const run = await runAction({ ipBlocks: 'true', baseUrl: service.url })
    expect(run.exitCode).toBe(0)
    expect(run.outputs.ipv4).toBe('["63.135.170.0/24"]')
    expect(run.stdout).toMatch(
      /^::warning title=IP block made canonical::IP block 1 of the service's list has host bits set; published as 63\.135\.170\.0\/24\.$/m
    )
  })

  it('compares with previousIpv4 by addresses: what to add, what to remove, merged blocks', async () => {
    service.ipv4 = ['10.0.0.0/24', '10.0.1.0/24', '192.0.2.0/24']
    const run = await runAction({
      ipBlocks: 'true',
      baseUrl: service.url,
      previousIpv4: '10.0.0.0/23, 198.51.100.0/24'
    })
    expect(run.exitCode).toBe(0)
    expect(run.outputs).toMatchObject({
      ipv4Added: '["192.0.2.0/24"]',
      ipv4Removed: '["198.51.100.0/24"]',
      ipv4Changed: 'true',
      ipv4Aggregated: '["10.0.0.0/23","192.0.2.0/24"]'
    })
    expect(run.summary).toContain('1 to add, 1 to remove')
    expect(run.summary).toContain('+ 192.0.2.0/24<br>- 198.51.100.0/24')
  })

  it('says no change when the same addresses are written as other blocks', async () => {
    service.ipv4 = ['10.0.0.0/24', '10.0.1.0/24']
    const run = await runAction({
      ipBlocks: 'true',
      baseUrl: service.url,
      previousIpv4: '["10.0.0.0/23"]'
    })
    expect(run.outputs).toMatchObject({ ipv4Added: '[]', ipv4Removed: '[]', ipv4Changed: 'false' })
    expect(run.summary).toContain('no change: the same addresses, written as other blocks')
  })

  it.each([
    [{ ipv4MinCount: '4' }, /lists 3 IP blocks, fewer than ipv4MinCount \(4\)/],
    [
      { previousIpv4: '10.1.0.0/24 10.2.0.0/24 10.3.0.0/24', ipv4MaxRemoved: '2' },
      /3 of the 3 blocks of previousIpv4 would be removed, more than ipv4MaxRemoved \(2\)/
    ]
  ])('stops at a guard rail %j with no output set', async (given, message) => {
    service.ipv4 = ['10.0.0.0/24', '10.0.1.0/24', '192.0.2.0/24']
    const run = await runAction({ ipBlocks: 'true', baseUrl: service.url, ...given })
    expect(run.exitCode).toBe(1)
    expect(run.outputs).toEqual({})
    expect(run.errors).toEqual([{ title: 'Guard rail', message: expect.stringMatching(message) }])
  })

  it('refuses an invalid previousIpv4 entry by name before any request', async () => {
    const run = await runAction({
      ipBlocks: 'true',
      baseUrl: service.url,
      previousIpv4: '10.0.0.0/24,10.0.0.300/24'
    })
    expect(run.exitCode).toBe(1)
    expect(run.errors[0]).toEqual({
      title: 'Invalid input: previousIpv4',
      message: expect.stringMatching(/^previousIpv4 entry 2, "10\.0\.0\.300\/24", /)
    })
    expect(service.requests).toHaveLength(0)
  })

  it('sets no update outputs when the update fails after the IP blocks succeeded', async () => {
    const run = await runAction({
      apiToken: 'wrong',
      publicKey: DEFAULT_PUBLIC_KEY,
      note: 'x',
      ipBlocks: 'true',
      baseUrl: service.url
    })
    expect(run.exitCode).toBe(1)
    expect(run.outputs).toEqual({})
  })
})
