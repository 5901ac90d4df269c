/**
 * The command-line tool's pieces in process: the command line and its variables, the result
 * formats (the dotenv text read back by a real shell), the wording of the core's messages, and
 * the upload progress. End to end, as installed from the packed tarball: cli.e2e.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PassThrough } from 'node:stream'
import fc from 'fast-check'
import { DEFAULT_PUBLIC_KEY, FakeService } from '../../test-support/fake-service/server.js'
import { HOSTILE_PIECES, strayCommands, TOKEN } from '../../test-support/harness/hostile-text.js'
import { readCommandLine, UsageError } from '../../src/cli/command-line.js'
import { ActionFailure } from '../../src/cli/core-adapter.js'
import { commandHelp, overviewHelp } from '../../src/cli/help.js'
import { runCommand } from '../../src/cli/run-command.js'
import { advice, input, message } from '../../src/shared/message.js'
import { TerminalHost } from '../../src/cli/terminal-host.js'
import { dotenvName, formatDotenv, formatJson } from '../../src/cli/result-format.js'
import { LINE_EVERY_MS, watchUpload } from '../../src/cli/upload-progress.js'

describe('the command line', () => {
  const run = (argv: string[], env: Record<string, string> = {}) => {
    const request = readCommandLine(argv, env)
    if (request.kind !== 'run') throw new Error(`not a run: ${request.kind}`)
    return request.commandLine
  }

  it('takes every option from its APPETIZE_ variable, and the command line wins', () => {
    const line = run(['update', 'abc', '--note', 'from the flag'], {
      APPETIZE_NOTE: 'from the environment',
      APPETIZE_BASE_URL: 'http://127.0.0.1:1',
      APPETIZE_FILE_TYPE: 'apk',
      APPETIZE_DRY_RUN: '1'
    })
    expect(Object.fromEntries(line.values)).toEqual({
      note: 'from the flag',
      'base-url': 'http://127.0.0.1:1',
      'file-type': 'apk',
      'dry-run': 'true'
    })
    expect(line.argument).toBe('abc')
  })

  it("ignores the variables of other commands' options", () => {
    const line = run(['devices'], { APPETIZE_NOTE: 'x', APPETIZE_PUBLIC_KEY: 'abc' })
    expect(line.values.size).toBe(0)
  })

  it.each([
    [['update', 'abc', '--api-token', 'tok-123456789']],
    [['update', '--api-token=tok-123456789', 'abc']],
    [['--api-token=tok-123456789']]
  ])('refuses --api-token, saying why, without repeating it: %j', argv => {
    expect(() => readCommandLine(argv, {})).toThrow(UsageError)
    try {
      readCommandLine(argv, {})
    } catch (error) {
      const message = (error as Error).message
      expect(message).toMatch(/shell history and in every process listing/)
      expect(message).toMatch(/APPETIZE_API_TOKEN.*--api-token-file/)
      expect(message).not.toContain('tok-123456789')
    }
  })

  it.each([
    [['deploy'], /"deploy" is not a command: use update, create, delete, ips, devices/],
    [['udpate', 'abc'], /^"udpate" is not a command: did you mean update\? Commands: update, /],
    [['help', 'delet'], /^"delet" is not a command: did you mean delete\?/],
    [['--base-url', 'x', 'ips'], /^--base-url is not a command: give the command first/],
    [
      ['update', 'abc', '--colour'],
      /^Unknown option --colour for update \(appetize-deploy update --help\)\.$/
    ],
    [
      ['update', 'abc', '--setings', 'timeout: 300'],
      /^Unknown option --setings for update: did you mean --settings\? \(appetize-deploy update --help\)\.$/
    ],
    [
      ['update', 'abc', '-file', 'x.apk'],
      /^Unknown option -file for update: did you mean --file\?/
    ],
    [
      ['delete', 'abc', '--file', 'x'],
      /^--file is an option of update, create and preview, not of delete /
    ],
    [
      ['ips', '--platform', 'ios'],
      /^--platform is an option of update, create, devices and preview, not of ips /
    ],
    [['update', 'abc', '--note'], /^--note needs a value: --note <text>\.$/],
    [
      ['update', 'abc', '--note', '--dry-run'],
      /^--note needs a value, and --dry-run is an option: .*--note=--dry-run/
    ],
    [['update', 'abc', '--dry-run=yes'], /^--dry-run takes no value, got "yes"/],
    [
      ['update', 'abc', '--public-key', 'def'],
      /^The <publicKey> argument and --public-key name different apps/
    ],
    [['help', 'update', 'create'], /^help takes one command, got 2/],
    [['ips', 'abc'], /ips takes no argument, got 1/],
    [['update', 'a', 'b'], /update takes one argument, <publicKey>, got 2/]
  ])('refuses %j as a usage error', (argv, message) => {
    expect(() => readCommandLine(argv, {})).toThrow(message)
  })

  it('refuses a boolean variable that is not true or false, naming it', () => {
    expect(() => readCommandLine(['ips'], { APPETIZE_DRY_RUN: 'yes please' })).toThrow(
      'APPETIZE_DRY_RUN must be true or false (or 1 or 0), got "yes please".'
    )
  })

  it("never lets the parser speak: no message is Node's", () => {
    for (const argv of [
      ['update', 'abc', '--setings', 'timeout: 300'],
      ['ips', '-x'],
      ['update', '--note']
    ]) {
      expect(() => readCommandLine(argv, {})).toThrow(UsageError)
      expect(() => readCommandLine(argv, {})).not.toThrow(/positional argument|ParseArgs|ERR_PARSE/)
    }
  })

  it('answers --help, help <command> and --version; with no command, help is an error', () => {
    expect(readCommandLine(['--help'], {})).toEqual({ kind: 'help', status: 0 })
    expect(readCommandLine(['help'], {})).toEqual({ kind: 'help', status: 0 })
    expect(readCommandLine([], {})).toEqual({ kind: 'help', status: 2 })
    expect(readCommandLine(['create', '--help'], {})).toEqual({
      kind: 'help',
      command: 'create',
      status: 0
    })
    expect(readCommandLine(['help', 'delete'], {})).toEqual({
      kind: 'help',
      command: 'delete',
      status: 0
    })
    // Help wins over what else is wrong on the line.
    expect(readCommandLine(['update', '--bogus', '-h'], {})).toMatchObject({ command: 'update' })
    expect(readCommandLine(['--version'], {})).toEqual({ kind: 'version' })
  })

  it.each(['update', 'delete'])(
    'takes the <publicKey> argument of %s over APPETIZE_PUBLIC_KEY, being on the command line',
    command => {
      const line = run([command, 'other-key'], { APPETIZE_PUBLIC_KEY: 'env-key' })
      expect(line.argument).toBe('other-key')
      expect(line.values.has('public-key')).toBe(false)
      // Without the argument, the variable names the app.
      expect(run([command], { APPETIZE_PUBLIC_KEY: 'env-key' }).values.get('public-key')).toBe(
        'env-key'
      )
    }
  )
})

describe('the JSON result', () => {
  it('gives lists, numbers and booleans as JSON values and leaves out empty results', () => {
    const text = formatJson({
      publicKey: 'abc',
      versionCode: '3',
      created: '',
      ipv4: '["1.2.3.0/24"]',
      ipv4Changed: 'true',
      deviceLinks: '{"pixel7":"https://appetize.io/app/abc?device=pixel7"}'
    })
    expect(JSON.parse(text)).toEqual({
      publicKey: 'abc',
      versionCode: 3,
      ipv4: ['1.2.3.0/24'],
      ipv4Changed: true,
      deviceLinks: { pixel7: 'https://appetize.io/app/abc?device=pixel7' }
    })
    expect(text.endsWith('}\n')).toBe(true)
  })

  it('is one line of printable ASCII without a workflow command, whatever a value holds', () => {
    fc.assert(
      fc.property(hostileValue, value => {
        const text = formatJson({ note: value })
        expect(JSON.parse(text)).toEqual(value === '' ? {} : { note: value })
        expect(text).toMatch(/^[\x20-\x7e]*\n$/)
        expect(strayCommands(text, [])).toEqual([])
      })
    )
  })
})

const hostileValue = fc
  .array(fc.oneof(fc.string({ unit: 'grapheme' }), fc.constantFrom(...HOSTILE_PIECES, "'", '"')), {
    maxLength: 8
  })
  .map(parts => parts.join('').replace(/\0/g, ''))

describe('the dotenv result', () => {
  it('names each result APPETIZE_ and its name in upper snake case', () => {
    expect(
      ['publicKey', 'appUrl', 'ipv4Sha256', 'ipv4Added', 'deviceList'].map(dotenvName)
    ).toEqual([
      'APPETIZE_PUBLIC_KEY',
      'APPETIZE_APP_URL',
      'APPETIZE_IPV4_SHA256',
      'APPETIZE_IPV4_ADDED',
      'APPETIZE_DEVICE_LIST'
    ])
  })

  it('writes plain values as they are, for GitLab, and quotes the rest for a shell', () => {
    expect(
      formatDotenv({
        publicKey: 'abc_123',
        appUrl: 'https://appetize.io/app/abc_123',
        versionCode: '4',
        created: '',
        ipv4: '["1.2.3.0/24"]'
      })
    ).toBe(
      [
        'APPETIZE_PUBLIC_KEY=abc_123',
        'APPETIZE_APP_URL=https://appetize.io/app/abc_123',
        'APPETIZE_VERSION_CODE=4',
        `APPETIZE_IPV4='["1.2.3.0/24"]'`,
        ''
      ].join('\n')
    )
  })

  it('quotes a value only where a shell would split or expand it: a # after the start needs none', () => {
    const note = 'https://gitlab.example.com/acme/app/-/merge_requests/7#note_12'
    const plain = [note, 'a#b', 'x=y', 'v1.2.3+build_4', '50%', 'user@host:path']
    const quoted = [
      '#note',
      'a #b',
      'a b',
      '$HOME',
      'a\\b',
      `it's`,
      '"x"',
      'a\nb',
      '~/x',
      'a:~/x',
      'a*b',
      'a?b',
      '[ab]',
      'a&b',
      'a;b',
      'a|b',
      '(a)',
      '{a}',
      'a!',
      'é',
      '`id`'
    ]
    const results = Object.fromEntries(
      [...plain, ...quoted].map((value, index) => [`note${index}`, value])
    )
    const lines = formatDotenv(results).split('\n').slice(0, plain.length)
    expect(lines).toEqual(plain.map((value, index) => `${dotenvName(`note${index}`)}=${value}`))
    expect(formatDotenv({ commentUrl: note })).toBe(`APPETIZE_COMMENT_URL=${note}\n`)
    for (const value of quoted) expect(formatDotenv({ note: value })).toMatch(/^APPETIZE_NOTE='/)
    const folder = mkdtempSync(join(tmpdir(), 'dotenv-'))
    try {
      writeFileSync(join(folder, 'result.env'), formatDotenv(results))
      const json = execFileSync(
        'sh',
        [
          '-c',
          `set -a; . ./result.env; "${process.execPath}" -e 'console.log(JSON.stringify(process.env))'`
        ],
        { cwd: folder, env: { PATH: process.env.PATH ?? '', HOME: '/nowhere' }, encoding: 'utf8' }
      )
      const env = JSON.parse(json) as Record<string, string>
      for (const [name, value] of Object.entries(results)) expect(env[dotenvName(name)]).toBe(value)
    } finally {
      rmSync(folder, { recursive: true, force: true })
    }
  })

  it('is read back exactly by a shell (set -a; . file), and no line is a workflow command', () => {
    const values = fc.sample(hostileValue, 150).filter(value => value !== '')
    const results = Object.fromEntries(values.map((value, index) => [`note${index}`, value]))
    const text = formatDotenv(results)
    expect(strayCommands(text, [])).toEqual([])
    for (const line of text.split(/\r\n|[\n\r\u000b\u000c\u0085\u2028\u2029]/)) {
      expect(line).not.toMatch(/^\s*::/)
    }
    const folder = mkdtempSync(join(tmpdir(), 'dotenv-'))
    try {
      writeFileSync(join(folder, 'result.env'), text)
      // The shell's environment, as JSON, by the Node that runs this test.
      const json = execFileSync(
        'sh',
        [
          '-c',
          `set -a; . ./result.env; "${process.execPath}" -e 'console.log(JSON.stringify(process.env))'`
        ],
        { cwd: folder, env: { PATH: process.env.PATH ?? '' }, encoding: 'utf8' }
      )
      const env = JSON.parse(json) as Record<string, string>
      for (const [name, value] of Object.entries(results)) {
        expect(env[dotenvName(name)]).toBe(value)
      }
    } finally {
      rmSync(folder, { recursive: true, force: true })
    }
  })
})

/** A phrase of three or more words that a line says twice, or undefined. */
function repeatedPhrase(line: string): string | undefined {
  const words = line
    .toLowerCase()
    .split(/\s+/)
    .map(word => word.replace(/^[^\w-]+|[^\w-]+$/g, ''))
    .filter(word => word !== '')
  const seen = new Set<string>()
  for (let i = 0; i + 3 <= words.length; i++) {
    const phrase = words.slice(i, i + 3).join(' ')
    if (seen.has(phrase)) return phrase
    seen.add(phrase)
  }
  return undefined
}

