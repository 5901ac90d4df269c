/**
 * Every failure the project can produce, met as a user meets it (in process, against the fake
 * service and the fake GitHub), read as a person reads it: the error annotation (title and
 * message), the advice, and the warnings before it. None repeats a phrase (the same three words
 * twice), the advice names only inputs the user gave or can give for that operation, and the
 * articles fit each form of the value a message shows (an .apk, a .zip, an iOS device).
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Readable } from 'node:stream'
import { FakeGitHub, READ_ONLY_TOKEN } from '../../test-support/fake-github/server.js'
import {
  DEFAULT_PUBLIC_KEY,
  FakeService,
  type Fault
} from '../../test-support/fake-service/server.js'
import { readActionYml } from '../../test-support/harness/action-yml.js'
import { previewInputs, updateInputs } from '../../test-support/harness/in-process.js'
import { inputReader } from '../../test-support/harness/inputs.js'
import { closedPort } from '../../test-support/harness/loopback-server.js'
import { pullRequestRun, pushEvent } from '../../test-support/harness/pull-request-event.js'
import { RecordingHost } from '../../test-support/harness/recording-host.js'
import { gitHubReviewPort } from '../../src/github/review-port.js'
import { runAction } from '../../src/app/run.js'
import { ACTION_WORDS } from '../../src/action/words.js'
import { ActionFailure, FAILURE_KINDS } from '../../src/shared/failure.js'
import { failureReports } from '../../src/shared/failure-report.js'
import type { FailureKind } from '../../src/shared/message.js'
import { LoopbackServer } from '../../test-support/harness/loopback-server.js'
import { makeCertificate } from '../../test-support/harness/test-certificate.js'
import { resolveEndpoints } from '../../src/service/endpoints.js'
import { Redactor } from '../../src/shared/redaction.js'
import { ServiceClient } from '../../src/service/client.js'

/** The operation a case runs: what decides which inputs its advice may name. */
type Operation = 'update' | 'ip-blocks' | 'preview'

/** What a person reads of one failed run. */
interface Read {
  readonly kind: FailureKind
  readonly annotation: string
  readonly advice: string
  readonly warnings: readonly string[]
  /** Inputs the case gave (non-empty values). */
  readonly given: readonly string[]
}

let service: FakeService
let other: FakeService
let github: FakeGitHub
let workspace: string

beforeAll(async () => {
  service = new FakeService()
  other = new FakeService()
  github = new FakeGitHub()
  await Promise.all([service.start(), other.start(), github.start()])
  workspace = await mkdtemp(join(tmpdir(), 'messages-'))
  await writeFile(join(workspace, 'app.apk'), 'apk')
  await writeFile(join(workspace, 'empty.apk'), '')
  await writeFile(join(workspace, 'App.ipa'), 'ipa')
  await writeFile(join(workspace, 'app.aab'), 'aab')
  await writeFile(join(workspace, 'notes.txt'), 'txt')
})
afterAll(async () => {
  await Promise.all([service.stop(), other.stop(), github.stop()])
  await rm(workspace, { recursive: true, force: true })
})

/**
 * Runs `work` against a loopback server that answers every request with `answer.status` and
 * `answer.body`, or serves https with a self-signed certificate (`answer.tls`).
 */
async function withServer<T>(
  answer: { status?: number; body?: string; tls?: boolean },
  work: (url: string) => Promise<T>
): Promise<T> {
  const certificate = answer.tls ? makeCertificate(['127.0.0.1']) : undefined
  const server = new LoopbackServer({ tls: certificate?.tls }, (_request, response) => {
    response.writeHead(answer.status ?? 200, { 'content-type': 'text/html' })
    response.end(answer.body ?? '')
    return Promise.resolve()
  })
  await server.start()
  try {
    return await work(server.origin)
  } finally {
    await server.stop()
    certificate?.cleanup()
  }
}

