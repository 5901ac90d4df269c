/**
 * The attack of issue 41 end to end: a pull request's author puts guesses at the API token into
 * what they control (the name and version their build reports, its versionCode, the branch
 * name) and reads what is public: the sticky comment, the job summary and the log. With masks
 * that answered "is this a prefix of the token?", 121 pushes recovered a token; now the
 * adaptive attack of 300 rounds learns nothing beyond the public `tok_`. Most rounds run the
 * core in process against the fakes (the log scrubbed as the Actions host scrubs it); four run
 * the bundle (dist/index.cjs, as the runner does), and four more the installed command-line
 * tool (the packed tarball), where the service quotes the build's fields in an error.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { randomInt } from 'node:crypto'
import { execFileSync } from 'node:child_process'
import { join } from 'node:path'
import { FakeGitHub } from '../../test-support/fake-github/server.js'
import {
  DEFAULT_APP_METADATA,
  DEFAULT_PUBLIC_KEY,
  FakeService
} from '../../test-support/fake-service/server.js'
import {
  packAndInstall,
  runCli,
  type InstalledCli
} from '../../test-support/harness/installed-tool.js'
import { runPreview } from '../../test-support/harness/in-process.js'
import { previewStep } from '../../test-support/harness/preview-step.js'
import { REPO_ROOT, runAction } from '../../test-support/harness/runner.js'
import { escapeMarkdown } from '../../src/shared/markdown-text.js'
import { Redactor } from '../../src/shared/redaction.js'

const REPOSITORY = 'acme/mobile-app'
const BASE62 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'
const PUBLIC_PREFIX = 'tok_'
const random = (length: number): string =>
  Array.from({ length }, () => BASE62[randomInt(BASE62.length)]).join('')
/** A token as the service issues them: `tok_` and 26 random letters and digits. */
const TOKEN = `${PUBLIC_PREFIX}${random(26)}`

/** The forms the attack writes a guess in: as is, base64 (as in a Basic header), escaped. */
const FORMS: Record<string, (text: string) => string> = {
  plain: text => text,
  base64: text => Buffer.from(text).toString('base64'),
  markdown: escapeMarkdown
}
const MASKS = ['***', '\\*\\*\\*', '&#42;&#42;&#42;']

let service: FakeService
let github: FakeGitHub
beforeAll(async () => {
  service = new FakeService({ apiToken: TOKEN, appUrlBase: 'https://appetize.test', apps: {} })
  github = new FakeGitHub()
  await Promise.all([service.start(), github.start()])
})
afterAll(() => Promise.all([service.stop(), github.stop()]))

/** What the build reports and the branch it comes from: where the author writes guesses. */
interface Fields {
  readonly name: string
  readonly version: string
  readonly versionCode: string
  readonly branch: string
}

/** What anyone can read after a run: the comment, the job summary and the log. */
interface Public {
  readonly comment: string
  readonly summary: string
  readonly log: string
}

/**
 * The characters of a form that a start of the token decides: all of them, but for base64 only
 * the characters whose six bits are all in it.
 */
const DECIDED: Record<string, (start: string) => string> = {
  plain: start => start,
  base64: start =>
    Buffer.from(start)
      .toString('base64')
      .slice(0, Math.floor((Buffer.byteLength(start) * 8) / 6)),
  markdown: escapeMarkdown
}

/** Which candidate character each guess of the attack stands for. */
const candidateOf = new Map<string, string>()

/**
 * One round's guesses: for each of five candidates for the next character of what the attack
 * knows, that start in each form (a mask on it would confirm the candidate) and the same
 * followed by random characters, cut to 8, 12, 15 characters as the issue names them, or 16 to
 * 24 (which a mask would only answer if the random part were right).
 */
function guessesOf(known: string, round: number): string[] {
  const guesses: string[] = []
  for (let index = 0; index < 5; index++) {
    const candidate = BASE62[(round * 5 + index) % BASE62.length] ?? 'A'
    for (const [name, form] of Object.entries(FORMS)) {
      const length = [8, 12, 15, 16, 20, 24][(round + index) % 6] ?? 8
      const cut = form(`${known}${candidate}${random(30)}`).slice(0, length)
      for (const guess of [DECIDED[name]?.(`${known}${candidate}`) ?? '', cut]) {
        candidateOf.set(guess, candidate)
        guesses.push(guess)
      }
    }
  }
  return guesses
}

