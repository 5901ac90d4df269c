/**
 * `appetize-deploy` as a user installs it: dist/cli/ packed once, the tarball installed
 * into a folder of its own, the installed bin run against the fake service on loopback, on
 * Node 22 and on Node 24 (scripts/node-of-major.mjs finds or fetches each).
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from '@jest/globals'
import { execFileSync } from 'node:child_process'
import { createHash, randomBytes } from 'node:crypto'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DEFAULT_PUBLIC_KEY, FakeService } from '../../test-support/fake-service/server.js'
import {
  packAndInstall,
  runCli,
  runCliOnTerminal,
  type CliRun,
  type InstalledCli
} from '../../test-support/harness/installed-tool.js'
import {
  HOSTILE_PIECES,
  leaksSecret,
  strayCommands,
  TOKEN
} from '../../test-support/harness/hostile-text.js'
import { REPO_ROOT } from '../../test-support/harness/runner.js'

const NODES = [22, 24].map(major => ({
  major,
  path: execFileSync(
    process.execPath,
    [join(REPO_ROOT, 'scripts', 'node-of-major.mjs'), String(major)],
    {
      encoding: 'utf8'
    }
  ).trim()
}))
const VERSION = (
  JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')) as { version: string }
).version

let installed: InstalledCli
let folder: string
beforeAll(async () => {
  installed = await packAndInstall()
  folder = await mkdtemp(join(tmpdir(), 'cli-e2e-'))
}, 600_000)
afterAll(() => rm(folder, { recursive: true, force: true }))

/** The environment variables a shell gets from `set -a; . file`, of the APPETIZE_ ones. */
function sourced(dotenv: string): Record<string, string> {
  const file = join(folder, 'result.env')
  writeFileSync(file, dotenv)
  const json = execFileSync(
    'sh',
    [
      '-c',
      `set -a; . "${file}"; "${process.execPath}" -e 'console.log(JSON.stringify(process.env))'`
    ],
    { env: { PATH: process.env.PATH ?? '' }, encoding: 'utf8' }
  )
  const env = JSON.parse(json) as Record<string, string>
  return Object.fromEntries(Object.entries(env).filter(([name]) => name.startsWith('APPETIZE_')))
}

it('installs from the packed dist/cli/: the bundled tool, its licences and its README', () => {
  // What the package may hold in detail: shipping.test.ts (npm pack --dry-run).
  expect([...installed.files].sort()).toEqual(
    expect.arrayContaining(['index.cjs', 'licenses.txt', 'LICENSE', 'README.md', 'package.json'])
  )
  expect(installed.files.filter(file => file.endsWith('.map'))).toEqual([])
  expect(installed.size).toBeLessThan(1024 * 1024)
  const manifest = JSON.parse(
    readFileSync(join(installed.bin, '..', '..', 'appetize-deploy', 'package.json'), 'utf8')
  ) as Record<string, unknown>
  expect(manifest.name).toBe('appetize-deploy')
  expect(manifest.version).toBe(VERSION)
  expect(manifest.bin).toEqual({ 'appetize-deploy': 'index.cjs' })
  expect(manifest.dependencies).toBeUndefined()
})