/** A run of the core on a fresh host, read as a person reads it. */
async function read(
  given: Record<string, string>,
  faults: [Parameters<FakeService['injectFault']>[0], Fault, number?][] = [],
  pullRequest = false
): Promise<Read> {
  for (const [route, fault, times] of faults) service.injectFault(route, fault, times)
  if (pullRequest) pushEvent(github)
  const run = pullRequest ? pullRequestRun({ apiUrl: github.url }) : undefined
  const host = new RecordingHost({ workspace })
  const review = gitHubReviewPort(() => Promise.resolve(run))
  const outcome = await runAction(inputReader(given), host, { review })
  expect(outcome.succeeded).toBe(false)
  const error = host.errors[0]
  const advice = host.log.find(line => line.startsWith('What to do: ')) ?? ''
  return {
    kind: outcome.failure!.kind,
    annotation: `${error?.title}: ${error?.text}`,
    advice: advice.slice('What to do: '.length),
    warnings: host.printed
      .filter(entry => entry.kind === 'warning')
      .map(entry => `${entry.kind === 'warning' ? entry.title : ''}: ${entry.text}`),
    given: Object.keys(given).filter(name => given[name] !== '')
  }
}

/** A failure the client meets on its own (no run gives it a failing build), as a run shows it. */
function readFailure(failure: ActionFailure, given: readonly string[]): Read {
  const [report] = failureReports(failure, ACTION_WORDS)
  return {
    kind: failure.kind,
    annotation: `${report?.title}: ${report?.message}`,
    advice: report?.advice ?? '',
    warnings: [],
    given
  }
}

const update = (given: Record<string, string> = {}) => ({
  ...updateInputs(service),
  maxAttempts: '1',
  ...given
})
const ipBlocks = (given: Record<string, string> = {}) => ({
  baseUrl: service.url,
  ipBlocks: 'true',
  maxAttempts: '1',
  ...given
})
const preview = (given: Record<string, string> = {}) => ({
  ...previewInputs(service),
  baseUrl: service.url,
  maxAttempts: '1',
  ...given
})

/** One case: its name, the operation, and how to meet it. */
type Case = [string, Operation, () => Promise<Read>]

/** Bad inputs of an update, each refused before any request. */
const UPDATE_INPUTS: Record<string, string>[] = [
  { settings: 'timout: 60' },
  { settings: '- timeout: 60' },
  { settings: 'just words' },
  { settings: '42' },
  { settings: 'true' },
  { settings: 'null' },
  { settings: 'timeout: 60\ntimeout: 90' },
  { settings: 'note: !!binary aGk=' },
  { settings: 'timeout: 60\nnote: "x' },
  { settings: 'timeout: 60\n  note: x' },
  { settings: 'timeout: 61' },
  { settings: 'timeLimit: 0.5' },
  { settings: 'disabled: yes please' },
  { settings: 'referrerHostnamesRestricted: docs.example.com' },
  { settings: 'referrerHostnamesRestricted: [https://docs.example.com/path]' },
  { settings: 'appPermissions: {runn: public}' },
  { settings: 'appPermissions: {run: everyone}' },
  { settings: 'appPermissions: [run]' },
  { settings: 'note: x', note: 'y' },
  { platform: 'windows' },
  { fileType: 'ipa' },
  { url: 'not a url' },
  { url: 'https://x.example.com/My App.apk' },
  { url: 'ftp://x.example.com/a.zip' },
  { url: 'file:///tmp/a.zip' },
  { url: 'data:text/plain,a' },
  { url: 'https://x.example.com/a/App.ipa' },
  { url: 'https://x.example.com/a/app.aab' },
  { url: 'https://x.example.com/a/My.app' },
  { url: 'https://x.example.com/a.apk', platform: 'ios' },
  { fileType: 'apk', platform: 'ios' },
  { file: 'app.apk', url: 'https://x.example.com/a.apk' },
  { file: 'missing.apk' },
  { file: 'empty.apk' },
  { file: 'App.ipa' },
  { file: 'app.aab' },
  { file: 'notes.txt' },
  { file: '*.nothing' },
  { file: '*.apk' },
  { file: 'app.apk', platform: 'ios' },
  { file: 'app.apk', fileType: 'zip' },
  { publicKey: '../other' },
  { publicKey: `https://appetize.io/app/${DEFAULT_PUBLIC_KEY}?device=pixel7` },
  { publicKey: '', note: 'n' },
  { note: '' },
  { apiToken: '' },
  { apiToken: 'tok en' },
  { ipBlocks: 'yes' },
  { maxAttempts: '11' },
  { requestTimeout: 'soon' },
  { baseUrl: 'http://api.example.com' },
  { baseUrl: 'https://api.appetize.io/v1' },
  { baseUrl: 'https://me:pw@api.example.com' },
  { baseUrl: 'https://api.example.com/?x=1' },
  { baseUrl: 'api.example.com' },
  { privateInstanceUrl: 'https://acme.appetize.io/api' },
  { privateInstanceUrl: 'https://acme.appetize.io', baseUrl: 'https://other.example.com' },
  { devices: 'pixel 7' },
  { devices: 'pixle8pro', platform: 'ios' },
  { devices: 'iphone15pro', platform: 'android' },
  { devices: 'nosuchdevice' },
  { devices: 'pixel7@12.0', platform: 'android' },
  { devices: 'pixel7@', platform: 'android' },
  { devices: 'pixel7', linkParams: 'langauge: de' },
  { devices: 'pixel7', linkParams: 'osVersion: "14.0"' },
  { devices: 'pixel7', linkParams: '- {scale: 5}' },
  { devices: 'pixel7', linkParams: '- {language: de}\n- {language: de}' },
  { devices: 'pixel7', linkParams: '[]' },
  { devices: 'pixel7', linkParams: 'language: [de' },
  { linkParams: 'language: de' },
  { previewName: 'android' },
  { comment: 'true' },
  { previousIpv4: '10.0.0.0/8' }
]