/** Guesses packed into the fields, each field within what the comment shows of it. */
function fieldsOf(
  guesses: readonly string[],
  room: Record<keyof Fields, number> = { name: 95, version: 95, versionCode: 38, branch: 190 }
): { fields: Fields; placed: string[] } {
  const values: Record<keyof Fields, string[]> = {
    name: [],
    version: [],
    versionCode: [],
    branch: []
  }
  const placed: string[] = []
  for (const guess of guesses) {
    const field = (Object.keys(room) as (keyof Fields)[]).find(
      name => values[name].join(' ').length + guess.length + 1 <= room[name]
    )
    if (field === undefined) continue
    values[field].push(guess)
    placed.push(guess)
  }
  const fields = Object.fromEntries(
    Object.entries(values).map(([name, list]) => [name, list.join(' ') || '-'])
  ) as unknown as Fields
  return { fields, placed }
}

/** The build reports the fields (the service reads them from it), for the next run. */
function report(fields: Fields): void {
  service.appMetadata = {
    ...DEFAULT_APP_METADATA,
    name: fields.name,
    appDisplayName: fields.name,
    appVersionName: fields.version,
    appVersionCode: fields.versionCode
  }
}

let pushes = 0
/** One push in process: the core run, its log scrubbed as the Actions host scrubs it. */
async function inProcessPush(fields: Fields): Promise<Public> {
  report(fields)
  pushes++
  const run = await runPreview(service, github, {
    action: pushes === 1 ? 'opened' : 'synchronize',
    headRef: fields.branch,
    headSha: pushes.toString(16).padStart(40, '0')
  })
  expect(run.succeeded).toBe(true)
  const redactor = new Redactor()
  redactor.add(TOKEN)
  return {
    comment: github.commentsOn(REPOSITORY, 12)[0]?.body ?? '',
    summary: run.host.summary,
    log: redactor.scrub(run.host.log.join('\n'))
  }
}

/** One push of the bundle, as the runner runs it. */
async function bundlePush(fields: Fields, given: Record<string, string> = {}): Promise<Public> {
  report(fields)
  pushes++
  const run = await previewStep(
    { service, github },
    {
      action: 'synchronize',
      headRef: fields.branch,
      headSha: pushes.toString(16).padStart(40, '0')
    },
    given
  )
  expect(run.exitCode).toBe(0)
  const log = visible(`${run.stdout}\n${run.stderr}`)
  return { comment: github.commentsOn(REPOSITORY, 12)[0]?.body ?? '', summary: run.summary, log }
}

/** A step's stdout and stderr as the log shows them: the runner consumes `::add-mask::`. */
function visible(output: string): string {
  return output
    .split('\n')
    .filter(line => !line.startsWith('::add-mask::'))
    .join('\n')
}

/**
 * What the attack reads from a push: the guesses that did not come back as written (in the
 * comment and the summary, escaped for Markdown), or any mask anywhere, which would answer.
 */
function answered(
  seen: Public,
  placed: readonly string[],
  written: (guess: string) => string = escapeMarkdown
): string[] {
  const masked = MASKS.some(mask =>
    [seen.comment, seen.summary, seen.log].some(text => text.includes(mask))
  )
  if (masked) return [...placed]
  return placed.filter(guess => {
    const shown = written(guess)
    return !seen.comment.includes(shown) || !seen.summary.includes(shown)
  })
}

/** The adaptive attack: each round guesses the next character of what it has learnt. */
async function attack(
  rounds: number,
  push: (fields: Fields) => Promise<Public>,
  from = 0,
  tool = false
) {
  let known = PUBLIC_PREFIX
  const answers: string[] = []
  for (let round = from; round < from + rounds; round++) {
    // The tool shows what the service quotes as it is, and has no comment (nor a branch).
    const room = tool ? { name: 95, version: 95, versionCode: 38, branch: 0 } : undefined
    const { fields, placed } = fieldsOf(guessesOf(known, round), room)
    const seen = await push(fields)
    const distinguished = tool ? answered(seen, placed, guess => guess) : answered(seen, placed)
    answers.push(...distinguished)
    const learnt = new Set(distinguished.map(guess => candidateOf.get(guess)))
    const [only] = learnt
    if (learnt.size === 1 && only !== undefined) known += only
  }
  return { known, answers }
}

