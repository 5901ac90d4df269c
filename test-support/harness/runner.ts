/**
 * Runs the bundled action the way the GitHub runner does: a `node` process for `dist/index.cjs`
 * with an `INPUT_<NAME>` variable per input (action.yml defaults applied), and `GITHUB_OUTPUT`
 * and `GITHUB_STEP_SUMMARY` files it writes to. Used by the end-to-end tests, the demo and the
 * benchmark.
 */
import { spawn } from 'node:child_process'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parse } from 'yaml'

/** The repository's root folder. */
export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..')

/** What a run left behind, as the runner would see it. */
export interface ActionRun {
  readonly exitCode: number
  readonly stdout: string
  readonly stderr: string
  /** The step outputs parsed from GITHUB_OUTPUT. */
  readonly outputs: Record<string, string>
  /** The job summary the step wrote (Markdown/HTML). */
  readonly summary: string
  /** `::error …::` workflow commands printed, as the annotations a person would see. */
  readonly errors: { title?: string; message: string }[]
}

export interface RunOptions {
  /** Extra environment variables (e.g. RUNNER_DEBUG, HTTPS_PROXY). */
  readonly env?: Record<string, string>
  /** The script to run; default dist/index.cjs. */
  readonly entry?: string
  /** Working directory, also given as GITHUB_WORKSPACE; default the repository root. */
  readonly workspace?: string
  /** Called with the child's process id once it is started (the benchmarks sample its memory). */
  readonly onSpawn?: (pid: number) => void
  /**
   * Let file modes bind the action as they bind the runner's user. Root reads any file, so as
   * root the action runs through util-linux's `setpriv`, without the two capabilities that let
   * it (CAP_DAC_OVERRIDE, CAP_DAC_READ_SEARCH): a file of mode 000 is then unreadable to it too.
   */
  readonly honourFileModes?: boolean
}

interface ActionYml {
  inputs?: Record<string, { default?: string }>
}

let defaultsCache: Record<string, string> | undefined

/**
 * action.yml's declared input defaults, as the runner applies them; an expression default
 * (`githubToken`) is left out: the test passes the token it means, or none.
 */
export async function actionDefaults(): Promise<Record<string, string>> {
  if (!defaultsCache) {
    const action = parse(await readFile(join(REPO_ROOT, 'action.yml'), 'utf8')) as ActionYml
    defaultsCache = {}
    for (const [name, input] of Object.entries(action.inputs ?? {})) {
      // An expression (`${{ github.token }}`) is the runner's to evaluate: a test gives the value.
      const value = input.default === undefined ? undefined : String(input.default)
      if (value !== undefined && !value.includes('${{')) defaultsCache[name] = value
    }
  }
  return defaultsCache
}

/** The variable the runner sets for an input: upper-cased, spaces to underscores. */
export function inputVariable(name: string): string {
  return `INPUT_${name.replace(/ /g, '_').toUpperCase()}`
}

/**
 * Runs the action once.
 *
 * @param inputs input name (as in action.yml) → value; unset inputs get their defaults
 */
export async function runAction(
  inputs: Record<string, string>,
  options: RunOptions = {}
): Promise<ActionRun> {
  const folder = await mkdtemp(join(tmpdir(), 'action-run-'))
  const outputFile = join(folder, 'output')
  const summaryFile = join(folder, 'summary')
  await writeFile(outputFile, '')
  await writeFile(summaryFile, '')
  const env: Record<string, string> = {}
  for (const [name, value] of Object.entries(process.env)) {
    // A clean slate: nothing of the calling process's own step may leak into the run, nor this
    // machine's extra CA bundle (the fakes are on loopback; a test that serves TLS passes its own
    // certificate), which every run would otherwise parse when it loads tls.
    if (
      value !== undefined &&
      !/^(INPUT_|GITHUB_|RUNNER_|NODE_OPTIONS$|NODE_EXTRA_CA_CERTS$)/.test(name)
    )
      env[name] = value
  }
  for (const [name, value] of Object.entries({ ...(await actionDefaults()), ...inputs })) {
    env[inputVariable(name)] = value
  }
  // jest.config.js names the compile cache for the action's processes only (not jest's workers).
  if (process.env.TEST_COMPILE_CACHE) env.NODE_COMPILE_CACHE = process.env.TEST_COMPILE_CACHE
  Object.assign(env, {
    GITHUB_OUTPUT: outputFile,
    GITHUB_STEP_SUMMARY: summaryFile,
    GITHUB_WORKSPACE: options.workspace ?? REPO_ROOT,
    GITHUB_ACTIONS: 'true',
    ...options.env
  })
  try {
    const { exitCode, stdout, stderr } = await spawnNode(
      options.entry ?? join(REPO_ROOT, 'dist', 'index.cjs'),
      env,
      options.workspace ?? REPO_ROOT,
      options.onSpawn,
      options.honourFileModes === true && process.getuid?.() === 0
    )
    return {
      exitCode,
      stdout,
      stderr,
      outputs: parseOutputFile(await readFile(outputFile, 'utf8')),
      summary: await readFile(summaryFile, 'utf8'),
      errors: parseErrorCommands(stdout)
    }
  } finally {
    await rm(folder, { recursive: true, force: true })
  }
}