describe.each(NODES)('on Node $major', ({ major, path: node }) => {
  let service: FakeService
  beforeEach(async () => {
    service = new FakeService({ apiToken: TOKEN, appUrlBase: 'https://appetize.example' })
    await service.start()
  })
  afterEach(() => service.stop())

  const cli = (args: string[], env: Record<string, string> = {}, cwd?: string): Promise<CliRun> =>
    runCli(installed.bin, node, args, { APPETIZE_API_TOKEN: TOKEN, ...env }, cwd)

  it('runs on this Node, and prints its version and help', async () => {
    const version = await cli(['--version'])
    expect(version).toEqual({ exitCode: 0, stdout: `${VERSION}\n`, stderr: '' })
    const help = await cli(['--help'])
    expect(help.exitCode).toBe(0)
    expect(help.stdout).toMatch(/appetize-deploy update <publicKey> \[options\]/)
    const probe = execFileSync(node, ['--version'], { encoding: 'utf8' })
    expect(probe).toMatch(new RegExp(`^v${major}\\.`))
  })

  it('updates an app with options from flags: exactly the fields given, the result as JSON', async () => {
    const run = await cli([
      'update',
      DEFAULT_PUBLIC_KEY,
      '--note',
      'release 7',
      '--base-url',
      service.url
    ])
    expect(run.exitCode).toBe(0)
    const [request] = service.requestsTo('update')
    expect(request?.json).toEqual({ note: 'release 7' })
    expect(request?.headers['x-api-key']).toBe(TOKEN)
    expect(request?.headers['user-agent']).toBe(`appetize-deploy/${VERSION}`)
    expect(JSON.parse(run.stdout)).toEqual({
      publicKey: DEFAULT_PUBLIC_KEY,
      created: expect.any(String),
      updated: expect.any(String),
      platform: 'ios',
      versionCode: 2,
      appUrl: `https://appetize.example/app/${DEFAULT_PUBLIC_KEY}`
    })
    expect(run.stderr).toMatch(/Updated: versionCode 2/)
  })

  it('takes every option from APPETIZE_ variables, the command line winning, and writes dotenv', async () => {
    const settings = join(folder, `settings-${major}.yml`)
    await writeFile(settings, 'timeout: 300\nbuttonText: null\n')
    const run = await cli(['update', '--note', 'from the flag'], {
      APPETIZE_PUBLIC_KEY: DEFAULT_PUBLIC_KEY,
      APPETIZE_NOTE: 'from the environment',
      APPETIZE_SETTINGS_FILE: settings,
      APPETIZE_BASE_URL: service.url,
      APPETIZE_OUTPUT: 'dotenv'
    })
    expect(run.exitCode).toBe(0)
    expect(service.requestsTo('update')[0]?.json).toEqual({
      timeout: 300,
      buttonText: null,
      note: 'from the flag'
    })
    expect(sourced(run.stdout)).toEqual({
      APPETIZE_PUBLIC_KEY: DEFAULT_PUBLIC_KEY,
      APPETIZE_CREATED: expect.any(String),
      APPETIZE_UPDATED: expect.any(String),
      APPETIZE_PLATFORM: 'ios',
      APPETIZE_VERSION_CODE: '2',
      APPETIZE_APP_URL: `https://appetize.example/app/${DEFAULT_PUBLIC_KEY}`
    })
  })

  it('creates an app from an uploaded build, showing progress, and deletes it twice', async () => {
    const apk = randomBytes(20 * 1024 * 1024)
    await mkdir(join(folder, `build-${major}`), { recursive: true })
    await writeFile(join(folder, `build-${major}`, 'app-release.apk'), apk)
    const created = await cli(
      ['create', '--file', `build-${major}/app-*.apk`, '--note', 'review'],
      {
        APPETIZE_BASE_URL: service.url
      },
      folder
    )
    expect(created.exitCode).toBe(0)
    const result = JSON.parse(created.stdout) as { publicKey: string; appUrl: string }
    expect(result).toMatchObject({
      platform: 'android',
      versionCode: 1,
      appUrl: expect.stringMatching(/^https:\/\/appetize\.example\/app\//)
    })
    expect(service.apps.get(result.publicKey)?.platform).toBe('android')
    // Every request names the tool, the upload too.
    expect(new Set(service.requests.map(request => request.headers['user-agent']))).toEqual(
      new Set([`appetize-deploy/${VERSION}`])
    )
    const upload = service.requestsTo('create')[0]?.upload
    expect(upload?.fields).toEqual({ note: 'review', platform: 'android', fileType: 'apk' })
    expect(upload?.file?.sha256).toBe(createHash('sha256').update(apk).digest('hex'))
    // Not a terminal: a line at each tenth, then one when done.
    const progress = created.stderr.split('\n').filter(line => line.startsWith('Uploaded '))
    expect(progress.map(line => /\((\d+)%\)/.exec(line)?.[1])).toEqual([
      '10',
      '20',
      '30',
      '40',
      '50',
      '60',
      '70',
      '80',
      '90',
      '100'
    ])
    expect(progress.at(-1)).toMatch(/, done$/)

    const deleted = await cli(['delete', result.publicKey, '--base-url', service.url])
    expect(deleted.exitCode).toBe(0)
    expect(JSON.parse(deleted.stdout)).toEqual({ publicKey: result.publicKey, deleted: true })
    expect(service.apps.has(result.publicKey)).toBe(false)
    const again = await cli([
      'delete',
      result.publicKey,
      '--base-url',
      service.url,
      '--output',
      'dotenv'
    ])
    expect(again.exitCode).toBe(0)
    expect(sourced(again.stdout)).toEqual({
      APPETIZE_PUBLIC_KEY: result.publicKey,
      APPETIZE_DELETED: 'false'
    })
    expect(again.stderr).toMatch(
      /^Already deleted: App \S+: the service answered 404 Not Found, so there was nothing to delete\.$/m
    )
  })

  it('fetches the IP blocks against the allow-list in a file, in both formats', async () => {
    const previous = join(folder, `previous-${major}.txt`)
    await writeFile(previous, '63.135.170.0/24\n10.0.0.0/24\n')
    const json = await cli(['ips', '--previous-ipv4', `@${previous}`, '--base-url', service.url])
    expect(json.exitCode).toBe(0)
    const result = JSON.parse(json.stdout) as Record<string, unknown>
    expect(result).toMatchObject({ ipv4Count: 5, ipv4Removed: ['10.0.0.0/24'], ipv4Changed: true })
    expect(result.ipv4).toEqual([
      '63.135.170.0/24',
      '66.55.157.0/24',
      '66.185.22.0/24',
      '73.15.222.0/24',
      '95.141.32.0/21'
    ])
    const dotenv = await cli(['ips', '--output', 'dotenv'], {
      APPETIZE_PREVIOUS_IPV4: '63.135.170.0/24',
      APPETIZE_BASE_URL: service.url
    })
    const env = sourced(dotenv.stdout)
    expect(JSON.parse(env.APPETIZE_IPV4 ?? '')).toEqual(result.ipv4)
    expect(env.APPETIZE_IPV4_CHANGED).toBe('true')
    expect(JSON.parse(env.APPETIZE_IPV4_REMOVED ?? '')).toEqual([])
  })

  it('writes the allow-list files into ./appetize-ipv4, and says where in its result', async () => {
    const cwd = join(folder, `ips-${major}`)
    await mkdir(cwd)
    const run = await cli(
      ['ips', '--ipv4-formats', 'nftables,cloud-armor', '--base-url', service.url],
      { APPETIZE_API_TOKEN: '' },
      cwd
    )
    expect(run.exitCode).toBe(0)
    const files = join(cwd, 'appetize-ipv4')
    expect((JSON.parse(run.stdout) as { ipv4Files: unknown }).ipv4Files).toEqual({
      nftables: [join(files, 'nftables.nft')],
      'cloud-armor': [join(files, 'cloud-armor.1.txt')]
    })
    expect(readFileSync(join(files, 'cloud-armor.1.txt'), 'utf8')).toBe(
      '63.135.170.0/24,66.55.157.0/24,66.185.22.0/24,73.15.222.0/24,95.141.32.0/21\n'
    )
    const typo = await cli(['ips', '--ipv4-formats', 'nftable', '--base-url', service.url], {}, cwd)
    expect(typo.exitCode).toBe(2)
    expect(typo.stderr).toMatch(
      /--ipv4-formats .*names "nftable", which is not a format\. Did you mean "nftables"\?/
    )
    expect(service.requestsTo('ips')).toHaveLength(1)
  })

  it('refuses IP blocks out of bounds as every guard rail: exit 1, nothing printed, no file', async () => {
    const cwd = join(folder, `bounds-${major}`)
    await mkdir(cwd)
    // 256 adjacent /8 blocks: merged, 0.0.0.0/0.
    service.ipv4 = Array.from({ length: 256 }, (_, index) => `${index}.0.0.0/8`)
    const run = await cli(
      ['ips', '--ipv4-formats', 'nginx,iptables', '--base-url', service.url],
      { APPETIZE_API_TOKEN: '' },
      cwd
    )
    expect(run.exitCode).toBe(1)
    expect(run.stdout).toBe('')
    expect(run.stderr).toMatch(
      /The service's IP blocks are out of bounds, so nothing was printed and no file was written: merged, 0\.0\.0\.0\/0 is broader than \/8;/
    )
    expect(run.stderr).toMatch(/What to do: A firewall fed from the result keeps its rules\./)
    expect(existsSync(join(cwd, 'appetize-ipv4'))).toBe(false)

    // What the action would write merged into a /7 is refused as --previous-ipv4 too, as input.
    const requests = service.requests.length
    const previous = await cli(['ips', '--previous-ipv4', '20.0.0.0/7', '--base-url', service.url])
    expect(previous.exitCode).toBe(2)
    expect(previous.stderr).toMatch(
      /--previous-ipv4 is out of bounds: merged, 20\.0\.0\.0\/7 is broader than \/8\. /
    )
    expect(service.requests).toHaveLength(requests)
  })

  it('lists the devices of one platform', async () => {
    const run = await cli(['devices', '--platform', 'android', '--base-url', service.url], {
      APPETIZE_API_TOKEN: ''
    })
    expect(run.exitCode).toBe(0)
    const { deviceList } = JSON.parse(run.stdout) as {
      deviceList: { id: string; platform: string }[]
    }
    expect(deviceList.length).toBeGreaterThan(0)
    expect(deviceList.every(device => device.platform === 'android')).toBe(true)
  })

  it.each([
    [
      '--api-token on the command line',
      ['update', DEFAULT_PUBLIC_KEY, '--note', 'n', '--api-token', TOKEN],
      /--api-token is refused: .*shell history/
    ],
    [
      'an invalid option value',
      ['update', DEFAULT_PUBLIC_KEY, '--note', 'n', '--max-attempts', '0'],
      /Invalid --max-attempts \(APPETIZE_MAX_ATTEMPTS\): --max-attempts must be a whole number from 1 to 10, got 0\./
    ],
    [
      'no publicKey',
      ['update', '--note', 'n'],
      /update needs the app: appetize-deploy update <publicKey>, or --public-key \(APPETIZE_PUBLIC_KEY\)/
    ],
    ['an unknown option', ['ips', '--ipv6'], /^error: Unknown option --ipv6 for ips /m],
    [
      'a mistyped option, with the nearest one',
      ['update', DEFAULT_PUBLIC_KEY, '--setings', 'timeout: 300'],
      /^error: Unknown option --setings for update: did you mean --settings\? \(appetize-deploy update --help\)\.$/m
    ],
    [
      "another command's option, with the commands it belongs to",
      ['delete', DEFAULT_PUBLIC_KEY, '--file', 'build/app.apk'],
      /^error: --file is an option of update, create and preview, not of delete /m
    ],
    [
      'a mistyped command, with the nearest one',
      ['udpate', DEFAULT_PUBLIC_KEY],
      /^error: "udpate" is not a command: did you mean update\?/m
    ],
    [
      'help for a mistyped command',
      ['help', 'udpate'],
      /^error: "udpate" is not a command: did you mean update\?/m
    ],
    [
      'an option without its value',
      ['update', DEFAULT_PUBLIC_KEY, '--note'],
      /^error: --note needs a value: --note <text>\.$/m
    ],
    [
      'a settings file that is missing',
      ['create', '--platform', 'ios', '--settings-file', 'nowhere.yml'],
      /--settings-file \(APPETIZE_SETTINGS_FILE\) names "nowhere.yml", which cannot be read \(ENOENT\)/
    ],
    [
      'create without a platform',
      ['create', '--url', 'https://builds.example.com/app.zip'],
      /Invalid --platform \(APPETIZE_PLATFORM\): --platform is needed to create an app/
    ]
  ])('exits 2 for %s, before any request', async (_what, args, message) => {
    const run = await cli(args, { APPETIZE_BASE_URL: service.url })
    expect(run.exitCode).toBe(2)
    expect(run.stderr).toMatch(message)
    expect(run.stdout).toBe('')
    expect(service.requests).toEqual([])
    expect(run.stderr).not.toMatch(/workflow|re-run the job|input\b/)
    // Nothing of Node's parser: its advice on positional arguments, its quoting.
    expect(run.stderr).not.toMatch(/positional argument|'--/)
  })

  it('names every input error of a run, a --file that matches nothing included, and exits 2', async () => {
    for (const file of ['nope.apk', 'build/*.apk']) {
      const run = await cli(
        [
          'update',
          DEFAULT_PUBLIC_KEY,
          '--file',
          file,
          '--settings',
          'timout: 3',
          '--max-attempts',
          '50'
        ],
        { APPETIZE_BASE_URL: service.url },
        folder
      )
      expect(run.exitCode).toBe(2)
      expect(run.stderr.match(/^error: .*$/gm)).toEqual([
        expect.stringMatching(
          /^error: Invalid --max-attempts \(APPETIZE_MAX_ATTEMPTS\): --max-attempts must be a whole number from 1 to 10, got 50\.$/
        ),
        expect.stringMatching(
          /^error: Invalid --settings \(APPETIZE_SETTINGS\): "timout" in --settings is not an app field\. Did you mean "timeout"\?/
        ),
        expect.stringMatching(
          file === 'nope.apk'
            ? /^error: Invalid --file \(APPETIZE_FILE\): --file nope\.apk does not exist/
            : /^error: Invalid --file \(APPETIZE_FILE\): --file "build\/\*\.apk" matches nothing in /
        )
      ])
      expect(run.stdout).toBe('')
      expect(service.requests).toEqual([])
    }
  })

  it('names the missing app with the other input errors, the command as the issue writes it', async () => {
    const run = await cli(
      ['update', '--file', 'nope.apk', '--settings', 'timout: 3', '--max-attempts', '50'],
      { APPETIZE_BASE_URL: service.url },
      folder
    )
    expect(run.exitCode).toBe(2)
    expect(run.stderr.match(/^error: .*$/gm)).toEqual([
      expect.stringMatching(
        /^error: Invalid --max-attempts \(APPETIZE_MAX_ATTEMPTS\): .* got 50\.$/
      ),
      expect.stringMatching(
        /^error: Invalid --public-key \(APPETIZE_PUBLIC_KEY\): update needs the app: appetize-deploy update <publicKey>, or --public-key/
      ),
      expect.stringMatching(
        /^error: Invalid --settings \(APPETIZE_SETTINGS\): "timout" in --settings/
      ),
      expect.stringMatching(
        /^error: Invalid --file \(APPETIZE_FILE\): --file nope\.apk does not exist/
      )
    ])
    expect(run.stdout).toBe('')
    expect(service.requests).toEqual([])
  })

  it("prints the help on stderr and exits 2 without a command; help <command> is that command's", async () => {
    const none = await cli([])
    expect(none.exitCode).toBe(2)
    expect(none.stdout).toBe('')
    expect(none.stderr).toMatch(/^Usage:\n {2}appetize-deploy update <publicKey> \[options\]/m)
    for (const args of [
      ['help', 'delete'],
      ['delete', '--help']
    ]) {
      const help = await cli(args)
      expect(help.exitCode).toBe(0)
      expect(help.stderr).toBe('')
      expect(help.stdout).toMatch(/^Usage: appetize-deploy delete <publicKey> \[options\]\n/)
      expect(help.stdout).not.toMatch(/--file /)
    }
  })

  it.each(['update', 'delete'])(
    'takes the app of the %s argument over APPETIZE_PUBLIC_KEY, as the command line wins',
    async command => {
      const run = await cli(
        [command, DEFAULT_PUBLIC_KEY, ...(command === 'update' ? ['--note', 'n'] : [])],
        { APPETIZE_PUBLIC_KEY: 'an0therapp0fthe0rg0000000', APPETIZE_BASE_URL: service.url }
      )
      expect(run.exitCode).toBe(0)
      expect(service.requests.map(request => request.path)).toContain(
        `/v1/apps/${DEFAULT_PUBLIC_KEY}`
      )
      expect(service.requests.map(request => request.path).join()).not.toContain('an0therapp')
    }
  )

  it('exits 1 when the service refuses, naming the variable to check, with nothing on stdout', async () => {
    const run = await cli(
      ['update', DEFAULT_PUBLIC_KEY, '--note', 'n', '--base-url', service.url],
      {
        APPETIZE_API_TOKEN: 'not-the-token'
      }
    )
    expect(run.exitCode).toBe(1)
    expect(run.stdout).toBe('')
    expect(run.stderr).toMatch(/^error: API token refused: /m)
    expect(run.stderr).toMatch(
      /^What to do: Check the API token \(APPETIZE_API_TOKEN or --api-token-file\)/m
    )
  })

  it('reads the token from --api-token-file; a dry run sends nothing and shows it masked', async () => {
    const tokenFile = join(folder, `token-${major}`)
    await writeFile(tokenFile, `${TOKEN}\n`)
    const run = await cli(
      [
        'update',
        DEFAULT_PUBLIC_KEY,
        '--note',
        'n',
        '--dry-run',
        '--api-token-file',
        tokenFile,
        '--base-url',
        service.url
      ],
      { APPETIZE_API_TOKEN: '' }
    )
    expect(run.exitCode).toBe(0)
    expect(service.requests).toEqual([])
    expect(run.stderr).toMatch(/^ {2}x-api-key: \*\*\*$/m)
    expect(run.stdout).toBe('{}\n')
  })

  it('colours errors and draws a progress bar only on a terminal, and not with NO_COLOR', async () => {
    const apk = join(folder, `terminal-${major}.apk`)
    await writeFile(apk, randomBytes(4 * 1024 * 1024))
    const args = ['create', '--file', apk, '--base-url', service.url, '--max-attempts', '0']
    const coloured = await runCliOnTerminal(installed.bin, node, args, {
      APPETIZE_API_TOKEN: TOKEN
    })
    expect(coloured.exitCode).toBe(2)
    expect(coloured.stdout).toContain('\x1b[31merror\x1b[39m: Invalid --max-attempts')
    const plain = await runCliOnTerminal(installed.bin, node, args, {
      APPETIZE_API_TOKEN: TOKEN,
      NO_COLOR: '1'
    })
    expect(plain.stdout).toMatch(/^error: Invalid --max-attempts/m)
    expect(plain.stdout).not.toContain('\x1b[')
    const piped = await cli(args, { APPETIZE_BASE_URL: service.url })
    expect(piped.stderr).toMatch(/^error: Invalid --max-attempts/m)

    const upload = await runCliOnTerminal(
      installed.bin,
      node,
      ['create', '--file', apk, '--base-url', service.url],
      { APPETIZE_API_TOKEN: TOKEN }
    )
    expect(upload.exitCode).toBe(0)
    // The bar is redrawn in place: the last drawing ends the line, no line per tenth.
    expect(upload.stdout).toMatch(/\rUploaded 4\.0 MiB of 4\.0 MiB \(100%\), .*, done\x1b\[K\r?\n/)
    expect(upload.stdout).not.toMatch(/\(10%\)/)
  })

  it('never prints the token, or a workflow command, whatever the service answers', async () => {
    const answers = [
      HOSTILE_PIECES.join(' '),
      `::error::owned ${TOKEN} ##[warning]x`,
      ...HOSTILE_PIECES.filter(piece => piece.length > 4).map(piece => `bad ${piece} request`)
    ]
    for (const [index, message] of answers.entries()) {
      service.injectFault(
        'update',
        { status: index % 2 === 0 ? 400 : 500, body: JSON.stringify({ message }) },
        4
      )
      const run = await cli(
        [
          'update',
          DEFAULT_PUBLIC_KEY,
          '--note',
          'n',
          '--base-url',
          service.url,
          '--max-attempts',
          '1'
        ],
        { NODE_DEBUG: index === 0 ? 'http,net' : '', APPETIZE_VERBOSE: 'true' }
      )
      expect(run.exitCode).toBe(1)
      const printed = `${run.stdout}\n${run.stderr}`
      expect(leaksSecret(printed, TOKEN)).toBe(false)
      expect(strayCommands(printed, [])).toEqual([])
    }
  }, 60_000)
})