/** What a terminal's messages never say: the workflow's words, and no phrase twice in a line. */
function expectTerminalWords(stderr: string): void {
  expect(stderr).not.toMatch(
    /workflow|re-run|\$\{\{|\bjob\b|permissions:|\bthe action\b|this step|workspace|\binput\b|runner/i
  )
  for (const line of stderr.split('\n')) expect(repeatedPhrase(line)).toBeUndefined()
}

describe('the messages of a command, in process against the fake service', () => {
  let service: FakeService
  let folder: string
  beforeAll(async () => {
    service = new FakeService({ apiToken: TOKEN })
    await service.start()
    folder = mkdtempSync(join(tmpdir(), 'cli-words-'))
    mkdirSync(join(folder, 'build'))
    writeFileSync(join(folder, 'build', 'app.apk'), 'PK')
    writeFileSync(join(folder, 'typo.yml'), 'timout: 300\n')
    writeFileSync(join(folder, 'empty-token'), '\n')
  })
  afterAll(async () => {
    await service.stop()
    rmSync(folder, { recursive: true, force: true })
  })

  /** Runs `appetize-deploy argv` in process; a usage error is exit status 2, as main() does. */
  async function tool(argv: string[], env: Record<string, string> = {}) {
    const fullEnv = { APPETIZE_API_TOKEN: TOKEN, APPETIZE_BASE_URL: service.url, ...env }
    let stderr = ''
    let stdout = ''
    const requests = service.requests.length
    let status: number
    try {
      const request = readCommandLine(argv, fullEnv)
      if (request.kind !== 'run') throw new Error(`not a run: ${request.kind}`)
      status = await runCommand(request.commandLine, {
        env: fullEnv,
        cwd: folder,
        stdout: text => void (stdout += text),
        stderr: text => void (stderr += text),
        tty: false
      })
    } catch (error) {
      if (!(error instanceof UsageError)) throw error
      stderr += `error: ${error.message}\n`
      status = 2
    }
    return { status, stdout, stderr, sent: service.requests.slice(requests) }
  }

  it("advises on a guard rail with the failure's own advice, naming only its options", async () => {
    const fewer = await tool(['ips', '--ipv4-min-count', '10'])
    expect(fewer.status).toBe(1)
    expect(fewer.stdout).toBe('')
    expect(fewer.stderr).toMatch(/fewer than --ipv4-min-count \(10\)/)
    expect(fewer.stderr).toMatch(/What to do: .*lower --ipv4-min-count\./)
    // The terminal's words, not the action's: the result is printed, there are no outputs.
    expect(fewer.stderr).toMatch(/nothing was printed\./)
    expect(fewer.stderr).toMatch(/a firewall fed from the result keeps its rules/i)
    expect(fewer.stderr).not.toMatch(/published|outputs/)
    expect(fewer.stderr).not.toMatch(/--ipv4-max-removed|--previous-ipv4/)
    expectTerminalWords(fewer.stderr)

    const removed = await tool([
      'ips',
      '--previous-ipv4',
      '192.0.2.0/24,198.51.100.0/24',
      '--ipv4-max-removed',
      '0'
    ])
    expect(removed.status).toBe(1)
    expect(removed.stderr).toMatch(/What to do: .*raise --ipv4-max-removed\./)
    expect(removed.stderr).not.toMatch(/--ipv4-min-count/)
    expectTerminalWords(removed.stderr)
  })

  it('advises on a refused token in terminal words', async () => {
    const refused = await tool(['update', DEFAULT_PUBLIC_KEY, '--note', 'x'], {
      APPETIZE_API_TOKEN: 'not-the-token-1234',
      APPETIZE_MAX_ATTEMPTS: '1'
    })
    expect(refused.status).toBe(1)
    expect(refused.stderr).toMatch(/What to do: .*APPETIZE_API_TOKEN or --api-token-file/)
    expectTerminalWords(refused.stderr)
  })

  it('says what to do about an empty token without workflow syntax or a phrase twice', async () => {
    const fromEnv = await tool(['update', DEFAULT_PUBLIC_KEY, '--note', 'x'], {
      APPETIZE_API_TOKEN: ''
    })
    expect(fromEnv.status).toBe(2)
    expect(fromEnv.sent).toEqual([])
    expect(fromEnv.stderr).toMatch(
      /^error: No API token: set APPETIZE_API_TOKEN or give --api-token-file <path>/
    )
    expectTerminalWords(fromEnv.stderr)

    const fromFile = await tool(
      ['create', '--platform', 'android', '--url', 'https://example.com/app.apk'],
      { APPETIZE_API_TOKEN: '', APPETIZE_API_TOKEN_FILE: 'empty-token' }
    )
    expect(fromFile.status).toBe(2)
    expect(fromFile.sent).toEqual([])
    expect(fromFile.stderr).toMatch(/--api-token-file .*"empty-token".* empty/)
    expectTerminalWords(fromFile.stderr)
  })

  it.each([
    [['--settings-file', 'typo.yml'], {}],
    [[], { APPETIZE_SETTINGS_FILE: 'typo.yml' }]
  ])(
    'names --settings-file for the settings read from it (%j %j), and keeps field names',
    async (args, env) => {
      const run = await tool(['update', DEFAULT_PUBLIC_KEY, ...args], env)
      expect(run.status).toBe(2)
      expect(run.sent).toEqual([])
      expect(run.stderr).toMatch(
        /^error: Invalid --settings-file \(APPETIZE_SETTINGS_FILE\): "timout" in --settings-file is not an app field\. Did you mean "timeout"\? Known fields: url, platform, fileType, note, timeout,/
      )
      expect(run.stderr).toMatch(/What to do: .*--settings-file \(or APPETIZE_SETTINGS_FILE\)/)
      expect(run.stderr).not.toMatch(/--settings\b(?!-file)|APPETIZE_SETTINGS\b/)
      expectTerminalWords(run.stderr)
    }
  )

  it('keeps field names in --settings messages, and the plain word devices', async () => {
    const typo = await tool(['update', DEFAULT_PUBLIC_KEY, '--settings', 'urll: 3'])
    expect(typo.status).toBe(2)
    expect(typo.stderr).toMatch(
      /"urll" in --settings is not an app field\. Did you mean "url"\? Known fields: url, platform, fileType, note,/
    )

    const other = await tool([
      'update',
      DEFAULT_PUBLIC_KEY,
      '--note',
      'x',
      '--platform',
      'ios',
      '--devices',
      'pixel7'
    ])
    expect(other.status).toBe(2)
    expect(other.stderr).toMatch(
      /"pixel7" in --devices is an Android device, but the app's platform is ios\. iOS devices: iphone/
    )
    expectTerminalWords(other.stderr)
  })

  it('takes --link-params, and names it in its messages', async () => {
    const typo = await tool([
      'update',
      DEFAULT_PUBLIC_KEY,
      '--note',
      'x',
      '--devices',
      'pixel7@14.0',
      '--link-params',
      'langauge: de'
    ])
    expect(typo.status).toBe(2)
    expect(typo.sent).toEqual([])
    expect(typo.stderr).toMatch(
      /--link-params sets "langauge", a name it does not take\. Did you mean "language"\?/
    )
    expectTerminalWords(typo.stderr)

    const version = await tool(
      ['update', DEFAULT_PUBLIC_KEY, '--note', 'x', '--devices', 'pixel7@12.0'],
      { APPETIZE_LINK_PARAMS: '- {language: en}\n- {language: de}' }
    )
    expect(version.status).toBe(2)
    expect(version.stderr).toMatch(
      /"pixel7@12\.0" in --devices asks for OS version 12\.0, which the service does not offer on pixel7\. Its versions: 13\.0, 14\.0\./
    )
  })

  it.each([
    [['--file', 'build/*.ipa'], /Build it first, and check the pattern\./],
    [['--file', 'build/missing.apk'], /relative to the current folder/],
    [['--file', 'build/app.apk', '--platform', 'ios'], /Leave --platform empty to infer it\./],
    [
      ['--note', 'x', '--base-url', 'https://api.appetize.io/v1'],
      /a path added to it anyway \(requests go to \{--base-url\}\/v1/
    ]
  ])('words %j for a terminal', async (args, expected) => {
    const run = await tool(['update', DEFAULT_PUBLIC_KEY, ...args])
    expect(run.status).toBe(2)
    expect(run.stderr).toMatch(expected)
    expectTerminalWords(run.stderr)
  })

  it("words a failure's references for a terminal and leaves the user's words as they are", () => {
    let stderr = ''
    const host = new TerminalHost({
      write: text => void (stderr += text),
      tty: false,
      colour: false,
      verbose: false,
      workspace: folder
    })
    host.reportFailure(
      new ActionFailure(
        'server-error',
        message`The update of "The action.apk" failed.`,
        message`${advice('rerun')}, or raise ${input('maxAttempts')}.`
      )
    )
    expect(stderr).toBe(
      'error: Service error: The update of "The action.apk" failed.\n' +
        'What to do: run the command again, or raise --max-attempts.\n'
    )
    stderr = ''
    host.reportFailure(new ActionFailure('untrusted-certificate', 'Refused.'))
    expect(stderr).toMatch(/What to do: Trust the server's CA with NODE_EXTRA_CA_CERTS/)
    expectTerminalWords(stderr)
  })
})

describe('help', () => {
  it('lists --help among the options', () => {
    expect(overviewHelp()).toMatch(/^ {2}--help\b/m)
    expect(commandHelp('update')).toMatch(/^ {2}--help\b/m)
  })
})

describe('upload progress', () => {
  /** Sends `chunks` of 1 MiB through a watched stream, `stepMs` apart on a fake clock. */
  function upload(tty: boolean, totalMiB: number | undefined, chunks: number, stepMs: number) {
    let clock = 0
    const written: string[] = []
    const stream = watchUpload(
      new PassThrough(),
      totalMiB === undefined ? undefined : totalMiB * 1024 * 1024,
      { tty, now: () => clock, write: text => written.push(text) }
    )
    stream.resume()
    for (let i = 0; i < chunks; i++) {
      clock += stepMs
      stream.write(Buffer.alloc(1024 * 1024))
    }
    stream.end()
    return new Promise<string[]>(resolve => stream.on('end', () => resolve(written)))
  }

  it('prints a line at each tenth of a known size, then one when done, in a log', async () => {
    const lines = await upload(false, 20, 20, 10)
    expect(lines.map(line => /\((\d+)%\)/.exec(line)?.[1])).toEqual([
      ...['10', '20', '30', '40', '50', '60', '70', '80', '90'],
      '100'
    ])
    expect(lines.at(-1)).toMatch(/^Uploaded 20\.0 MiB of 20\.0 MiB \(100%\), .*, done\n$/)
  })

  it('prints a line every 30 s when the size is not known in advance (a zip on the fly)', async () => {
    const lines = await upload(false, undefined, 7, LINE_EVERY_MS / 2)
    expect(lines).toEqual([
      expect.stringMatching(/^Uploaded 2\.0 MiB, /),
      expect.stringMatching(/^Uploaded 4\.0 MiB, /),
      expect.stringMatching(/^Uploaded 6\.0 MiB, /),
      expect.stringMatching(/^Uploaded 7\.0 MiB of 7\.0 MiB \(100%\), .*, done\n$/)
    ])
  })

  it('redraws one bar in place on a terminal', async () => {
    const written = await upload(true, 4, 4, 200)
    expect(written.slice(0, -1)).toEqual([
      expect.stringMatching(/^\r\[######\.+\] {2}25% {2}1\.0 MiB of 4\.0 MiB, .*\x1b\[K$/),
      expect.stringMatching(/^\r\[#{12}\.+\] {2}50%/),
      expect.stringMatching(/^\r\[#{18}\.+\] {2}75%/),
      expect.stringMatching(/^\r\[#{24}\] 100%/)
    ])
    expect(written.at(-1)).toMatch(/^\rUploaded 4\.0 MiB of 4\.0 MiB \(100%\), .*, done\x1b\[K\n$/)
  })
})
