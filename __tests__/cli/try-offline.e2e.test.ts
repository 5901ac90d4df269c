/**
 * docs/cli.md's "Try it offline", as a reader follows it: `npm run fake-service` (here on a free
 * port, as `--port 0`, so that tests running side by side never collide; the docs use the
 * default 8787) prints the commands the section shows, and those commands, pasted into a shell in
 * the repository, run the tool of dist/cli/ against it: an update whose result has `appUrl` and
 * `deviceLinks`; and with `npm run fake-gitlab` and `npm run fake-bitbucket`, the merge-request
 * and pull-request previews each prints to paste.
 * Also the fake's own command line: `--help`, and a busy port.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { execFile, execFileSync, spawn, type ChildProcess } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { promisify } from 'node:util'
import { DEFAULT_PUBLIC_KEY } from '../../test-support/fake-service/server.js'
import { REPO_ROOT } from '../../test-support/harness/runner.js'

const run = promisify(execFile)
const TSX = join(REPO_ROOT, 'node_modules', '.bin', 'tsx')
const node24 = execFileSync(
  process.execPath,
  [join(REPO_ROOT, 'scripts', 'node-of-major.mjs'), '24'],
  { encoding: 'utf8' }
).trim()
/** The shell a reader pastes into: Node 24 first on PATH, npm's npx behind it. */
const PATH = `${dirname(node24)}:${process.env.PATH ?? ''}`

