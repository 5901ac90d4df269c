/**
 * `npm run bench:startup`: the action's cold start, on Node 24 (run through scripts/node24.mjs;
 * action.yml has `using: node24`). Starts the fake service and times whole processes, each round
 * running all three in turn after a warm-up:
 *   (a) the bundled action doing one update, run as the runner runs it (INPUT_* variables,
 *       GITHUB_OUTPUT and GITHUB_STEP_SUMMARY files);
 *   (b) the CommonJS floor, scripts/floor-update.cjs: the same request with node:http, the
 *       outputs written by hand;
 *   (c) the libraries' floor, scripts/floor-libraries.ts bundled as the action is (ncc, minified
 *       ES module): the same update through @actions/core and @actions/http-client.
 * Prints the medians, a/b (target ≤ 1.45) and a/c, and the bundle's size. Exits 1 when a/b is
 * over the target.
 */
import { spawn } from 'node:child_process'
import { mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises'
import { cpus, tmpdir } from 'node:os'
import { join } from 'node:path'
import { DEFAULT_PUBLIC_KEY, FakeService } from '../fake-service/server.js'
import { actionDefaults, inputVariable, REPO_ROOT } from '../harness/runner.js'

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 30)
const WARM_UP = 5
const TARGET_RATIO = 1.45

const service = new FakeService()
const folder = await mkdtemp(join(tmpdir(), 'bench-startup-'))

/** The environment the runner would give the step, for the same update in every process. */
async function stepEnvironment(): Promise<Record<string, string>> {
  const inputs: Record<string, string> = {
    ...(await actionDefaults()),
    apiToken: service.apiToken,
    publicKey: DEFAULT_PUBLIC_KEY,
    url: 'https://builds.example.com/app-release.apk',
    note: 'bench',
    baseUrl: service.url
  }
  const env: Record<string, string> = { PATH: process.env.PATH ?? '' }
  for (const [name, value] of Object.entries(inputs)) env[inputVariable(name)] = value
  env.GITHUB_OUTPUT = join(folder, 'output')
  env.GITHUB_STEP_SUMMARY = join(folder, 'summary')
  return env
}

/** Bundles the libraries' floor the way `npm run package` bundles the action; returns its path. */
async function bundleLibrariesFloor(): Promise<string> {
  const out = join(folder, 'floor-libraries')
  const ncc = join(REPO_ROOT, 'node_modules', '@vercel', 'ncc', 'dist', 'ncc', 'cli.js')
  const source = join(REPO_ROOT, 'scripts', 'floor-libraries.ts')
  const args = [ncc, 'build', source, '--out', out, '--minify', '--quiet']
  const exitCode = await new Promise<number | null>((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: REPO_ROOT, stdio: 'inherit' })
    child.on('error', reject)
    child.on('close', resolve)
  })
  if (exitCode !== 0) throw new Error(`ncc build of ${source} exited with ${exitCode}`)
  return join(out, 'index.js')
}

/** Runs `node <script>` to its exit; returns the wall time in milliseconds. */
async function timeProcess(script: string, env: Record<string, string>): Promise<number> {
  await writeFile(env.GITHUB_OUTPUT!, '')
  await writeFile(env.GITHUB_STEP_SUMMARY!, '')
  const started = process.hrtime.bigint()
  const exitCode = await new Promise<number | null>((resolve, reject) => {
    const child = spawn(process.execPath, [script], { env, stdio: 'ignore' })
    child.on('error', reject)
    child.on('close', resolve)
  })
  const elapsed = Number(process.hrtime.bigint() - started) / 1e6
  if (exitCode !== 0) throw new Error(`${script} exited with ${exitCode}`)
  return elapsed
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

async function bundleSize(): Promise<{ main: number; total: number }> {
  const dist = join(REPO_ROOT, 'dist')
  let total = 0
  for (const name of await readdir(dist)) {
    if (name.endsWith('.js')) total += (await stat(join(dist, name))).size
  }
  return { main: (await stat(join(dist, 'index.js'))).size, total }
}

try {
  await service.start()
  const env = await stepEnvironment()
  const scripts = [
    join(REPO_ROOT, 'dist', 'index.js'),
    join(REPO_ROOT, 'scripts', 'floor-update.cjs'),
    await bundleLibrariesFloor()
  ]
  const times: number[][] = scripts.map(() => [])
  for (let round = -WARM_UP; round < ROUNDS; round++) {
    // All three in every round, starting with a different one each time, so that a busy moment
    // of the machine falls on each alike.
    for (let turn = 0; turn < scripts.length; turn++) {
      const which = (round + WARM_UP + turn) % scripts.length
      const elapsed = await timeProcess(scripts[which]!, env)
      if (round >= 0) times[which]!.push(elapsed)
    }
  }
  const [a, b, c] = times.map(median) as [number, number, number]
  const size = await bundleSize()
  console.log(
    `Cold start, one update against the fake service, ${ROUNDS} rounds after ${WARM_UP} warm-up rounds, the three processes in turn`
  )
  console.log(
    `machine: ${cpus().length} × ${cpus()[0]?.model ?? 'unknown CPU'}, Node ${process.version}`
  )
  if (Number(process.versions.node.split('.')[0]) < 24) {
    console.log('(not Node 24: run it as `node scripts/node24.mjs --import tsx <this script>`)')
  }
  const line = (label: string, index: number, value: number): void =>
    console.log(
      `${label} median ${value.toFixed(1)} ms (fastest ${Math.min(...times[index]!).toFixed(1)} ms)`
    )
  line('(a) the action (dist/index.js):                   ', 0, a)
  line('(b) CommonJS floor (node:http, floor-update.cjs): ', 1, b)
  line('(c) libraries floor (core + http-client, bundled):', 2, c)
  console.log(`ratio a/b: ${(a / b).toFixed(2)} (target ≤ ${TARGET_RATIO})`)
  console.log(
    `ratio a/c: ${(a / c).toFixed(2)} (the action's own cost); c/b: ${(c / b).toFixed(2)} (its libraries')`
  )
  console.log(
    `bundle: dist/index.js ${(size.main / 1024).toFixed(0)} KiB; all dist/*.js ${(size.total / 1024).toFixed(0)} KiB (lazy chunks load only when needed)`
  )
  if (a / b > TARGET_RATIO) process.exitCode = 1
} finally {
  await service.stop()
  await rm(folder, { recursive: true, force: true })
}