/**
 * setpriv's arguments that take from root the capabilities to read any file and to search any
 * folder. Both sets: root execs with its bounding set plus its inheritable set, and some
 * container runtimes (Docker before 20.10.14, containerd before 1.6.2) leave the latter full.
 */
const WITHOUT_ROOT_OVERRIDE = [
  '--bounding-set',
  '-dac_override,-dac_read_search',
  '--inh-caps',
  '-dac_override,-dac_read_search'
]

function spawnNode(
  entry: string,
  env: Record<string, string>,
  cwd: string,
  onSpawn?: (pid: number) => void,
  withoutRootOverride = false
): Promise<{ exitCode: number; stdout: string; stderr: string }> {
  const command = withoutRootOverride ? 'setpriv' : process.execPath
  const args = withoutRootOverride
    ? [...WITHOUT_ROOT_OVERRIDE, '--', process.execPath, entry]
    : [entry]
  return new Promise((resolvePromise, reject) => {
    const child = spawn(command, args, { env, cwd, stdio: ['ignore', 'pipe', 'pipe'] })
    if (child.pid !== undefined) onSpawn?.(child.pid)
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
    child.on('error', error =>
      reject(
        withoutRootOverride
          ? new Error(
              `running the action as root with file modes honoured needs setpriv: ${error.message}`
            )
          : error
      )
    )
    child.on('close', code => resolvePromise({ exitCode: code ?? -1, stdout, stderr }))
  })
}

/** Parses GITHUB_OUTPUT's `name<<DELIMITER` … `DELIMITER` blocks (and plain `name=value`). */
export function parseOutputFile(text: string): Record<string, string> {
  const outputs: Record<string, string> = {}
  const lines = text.split(/\r?\n/)
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? ''
    const heredoc = /^([^=<]+)<<(.+)$/.exec(line)
    if (heredoc) {
      const [, name, delimiter] = heredoc as unknown as [string, string, string]
      const value: string[] = []
      for (i++; i < lines.length && lines[i] !== delimiter; i++) value.push(lines[i] ?? '')
      outputs[name] = value.join('\n')
    } else if (line.includes('=')) {
      outputs[line.slice(0, line.indexOf('='))] = line.slice(line.indexOf('=') + 1)
    }
  }
  return outputs
}

/** The `::error title=…::message` commands in a step's stdout, unescaped. */
export function parseErrorCommands(stdout: string): { title?: string; message: string }[] {
  const errors: { title?: string; message: string }[] = []
  for (const line of stdout.split('\n')) {
    const match = /^::error(?: ([^:]*))?::(.*)$/.exec(line)
    if (!match) continue
    const properties = match[1] ?? ''
    const title = /(?:^|,)title=([^,]*)/.exec(properties)?.[1]
    errors.push({
      title: title === undefined ? undefined : unescapeCommand(title),
      message: unescapeCommand(match[2] ?? '')
    })
  }
  return errors
}

function unescapeCommand(text: string): string {
  return text
    .replace(/%0D/g, '\r')
    .replace(/%0A/g, '\n')
    .replace(/%3A/g, ':')
    .replace(/%2C/g, ',')
    .replace(/%25/g, '%')
}