/** The ```sh block of "Try it offline" that holds the commands to paste. */
function documentedCommands(): string[] {
  const markdown = readFileSync(join(REPO_ROOT, 'docs', 'cli.md'), 'utf8')
  const start = markdown.indexOf('\n## Try it offline')
  const section = markdown.slice(start, markdown.indexOf('\n## ', start + 1))
  const blocks = [...section.matchAll(/```sh\n([^`]*)```/g)].map(match => match[1] ?? '')
  const paste = blocks.find(block => block.includes('npx appetize-deploy')) ?? ''
  return paste.split('\n').filter(line => line.trim() !== '')
}

let fake: ChildProcess | undefined
let printed = ''
let url = ''
beforeAll(async () => {
  if (process.platform === 'win32') return
  fake = spawn(TSX, ['test-support/fake-service/cli.ts', '--port', '0'], {
    cwd: REPO_ROOT,
    env: { PATH },
    stdio: ['ignore', 'pipe', 'inherit']
  })
  const started = fake
  started.stdout?.setEncoding('utf8')
  await new Promise<void>((resolve, reject) => {
    started.stdout?.on('data', (text: string) => {
      printed += text
      if (printed.includes('Requests received:')) resolve()
    })
    started.once('exit', code => reject(new Error(`fake-service ended (${code}): ${printed}`)))
  })
  url = /base URL +(http:\/\/127\.0\.0\.1:\d+)/.exec(printed)?.[1] ?? ''
}, 60_000)
afterAll(async () => {
  if (!fake || fake.exitCode !== null) return
  const exited = new Promise(resolve => fake?.once('exit', resolve))
  fake.kill('SIGTERM')
  await exited
})

// The section's commands are for a POSIX shell (export, sh); the fake itself is tested everywhere
// through the suites that start it in process.
const posixDescribe = process.platform === 'win32' ? describe.skip : describe

posixDescribe('Try it offline (docs/cli.md)', () => {
  it('prints, on one screen, the base URL, the token, an app and the commands the docs show', () => {
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    expect(printed).toMatch(/API token +fake-api-token/)
    expect(printed).toContain(`publicKey   ${DEFAULT_PUBLIC_KEY}`)
    expect(printed.split('\n').length).toBeLessThanOrEqual(24)
    const documented = documentedCommands()
    expect(documented.length).toBeGreaterThanOrEqual(3)
    const shown = printed
      .split('\n')
      .map(line => line.trim())
      .map(line => line.replaceAll(url, 'http://127.0.0.1:8787'))
    for (const command of documented) expect(shown).toContain(command)
  })

  it('runs the commands as written, with links to the app and each device', async () => {
    const script = documentedCommands()
      .map(line => line.replaceAll('http://127.0.0.1:8787', url))
      .join('\n')
    const { stdout } = await run('sh', ['-ec', script], {
      cwd: REPO_ROOT,
      env: { PATH, HOME: process.env.HOME ?? '/tmp', npm_config_offline: 'true' }
    })
    const update = JSON.parse(stdout.split('\n')[0] ?? '') as Record<string, unknown>
    expect(update).toMatchObject({
      publicKey: DEFAULT_PUBLIC_KEY,
      appUrl: `https://appetize.example/app/${DEFAULT_PUBLIC_KEY}`,
      deviceLinks: {
        iphone15pro: `https://appetize.example/app/${DEFAULT_PUBLIC_KEY}?device=iphone15pro`
      }
    })
    expect(stdout).toContain(`"deleted":true`)
  }, 180_000)

  it('runs, with npm run fake-gitlab, the merge-request previews it prints to paste', async () => {
    const gitlab = spawn(TSX, ['test-support/fake-gitlab/cli.ts', '--port', '0'], {
      cwd: REPO_ROOT,
      env: { PATH },
      stdio: ['ignore', 'pipe', 'inherit']
    })
    try {
      let shown = ''
      gitlab.stdout.setEncoding('utf8')
      await new Promise<void>((resolve, reject) => {
        gitlab.stdout.on('data', (text: string) => {
          shown += text
          if (shown.includes('Requests received:')) resolve()
        })
        gitlab.once('exit', code => reject(new Error(`fake-gitlab ended (${code}): ${shown}`)))
      })
      // docs/cli.md says where to find them: the lines to paste, with the service's default port.
      const paste = shown
        .split('\n')
        .map(line => line.trim())
        .filter(line => /^(export |npx appetize-deploy )/.test(line))
      expect(paste.filter(line => line.startsWith('npx'))).toEqual([
        expect.stringMatching(/^npx appetize-deploy preview /),
        'npx appetize-deploy preview --delete',
        'npx appetize-deploy sweep --dry-run'
      ])
      const { stdout } = await run(
        'sh',
        ['-ec', paste.map(line => line.replaceAll('http://127.0.0.1:8787', url)).join('\n')],
        {
          cwd: REPO_ROOT,
          env: { PATH, HOME: process.env.HOME ?? '/tmp', npm_config_offline: 'true' }
        }
      )
      const results = stdout
        .trim()
        .split('\n')
        .map(line => JSON.parse(line) as Record<string, unknown>)
      expect(results).toEqual([
        expect.objectContaining({ previewAction: 'created' }),
        expect.objectContaining({ previewAction: 'deleted' }),
        { sweptPreviews: [] }
      ])
    } finally {
      const exited = new Promise(resolve => gitlab.once('exit', resolve))
      gitlab.kill('SIGTERM')
      await exited
    }
  }, 180_000)

  it('runs, with npm run fake-bitbucket, the pull-request previews it prints to paste', async () => {
    const bitbucket = spawn(TSX, ['test-support/fake-bitbucket/cli.ts', '--port', '0'], {
      cwd: REPO_ROOT,
      env: { PATH },
      stdio: ['ignore', 'pipe', 'inherit']
    })
    try {
      let shown = ''
      bitbucket.stdout.setEncoding('utf8')
      await new Promise<void>((resolve, reject) => {
        bitbucket.stdout.on('data', (text: string) => {
          shown += text
          if (shown.includes('Requests received:')) resolve()
        })
        bitbucket.once('exit', code =>
          reject(new Error(`fake-bitbucket ended (${code}): ${shown}`))
        )
      })
      const paste = shown
        .split('\n')
        .map(line => line.trim())
        .filter(line => /^(export |npx appetize-deploy )/.test(line))
      expect(paste.filter(line => line.startsWith('npx'))).toEqual([
        expect.stringMatching(/^npx appetize-deploy preview /),
        'npx appetize-deploy preview --delete',
        'npx appetize-deploy sweep --dry-run'
      ])
      const { stdout } = await run(
        'sh',
        ['-ec', paste.map(line => line.replaceAll('http://127.0.0.1:8787', url)).join('\n')],
        {
          cwd: REPO_ROOT,
          env: { PATH, HOME: process.env.HOME ?? '/tmp', npm_config_offline: 'true' }
        }
      )
      const results = stdout
        .trim()
        .split('\n')
        .map(line => JSON.parse(line) as Record<string, unknown>)
      expect(results).toEqual([
        expect.objectContaining({ previewAction: 'created' }),
        expect.objectContaining({ previewAction: 'deleted' }),
        { sweptPreviews: [] }
      ])
    } finally {
      const exited = new Promise(resolve => bitbucket.once('exit', resolve))
      bitbucket.kill('SIGTERM')
      await exited
    }
  }, 180_000)

  it('names the busy port and the option to choose another, on one line', async () => {
    const port = new URL(url).port
    const busy = await run(TSX, ['test-support/fake-service/cli.ts', '--port', port], {
      cwd: REPO_ROOT,
      env: { PATH }
    }).then(
      () => ({ code: 0, stderr: '' }),
      (error: { code: number; stderr: string }) => error
    )
    expect(busy.code).toBe(1)
    expect(busy.stderr).toBe(
      `fake-service: port ${port} on 127.0.0.1 is in use: choose another with --port <n> (--port 0 takes any free one).\n`
    )
  }, 30_000)

  it('prints its options for --help and exits', async () => {
    const { stdout } = await run(TSX, ['test-support/fake-service/cli.ts', '--help'], {
      cwd: REPO_ROOT,
      env: { PATH }
    })
    expect(stdout).toMatch(/--port <n>/)
    expect(stdout).toMatch(/--app-url-base <url>/)
  }, 30_000)
})