describe('the attack on the comment, the summary and the log', () => {
  it('learns nothing beyond the public prefix in 300 rounds (296 in process, 4 on the bundle)', async () => {
    const inProcess = await attack(296, inProcessPush)
    expect(inProcess).toEqual({ known: PUBLIC_PREFIX, answers: [] })
    const bundle = await attack(4, fields => bundlePush(fields), 296)
    expect(bundle).toEqual({ known: PUBLIC_PREFIX, answers: [] })
  }, 120_000)

  it("shows the token's first 8, 12 and 14 or 15 characters exactly as random ones of that shape", async () => {
    // Each piece, and a random string with the same characters where the token has letters and
    // digits: the comment must be the same text once each is replaced by its field's name. The
    // longest of each form is one character short of max(16, half) of the form as the comment
    // writes it: the comment escapes `tok_` as `tok\_`, so 15 of the token's characters as sent
    // are 16 of its Markdown form there, which is masked (15 as sent are shown in the log);
    // base64's 40 characters are masked from 20.
    const lengths: Record<string, number[]> = {
      plain: [8, 12, 14],
      base64: [8, 12, 19],
      markdown: [8, 12, 15]
    }
    const pieces = Object.entries(FORMS).flatMap(([name, form]) =>
      (lengths[name] ?? []).map(length => form(TOKEN).slice(0, length))
    )
    const randomOf = (piece: string): string =>
      piece.replace(/[A-Za-z0-9]/g, () => BASE62[randomInt(BASE62.length)] ?? 'A')
    const shapes = [pieces, pieces.map(randomOf)]
    const comments: string[] = []
    for (const set of shapes) {
      const fields: Fields = {
        name: set.slice(0, 4).join(' '),
        version: set.slice(4, 7).join(' '),
        versionCode: set[7] ?? '',
        branch: set.slice(8).join('-')
      }
      const seen = await bundlePush(fields)
      let comment = seen.comment.replace(/<!--[^]*?-->/g, '')
      // Longest first: a shorter piece of the token starts each longer one.
      const order = [...set.keys()].sort((a, b) => (set[b]?.length ?? 0) - (set[a]?.length ?? 0))
      for (const at of order) {
        comment = comment.replaceAll(escapeMarkdown(set[at] ?? ''), `{piece ${'ABCDEFGHIJKL'[at]}}`)
      }
      // The commit, the time and the app's versionCode differ from push to push.
      comments.push(comment.replace(/[0-9a-f]{7,}|\d+/g, '#'))
      expect(answered(seen, set)).toEqual([])
    }
    expect(comments[0]).toBe(comments[1])
  }, 60_000)

  it("masks the first and the last 20 of the 40 characters of the token's base64", async () => {
    const base64 = Buffer.from(TOKEN).toString('base64')
    const halves = [base64.slice(0, 20), base64.slice(-20)]
    const seen = await bundlePush({
      name: `Example ${halves[0]}`,
      version: `${halves[1]}`,
      versionCode: '1',
      branch: 'feature/x'
    })
    expect(seen.comment).toContain('Example \\*\\*\\*')
    for (const text of [seen.comment, seen.summary, seen.log]) {
      for (const half of halves) {
        expect(text).not.toContain(half)
        expect(text).not.toContain(escapeMarkdown(half))
      }
    }
  }, 30_000)

  it("masks a service answer holding the token's first half", async () => {
    const half = TOKEN.slice(0, TOKEN.length / 2 + 1)
    const seen = await bundlePush({
      name: `Example ${half}`,
      version: '1.0.0',
      versionCode: '1',
      branch: 'feature/x'
    })
    expect(seen.comment).toContain('Example \\*\\*\\*')
    for (const text of [seen.comment, seen.summary, seen.log]) {
      expect(text).not.toContain(half.slice(PUBLIC_PREFIX.length))
    }
  }, 30_000)
})

