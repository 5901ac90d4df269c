/**
 * `npm run bench`: the action's cold start. Starts the fake service and times, as whole
 * processes, alternating after a warm-up:
 *   (a) the bundled action doing one update, run as the runner runs it (INPUT_* variables,
 *       GITHUB_OUTPUT and GITHUB_STEP_SUMMARY files);
 *   (b) the floor: scripts/floor-update.mjs sending the same request with node:http and writing
 *       the outputs.
 * Prints both medians, the ratio a/b (target ≤ 1.5) and the bundle's size. Exits 1 when the
 * ratio is over the target.
 */
import { spawn } from 'node:child_process'
import { mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises'
import { cpus, tmpdir } from 'node:os'
import { join } from 'node:path'
import { DEFAULT_PUBLIC_KEY, FakeService } from '../fake-service/server.js'
import { actionDefaults, inputVariable, REPO_ROOT } from '../harness/runner.js'

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 30)
const WARM_UP = 5
const TARGET_RATIO = 1.5

const service = new FakeService()
const folder = await mkdtemp(join(tmpdir(), 'bench-startup-'))

/** The environment the runner would give the step, for the same update in both processes. */
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
  const action = join(REPO_ROOT, 'dist', 'index.js')
  const floor = join(REPO_ROOT, 'scripts', 'floor-update.mjs')
  for (let i = 0; i < WARM_UP; i++) {
    await timeProcess(action, env)
    await timeProcess(floor, env)
  }
  const actionTimes: number[] = []
  const floorTimes: number[] = []
  for (let round = 0; round < ROUNDS; round++) {
    // Alternating, so that a busy moment of the machine falls on both alike.
    actionTimes.push(await timeProcess(action, env))
    floorTimes.push(await timeProcess(floor, env))
  }
  const a = median(actionTimes)
  const b = median(floorTimes)
  const size = await bundleSize()
  console.log(
    `Cold start, one update against the fake service, ${ROUNDS} rounds alternating after ${WARM_UP} warm-up rounds`
  )
  console.log(
    `machine: ${cpus().length} × ${cpus()[0]?.model ?? 'unknown CPU'}, Node ${process.version}`
  )
  const fastest = (times: number[]): string => Math.min(...times).toFixed(1)
  console.log(
    `(a) the action (dist/index.js):        median ${a.toFixed(1)} ms (fastest ${fastest(actionTimes)} ms)`
  )
  console.log(
    `(b) floor (node:http, scripts/floor):  median ${b.toFixed(1)} ms (fastest ${fastest(floorTimes)} ms)`
  )
  console.log(`ratio a/b: ${(a / b).toFixed(2)} (target ≤ ${TARGET_RATIO})`)
  console.log(
    `bundle: dist/index.js ${(size.main / 1024).toFixed(0)} KiB; all dist/*.js ${(size.total / 1024).toFixed(0)} KiB (lazy chunks load only when needed)`
  )
  if (a / b > TARGET_RATIO) process.exitCode = 1
} finally {
  await service.stop()
  await rm(folder, { recursive: true, force: true })
}
