/**
 * The command-line tool as a user installs it: `npm pack` of dist/cli/ (the folder the build
 * writes the package into, scripts/package-cli.mjs, and release.yml publishes), the tarball
 * installed into a folder of its own, and `appetize-deploy` run from there on a chosen Node
 * (put first on PATH, so the bin's `#!/usr/bin/env node` finds it).
 */
import { execFile, spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdir, mkdtemp, rename, rm } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { promisify } from 'node:util'
import { REPO_ROOT } from './runner.js'

const run = promisify(execFile)

/** The packed tarball and where it is installed. */
export interface InstalledCli {
  /** The tarball's path. */
  readonly tarball: string
  /** The files in the tarball, as `npm pack --json` lists them. */
  readonly files: readonly string[]
  /** The tarball's size, bytes. */
  readonly size: number
  /** `node_modules/.bin/appetize-deploy` of the install. */
  readonly bin: string
}

interface PackEntry {
  filename: string
  size: number
  integrity: string
  files: { path: string }[]
}

/** The folder the npm package `appetize-deploy` is packed and published from. */
export const CLI_PACKAGE = join(REPO_ROOT, 'dist', 'cli')

/**
 * Packs dist/cli/ (`npm test` has made sure dist/ is the bundle of the source) and installs
 * the tarball into node_modules/.cache/cli-install/<integrity>, reused while the tarball is the
 * same. Call once per test file: packing takes seconds.
 */
export async function packAndInstall(): Promise<InstalledCli> {
  const cache = join(REPO_ROOT, 'node_modules', '.cache', 'cli-install')
  await mkdir(cache, { recursive: true })
  const staging = await mkdtemp(join(cache, 'staging-'))
  const { stdout } = await run(
    'npm',
    ['pack', '--json', '--pack-destination', staging, '--silent'],
    { cwd: CLI_PACKAGE, maxBuffer: 16 * 1024 * 1024 }
  )
  const [entry] = JSON.parse(stdout.slice(stdout.indexOf('['))) as PackEntry[]
  if (!entry) throw new Error(`npm pack printed no tarball: ${stdout}`)
  const key = entry.integrity.replace(/[^A-Za-z0-9]/g, '').slice(0, 40)
  const folder = join(cache, key)
  const installed = {
    tarball: join(folder, entry.filename),
    files: entry.files.map(file => file.path),
    size: entry.size,
    bin: join(folder, 'install', 'node_modules', '.bin', 'appetize-deploy')
  }
  if (existsSync(installed.bin)) {
    await rm(staging, { recursive: true, force: true })
    return installed
  }
  await run(
    'npm',
    [
      'install',
      '--no-save',
      '--no-audit',
      '--no-fund',
      '--offline',
      '--prefix',
      join(staging, 'install'),
      join(staging, entry.filename)
    ],
    { cwd: staging }
  )
  // Test files in parallel workers install the same tarball at once: the first one's install
  // stays, since its tests may be running it (removing it lost their lazily loaded chunks).
  if (existsSync(installed.bin)) {
    await rm(staging, { recursive: true, force: true })
    return installed
  }
  await rm(folder, { recursive: true, force: true })
  try {
    await rename(staging, folder)
  } catch (error) {
    if (!existsSync(installed.bin)) throw error
    await rm(staging, { recursive: true, force: true })
  }
  return installed
}

/** What one run of the tool left. */
export interface CliRun {
  readonly exitCode: number
  readonly stdout: string
  readonly stderr: string
}

/**
 * Runs the installed `appetize-deploy` with only the environment given (and PATH, HOME): no
 * variable of the machine's leaks in.
 *
 * @param node the `node` executable the bin's shebang is to find
 * @param cwd working folder; default the repository
 * @param input text for stdin
 */
export function runCli(
  bin: string,
  node: string,
  args: readonly string[],
  env: Record<string, string> = {},
  cwd = REPO_ROOT
): Promise<CliRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(bin, args, {
      cwd,
      env: {
        PATH: `${dirname(node)}:${process.env.PATH ?? ''}`,
        HOME: process.env.HOME ?? '/tmp',
        ...env
      },
      stdio: ['ignore', 'pipe', 'pipe']
    })
    let stdout = ''
    let stderr = ''
    child.stdout.setEncoding('utf8').on('data', (text: string) => (stdout += text))
    child.stderr.setEncoding('utf8').on('data', (text: string) => (stderr += text))
    child.on('error', reject)
    child.on('close', code => resolve({ exitCode: code ?? -1, stdout, stderr }))
  })
}

/**
 * Runs the installed `appetize-deploy` on a terminal: util-linux's `script` gives it a
 * pseudo-terminal for stdout and stderr, whose output (both, as a terminal shows them) is the
 * run's stdout.
 */
export function runCliOnTerminal(
  bin: string,
  node: string,
  args: readonly string[],
  env: Record<string, string> = {},
  cwd = REPO_ROOT
): Promise<CliRun> {
  const quoted = [bin, ...args].map(arg => `'${arg.replace(/'/g, `'\\''`)}'`).join(' ')
  return runCli('script', node, ['-qec', quoted, '/dev/null'], { TERM: 'xterm', ...env }, cwd)
}