describe("a build URL's credential in its file name", () => {
  it.each([
    [
      'a Box shared link',
      'https://app.box.com/shared/static/q8k2lm4nz7x9w3abcd0e1f2g3h4i5j6k.apk',
      'q8k2lm4nz7x9w3abcd0e1f2g3h4i5j6k',
      'https://app.box.com/….apk'
    ],
    [
      'a bare last segment',
      'https://artifacts.example.com/api/v1/builds/Xq7v2Lm9Rt4Kp8Ws3Hd6Yb5N',
      'Xq7v2Lm9Rt4Kp8Ws3Hd6Yb5N',
      'https://artifacts.example.com/…'
    ]
  ])(
    'stays out of the log, the summary and the build row: %s',
    async (_what, url, secret, shown) => {
      const fields = { name: 'Example App', version: '1.0.0', versionCode: '1', branch: 'main' }
      const preview = await bundlePush(fields, { url })
      expect(preview.comment).toContain(`| Build | ${escapeMarkdown(shown)} |`)
      // An update of the same app prints the build in its log and its summary.
      const update = await runAction({
        apiToken: TOKEN,
        publicKey: [...service.apps.keys()][0] ?? '',
        url,
        baseUrl: service.url
      })
      expect(update.exitCode).toBe(0)
      const log = visible(`${update.stdout}\n${update.stderr}`)
      expect(log).toContain(`Build: ${shown}`)
      expect(update.summary).toContain(shown)
      const texts = [preview.comment, preview.summary, preview.log, log, update.summary]
      for (const text of texts) expect(text).not.toContain(secret.slice(0, 8))
    },
    30_000
  )
})

describe('the installed command-line tool', () => {
  let installed: InstalledCli
  const node = execFileSync(
    process.execPath,
    [join(REPO_ROOT, 'scripts', 'node-of-major.mjs'), '24'],
    { encoding: 'utf8' }
  ).trim()
  beforeAll(async () => {
    installed = await packAndInstall()
  }, 600_000)

  it('learns nothing from what the service quotes of the build, in 4 runs', async () => {
    const cliPush = async (fields: Fields): Promise<Public> => {
      const { name, version, versionCode } = fields
      service.injectFault('update', {
        status: 400,
        body: JSON.stringify({ message: `cannot read ${name} | ${version} | ${versionCode}` })
      })
      const run = await runCli(
        installed.bin,
        node,
        ['update', DEFAULT_PUBLIC_KEY, '--note', 'n', '--max-attempts', '1'],
        { APPETIZE_API_TOKEN: TOKEN, APPETIZE_BASE_URL: service.url }
      )
      expect(run.exitCode).not.toBe(0)
      return { comment: run.stderr, summary: run.stderr, log: `${run.stdout}\n${run.stderr}` }
    }
    expect(await attack(4, cliPush, 300, true)).toEqual({ known: PUBLIC_PREFIX, answers: [] })
  }, 60_000)

  it("prints guesses as written, the service's half of the token masked, and no file name credential", async () => {
    const guesses = guessesOf(PUBLIC_PREFIX, 0)
    const note = guesses.join(' ')
    const half = TOKEN.slice(0, TOKEN.length / 2 + 1)
    service.injectFault('update', {
      status: 400,
      body: JSON.stringify({ message: `rejected ${guesses.slice(0, 6).join(' ')} for ${half}` })
    })
    const box = 'https://app.box.com/shared/static/q8k2lm4nz7x9w3abcd0e1f2g3h4i5j6k.apk'
    const runs = [
      await runCli(
        installed.bin,
        node,
        [
          'update',
          DEFAULT_PUBLIC_KEY,
          '--note',
          note,
          '--max-attempts',
          '1',
          '--base-url',
          service.url
        ],
        { APPETIZE_API_TOKEN: TOKEN }
      ),
      await runCli(
        installed.bin,
        node,
        [
          'update',
          DEFAULT_PUBLIC_KEY,
          '--note',
          note,
          '--url',
          box,
          '--dry-run',
          '--base-url',
          service.url
        ],
        { APPETIZE_API_TOKEN: TOKEN }
      )
    ]
    const [failed, dryRun] = runs
    expect(failed?.exitCode).not.toBe(0)
    expect(failed?.stderr).toContain(`rejected ${guesses.slice(0, 6).join(' ')} for ***`)
    expect(dryRun?.exitCode).toBe(0)
    expect(dryRun?.stderr).toContain('https://app.box.com/….apk')
    // The request preview shows the note as JSON.
    for (const guess of guesses)
      expect(dryRun?.stderr).toContain(JSON.stringify(guess).slice(1, -1))
    for (const run of runs) {
      const printed = `${run?.stdout}\n${run?.stderr}`
      expect(printed).not.toContain(half.slice(PUBLIC_PREFIX.length))
      expect(printed).not.toContain('q8k2lm4n')
      // The only masks: the token in the dry run's headers, the half in the service's answer.
      expect(printed.replace('for ***', '').replace('x-api-key: ***', '')).not.toContain('***')
    }
  }, 120_000)
})