/** Bad inputs of the IP blocks, each form of a bad previousIpv4 entry among them. */
const IP_BLOCK_INPUTS: Record<string, string>[] = [
  { previousIpv4: '[1,' },
  { previousIpv4: '{"a": 1}' },
  { previousIpv4: '["10.0.0.0/24", 1]' },
  { previousIpv4: '[true]' },
  { previousIpv4: '[{}]' },
  { previousIpv4: '[null]' },
  { previousIpv4: '[[]]' },
  { previousIpv4: '10.0.0.0/24, 10.0.0.300/24' },
  { previousIpv4: '010.0.0.0/24' },
  { previousIpv4: '10.0.0.0/4' },
  { previousIpv4: '::1/128' },
  { ipv4MaxRemoved: '3' },
  { ipv4MinCount: '0' }
]

/** Bad inputs of a preview. */
const PREVIEW_INPUTS: Record<string, string>[] = [
  { publicKey: DEFAULT_PUBLIC_KEY },
  { previewName: 'a b' },
  { deploymentEnvironment: 'a\nb' },
  { url: '', platform: '' },
  { platform: '' },
  { githubToken: '' },
  { devices: 'iphon15pro' }
]

const CASES: Case[] = [
  ...UPDATE_INPUTS.map((given): Case => [
    `update ${JSON.stringify(given)}`,
    'update',
    () => read(update(given))
  ]),
  ...IP_BLOCK_INPUTS.map((given): Case => [
    `IP blocks ${JSON.stringify(given)}`,
    'ip-blocks',
    () => read(ipBlocks(given))
  ]),
  ...PREVIEW_INPUTS.map((given): Case => [
    `preview ${JSON.stringify(given)}`,
    'preview',
    () => read(preview(given), [], true)
  ]),
  ['preview outside a pull request', 'preview', () => read(preview())],
  [
    'a build that cannot be read while it is sent',
    'update',
    async () => {
      const client = new ServiceClient({
        endpoints: resolveEndpoints(service.url, ''),
        apiToken: service.apiToken,
        maxAttempts: 1,
        requestTimeoutMs: 5000,
        redactor: new Redactor(),
        log: { info: () => undefined, debug: () => undefined },
        sleep: () => Promise.resolve(),
        now: Date.now,
        random: () => 0.5
      })
      const failing = (): Readable =>
        new Readable({
          read() {
            this.destroy(Object.assign(new Error('EIO: i/o error, read'), { code: 'EIO' }))
          }
        })
      const failure = await client
        .updateApp(
          DEFAULT_PUBLIC_KEY,
          { note: 'n' },
          {
            headers: { 'content-type': 'multipart/form-data; boundary=x' },
            open: failing,
            fileDescription: 'app.apk',
            preview: ''
          }
        )
        .then(
          () => new ActionFailure('unexpected', 'the upload did not fail'),
          (error: unknown) => error as ActionFailure
        )
      return readFailure(failure, ['apiToken', 'publicKey', 'file'])
    }
  ],
  [
    'a 400 with a reason',
    'update',
    () => read(update(), [['update', { status: 400, body: '{"message":"timeout is wrong"}' }]])
  ],
  ['a 400 without one', 'update', () => read(update(), [['update', { status: 400 }]])],
  ['a wrong token', 'update', () => read(update({ apiToken: 'wrong-token' }))],
  [
    'a 401 that says Unauthorized',
    'update',
    () => read(update(), [['update', { status: 401, body: '{"message":"Unauthorized"}' }]])
  ],
  ['a 403', 'update', () => read(update(), [['update', { status: 403 }]])],
  ['an unknown publicKey', 'update', () => read(update({ publicKey: 'nosuchapp' }))],
  [
    'a 404 that names the key',
    'update',
    () =>
      read(update(), [
        [
          'update',
          { status: 404, body: `{"message":"No app found for publicKey ${DEFAULT_PUBLIC_KEY}"}` }
        ]
      ])
  ],
  ['no IP block endpoint', 'ip-blocks', () => read(ipBlocks(), [['ips', { status: 404 }]])],
  [
    'rate limited',
    'update',
    () => read(update(), [['update', { status: 429, headers: { 'retry-after': '0' } }]])
  ],
  [
    'a 503, twice',
    'update',
    () => read(update({ maxAttempts: '2' }), [['any', { status: 503 }, 2]])
  ],
  ['a 502 on the IP blocks', 'ip-blocks', () => read(ipBlocks(), [['ips', { status: 502 }]])],
  [
    'a self-signed certificate',
    'update',
    () => withServer({ tls: true }, url => read(update({ baseUrl: url })))
  ],
  [
    'https:// to a port that speaks plain HTTP',
    'update',
    async () => read(update({ baseUrl: service.url.replace('http:', 'https:') }))
  ],
  [
    'a web server that is not the API (501, an HTML page)',
    'update',
    () =>
      withServer({ status: 501, body: '<html><body><h1>Not Implemented</h1></body></html>' }, url =>
        read(update({ baseUrl: url }))
      )
  ],
  [
    'an unreachable host',
    'update',
    async () => read(update({ baseUrl: `http://127.0.0.1:${await closedPort()}` }))
  ],
  [
    'an unreachable host, twice',
    'ip-blocks',
    async () =>
      read(ipBlocks({ maxAttempts: '2', baseUrl: `http://127.0.0.1:${await closedPort()}` }))
  ],
  [
    'a request that times out',
    'update',
    () => read(update({ requestTimeout: '1' }), [['update', { hang: true }]])
  ],
  [
    'an IP block list that is not a list',
    'ip-blocks',
    () => read(ipBlocks(), [['ips', { status: 200, body: '{"ipv4":"10.0.0.0/8"}' }]])
  ],
  [
    'an HTML page for IP blocks',
    'ip-blocks',
    () => read(ipBlocks(), [['ips', { status: 200, body: '<html>login</html>' }]])
  ],
  [
    'an IP block answer of one character',
    'ip-blocks',
    () => read(ipBlocks(), [['ips', { status: 200, body: '[' }]])
  ],
  [
    'an IP block that is not a CIDR',
    'ip-blocks',
    () => read(ipBlocks(), [['ips', { status: 200, body: '{"ipv4":["10.0.0.0/24","x"]}' }]])
  ],
  [
    'an update answered by an HTML page the service never sent',
    'update',
    () =>
      read(update(), [
        [
          'update',
          {
            status: 200,
            headers: { 'content-type': 'text/html' },
            body: '<!doctype html><html><body>Sign in</body></html>'
          }
        ]
      ])
  ],
  [
    'an update answer that is a list of one entry',
    'update',
    () =>
      read(update({ maxAttempts: '2' }), [
        ['update', { status: 200, body: '[1]' }],
        ['read', { status: 200, body: '[1]' }]
      ])
  ],
  [
    'a device list that is not one',
    'update',
    () =>
      read(update({ devices: 'pixel7', platform: 'android' }), [
        ['devices', { status: 200, body: '{}' }]
      ])
  ],
  [
    'a redirect to another origin',
    'update',
    () =>
      read(update(), [
        [
          'update',
          { status: 307, headers: { location: `${other.url}/v1/apps/${DEFAULT_PUBLIC_KEY}` } }
        ]
      ])
  ],
  [
    'an answer lost, and the read-back failing',
    'update',
    () =>
      read(update({ maxAttempts: '2' }), [
        ['update', { breakBody: true }],
        ['any', { status: 503 }, 2]
      ])
  ],
  [
    'a create whose outcome is unknown',
    'preview',
    () => read(preview(), [['create', { afterHandling: true, status: 502 }]], true)
  ],
  [
    'GitHub refusing the token',
    'preview',
    () => read(preview({ githubToken: READ_ONLY_TOKEN }), [], true)
  ],
  [
    'GitHub failing',
    'preview',
    async () => {
      github.injectFault('listComments', { status: 502 })
      return read(preview(), [], true)
    }
  ],
  [
    'IP blocks out of bounds (two adjacent /8s and loopback)',
    'ip-blocks',
    () =>
      read(ipBlocks(), [
        ['ips', { status: 200, body: '{"ipv4":["20.0.0.0/8","21.0.0.0/8","127.0.0.1/32"]}' }]
      ])
  ],
  [
    'an empty IP block list',
    'ip-blocks',
    () => read(ipBlocks(), [['ips', { status: 200, body: '{"ipv4":[]}' }]])
  ],
  [
    'fewer IP blocks than ipv4MinCount (one)',
    'ip-blocks',
    () =>
      read(ipBlocks({ ipv4MinCount: '2' }), [
        ['ips', { status: 200, body: '{"ipv4":["10.0.0.1/24"]}' }]
      ])
  ],
  [
    'fewer IP blocks than ipv4MinCount (many)',
    'ip-blocks',
    () => read(ipBlocks({ ipv4MinCount: '100' }))
  ],
  [
    'more previous blocks removed than ipv4MaxRemoved (one)',
    'ip-blocks',
    () =>
      read(ipBlocks({ previousIpv4: '192.0.2.0/24', ipv4MaxRemoved: '0' }), [
        ['ips', { status: 200, body: '{"ipv4":["10.0.0.0/24"]}' }]
      ])
  ],
  [
    'more previous blocks removed than ipv4MaxRemoved (many)',
    'ip-blocks',
    () => read(ipBlocks({ previousIpv4: '192.0.2.0/24 198.51.100.0/24', ipv4MaxRemoved: '1' }))
  ],
  [
    'something nobody classified',
    'ip-blocks',
    async () => {
      const host = new RecordingHost()
      host.group = () => Promise.reject(new TypeError('the host broke'))
      const outcome = await runAction(inputReader(ipBlocks()), host)
      expect(outcome.succeeded).toBe(false)
      return {
        kind: outcome.failure!.kind,
        annotation: `${host.errors[0]?.title}: ${host.errors[0]?.text}`,
        advice: (host.log.find(line => line.startsWith('What to do: ')) ?? '').slice(12),
        warnings: [],
        given: ['ipBlocks']
      }
    }
  ]
]

/**
 * The first run of three words that occurs twice in a text, or undefined. Words are what white
 * space separates, without the punctuation around them: a value (a URL, a host name) is one word.
 */
function repeatedPhrase(text: string): string | undefined {
  const words = text
    .toLowerCase()
    .split(/\s+/)
    .map(word => word.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ''))
    .filter(word => word !== '')
  const seen = new Set<string>()
  for (let i = 0; i + 3 <= words.length; i++) {
    const phrase = words.slice(i, i + 3).join(' ')
    if (seen.has(phrase)) return phrase
    seen.add(phrase)
  }
  return undefined
}

/** Letters whose names start with a vowel sound: "an F", "an S", "an HTML" (but "a URL"). */
const VOWEL_SOUND_LETTERS = /^[aefhilmnorsx]/i

/**
 * "a"/"an" before a word that takes the other: "a ftp", "an list", "a object". A word read as
 * letters (an abbreviation such as HTML, iOS, IPv4, or a file ending such as .apk) goes by how
 * its first letter is said.
 */
function articleMistakes(text: string): string[] {
  const mistakes: string[] = []
  for (const [phrase, article, next] of text.matchAll(/\b(a|an)\s+["'`(]*([^\s"'`)]+)/gi)) {
    const word = next as string
    let vowelSound: boolean
    if (
      word.startsWith('.') ||
      /^(?:[A-Z]{2,}|i[A-Z]|IPv|https?\b|http\(|ftp\b|url\b)/.test(word)
    ) {
      vowelSound = VOWEL_SOUND_LETTERS.test(word.replace(/^\./, ''))
    } else if (/^\d/.test(word)) {
      vowelSound = /^(8|11|18)(?!\d)|^8\d*/.test(word)
    } else {
      vowelSound =
        (/^[aeiou]/i.test(word) && !/^(uni|use|usu|uti|one|once|eu)/i.test(word)) ||
        /^(hour|honest|honou?r)/i.test(word)
    }
    if (vowelSound !== (article?.toLowerCase() === 'an')) mistakes.push(phrase)
  }
  return mistakes
}

/** Inputs the advice of each operation may name, besides those the case gave. */
const COMMON = ['baseUrl', 'privateInstanceUrl', 'maxAttempts', 'requestTimeout', 'dryRun']
const APP = [
  'apiToken',
  'url',
  'file',
  'platform',
  'fileType',
  'note',
  'settings',
  'devices',
  'linkParams'
]
const MAY_NAME: Record<Operation, (given: readonly string[]) => readonly string[]> = {
  update: () => [...COMMON, ...APP, 'publicKey', 'comment'],
  // The comparison's guard rail exists only with the allow-list it compares with.
  'ip-blocks': given => [
    ...COMMON,
    'ipBlocks',
    'ipv4MinCount',
    ...(given.includes('previousIpv4') ? ['ipv4MaxRemoved'] : [])
  ],
  preview: () => [
    ...COMMON,
    ...APP,
    'preview',
    'comment',
    'githubToken',
    'previewName',
    'deploymentEnvironment'
  ]
}

const INPUT_NAMES = Object.keys(readActionYml().inputs)

/**
 * The action.yml inputs a text names: whole words, as written in a workflow file, not a field of
 * settings (`settings.url`), and an input that is also a word (file, comment) not after an
 * article (`the workflow file`, `the comment`).
 */
function inputsNamed(text: string): string[] {
  return INPUT_NAMES.filter(name =>
    new RegExp(`(?<![.\\w])(?<!\\b(?:the|a|an|this|its|workflow) )${name}(?![\\w])`).test(text)
  )
}

describe('what a person reads of each failure', () => {
  const kinds = new Set<FailureKind>()

  /** Reads one case and checks what a person reads of it. */
  async function expectReadable(operation: Operation, meet: () => Promise<Read>): Promise<void> {
    const { kind, annotation, advice, warnings, given } = await meet()
    kinds.add(kind)
    // The runner shows the annotation and the advice one after the other: read as one text.
    for (const text of [`${annotation}\nWhat to do: ${advice}`, ...warnings]) {
      expect({ text, repeated: repeatedPhrase(text) }).toEqual({ text, repeated: undefined })
      expect({ text, articles: articleMistakes(text) }).toEqual({ text, articles: [] })
    }
    const allowed = new Set([...given, ...MAY_NAME[operation](given)])
    expect({ advice, named: inputsNamed(advice).filter(name => !allowed.has(name)) }).toEqual({
      advice,
      named: []
    })
  }

  it.each(CASES)('%s (%s)', (_name, operation, meet) => expectReadable(operation, meet), 15000)

  // Jest runs a file's tests in order: this one comes after every case. Run alone (`-t`), it
  // meets each case itself.
  it('met every kind of failure there is', async () => {
    if (kinds.size === 0) {
      for (const [, , meet] of CASES) kinds.add((await meet()).kind)
    }
    expect([...kinds].sort()).toEqual(Object.keys(FAILURE_KINDS).sort())
  }, 120_000)
})

describe('the checks themselves', () => {
  it('find a phrase given twice', () => {
    expect(repeatedPhrase('Invalid input: settings: settings: "x" is not a field')).toBeUndefined()
    expect(
      repeatedPhrase('"https://docs.example.com/path" is not a host name: use docs.example.com.')
    ).toBeUndefined()
    expect(
      repeatedPhrase(
        'No app with publicKey X exists (404 Not Found): No app with publicKey X was found'
      )
    ).toBe('no app with')
  })

  it.each([
    ['got a ftp: URL', ['a ftp:']],
    ['is a object', ['a object']],
    ['an .apk, a .zip, an .ipa, a .tar.gz', []],
    ['an http(s) link, an https URL, a url, a ftp link', ['a ftp']],
    ['an iOS device, an Android device, an HTML page, a URL, an IPv4 CIDR', []],
    ['a list of 1 entry, an 8-character name, a user name', []],
    ['an list', ['an list']]
  ])('finds the articles that do not fit in %j', (text, mistakes) => {
    expect(articleMistakes(text)).toEqual(mistakes)
  })

  it('finds the inputs an advice names', () => {
    expect(
      inputsNamed(
        'Check the list against previousIpv4; raise ipv4MaxRemoved, in the workflow file.'
      )
    ).toEqual(['previousIpv4', 'ipv4MaxRemoved'])
  })
})
