/**
 * `npm run bench:startup`: the action's cold start, on Node 24 (run through scripts/node24.mjs;
 * action.yml has `using: node24`). Starts the fake service and times whole processes, each round
 * running all of them in turn after a warm-up:
 *   (a) the bundled action doing one update, run as the runner runs it (INPUT_* variables,
 *       GITHUB_OUTPUT and GITHUB_STEP_SUMMARY files);
 *   (b) the CommonJS floor, scripts/floor-update.cjs: the same request with node:http, the
 *       outputs written by hand;
 *   (c) the libraries' floor, scripts/floor-libraries.ts bundled as the action is (ncc, minified
 *       CommonJS): the same update through @actions/core and
 *       @actions/http-client.
 *   (d) with BENCH_VENDOR_ACTION set to the vendor's bundled action (the `dist/index.js` of a
 *       checkout of appetizeio/github-action-appetize), the same update by that action, on the
 *       same Node, against a loopback stand-in that answers it as the service would (it sends
 *       Basic auth, which the fake service refuses).
 *   (e) an empty script: what every process pays before its first line and after its last
 *       (creating the process, Node's own start-up, tearing it down). Not a target: it is the
 *       share of (a), (b), (c) and (d) that their code cannot change, and a cost that every
 *       process pays alike moves every ratio towards 1 (a/b down, a/d up).
 * Prints the medians and two targets, PASS or FAIL: a/d ≤ 1.0, one update no slower than the
 * vendor's action (not measured, and its target skipped, without BENCH_VENDOR_ACTION), and
 * a/c ≤ 1.20, the action's own cost over its two libraries' floor; then a/b, c/b, c/d, each
 * process's time beyond (e) with (a−e)/(d−e), and the bundle's size;
 * then where the time of (a), (b) and (c) goes, from extra rounds marked from inside
 * (scripts/startup-phases.cjs); then (a), (b) and (c) again over HTTPS, as real runs talk to the
 * service, for what TLS adds.
 * Exits 1 when a target is missed.
 */
import { spawn } from 'node:child_process'
import { createServer } from 'node:http'
import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises'
import { cpus, tmpdir } from 'node:os'
import { join } from 'node:path'
import { DEFAULT_PUBLIC_KEY, FakeService } from '../test-support/fake-service/server.js'
import { actionDefaults, inputVariable, REPO_ROOT } from '../test-support/harness/runner.js'
import { makeCertificate, type TestCertificate } from '../test-support/harness/test-certificate.js'
import { checkTarget } from './bench-measure.js'

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 30)
const HTTPS_ROUNDS = Math.max(5, Math.round(ROUNDS / 2))
const WARM_UP = 5
/** a/d: one update no slower than the vendor's action. */
const TARGET_VENDOR_RATIO = 1.0
/** a/c: what the action adds to @actions/core and @actions/http-client doing the same update. */
const TARGET_OWN_RATIO = 1.2
const VENDOR_ACTION = process.env.BENCH_VENDOR_ACTION

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

/**
 * A loopback stand-in for the vendor's action: answers every request as the service answers an
 * update (200 and the app), so that action runs to its success path. Returns its base URL.
 */
async function startVendorStandIn(): Promise<{ url: string; stop: () => Promise<void> }> {
  const server = createServer((request, response) => {
    request.resume()
    request.on('end', () => {
      response.setHeader('content-type', 'application/json')
      response.end(JSON.stringify({ publicKey: DEFAULT_PUBLIC_KEY, versionCode: 2 }))
    })
  })
  await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () => new Promise(resolve => server.close(() => resolve()))
  }
}

/** The environment the runner would give the vendor's action for the same update. */
function vendorEnvironment(apiHost: string, step: Record<string, string>): Record<string, string> {
  const inputs = {
    apiHost,
    apiToken: service.apiToken,
    publicKey: DEFAULT_PUBLIC_KEY,
    platform: 'android',
    appUrl: 'https://builds.example.com/app-release.apk',
    note: 'bench',
    timeout: '120'
  }
  const env: Record<string, string> = {
    PATH: step.PATH!,
    GITHUB_OUTPUT: step.GITHUB_OUTPUT!,
    GITHUB_STEP_SUMMARY: step.GITHUB_STEP_SUMMARY!
  }
  // The runner's own naming (upper case, spaces to underscores), as for any action.
  for (const [name, value] of Object.entries(inputs)) env[`INPUT_${name.toUpperCase()}`] = value
  return env
}

/** Bundles the libraries' floor the way `npm run package` bundles the action; returns its path. */
async function bundleLibrariesFloor(): Promise<string> {
  const out = join(folder, 'floor-libraries')
  const ncc = join(REPO_ROOT, 'node_modules', '@vercel', 'ncc', 'dist', 'ncc', 'cli.js')
  const source = join(REPO_ROOT, 'scripts', 'floor-libraries.cjs')
  const args = [ncc, 'build', source, '--out', out, '--minify', '--quiet']
  const exitCode = await new Promise<number | null>((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: REPO_ROOT, stdio: 'inherit' })
    child.on('error', reject)
    child.on('close', resolve)
  })
  if (exitCode !== 0) throw new Error(`ncc build of ${source} exited with ${exitCode}`)
  return join(out, 'index.cjs')
}

/** Runs `node [nodeArgs] <script>` to its exit; returns the wall time in milliseconds. */
async function timeProcess(
  script: string,
  env: Record<string, string>,
  nodeArgs: readonly string[] = []
): Promise<number> {
  await writeFile(env.GITHUB_OUTPUT!, '')
  await writeFile(env.GITHUB_STEP_SUMMARY!, '')
  const started = process.hrtime.bigint()
  const exitCode = await new Promise<number | null>((resolve, reject) => {
    const child = spawn(process.execPath, [...nodeArgs, script], { env, stdio: 'ignore' })
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
    if (/\.c?js$/.test(name)) total += (await stat(join(dist, name))).size
  }
  return { main: (await stat(join(dist, 'index.cjs'))).size, total }
}

/** One process to time: a script, the environment it runs in, and options for Node. */
interface Run {
  readonly script: string
  readonly env: Record<string, string>
  readonly nodeArgs?: readonly string[]
}

/**
 * Times every run in every round after the warm-up rounds, starting with a different one each
 * round, so that a busy moment of the machine falls on each alike. Returns the times in
 * milliseconds, one list per run.
 */
async function timeInTurns(runs: readonly Run[], rounds: number): Promise<number[][]> {
  const times: number[][] = runs.map(() => [])
  for (let round = -WARM_UP; round < rounds; round++) {
    for (let turn = 0; turn < runs.length; turn++) {
      const which = (round + WARM_UP + turn) % runs.length
      const { script, env, nodeArgs } = runs[which]!
      const elapsed = await timeProcess(script, env, nodeArgs)
      if (round >= 0) times[which]!.push(elapsed)
    }
  }
  return times
}

/** Times since one process started, in milliseconds, as scripts/startup-phases.cjs marks them. */
interface PhaseMarks {
  /** Node's own start-up done: the script begins to load. */
  readonly scriptStart: number
  /** The first HTTP request created (the update). */
  readonly requestCreated: number
  /** Its response's status line and headers arrived. */
  readonly responseReceived: number
  /** The process's `exit` event (its body read, checks, outputs and summary done). */
  readonly exit: number
}

/** The phases of a cold start, in milliseconds: the medians over the marked rounds. */
interface Phases {
  readonly nodeStart: number
  readonly beforeRequest: number
  readonly exchange: number
  readonly afterResponse: number
}

/**
 * Runs each script `rounds` more times (in turns, after the warm-up) with
 * scripts/startup-phases.cjs preloaded, which marks where each process's time goes from inside,
 * through Node's diagnostics channels. These rounds are not the timed ones: the preload costs a
 * little of its own. Returns the median phases of each script.
 */
async function phasesOf(
  scripts: readonly string[],
  env: Record<string, string>,
  rounds: number
): Promise<Phases[]> {
  const preload = join(REPO_ROOT, 'scripts', 'startup-phases.cjs')
  const files = scripts.map((_, index) => join(folder, `phases-${index}.jsonl`))
  await timeInTurns(
    scripts.map((script, index) => ({
      script,
      env: { ...env, BENCH_PHASES_FILE: files[index]! },
      nodeArgs: ['--require', preload]
    })),
    rounds
  )
  return Promise.all(
    files.map(async file => {
      const marks = (await readFile(file, 'utf8'))
        .trim()
        .split('\n')
        .slice(-rounds)
        .map(line => JSON.parse(line) as PhaseMarks)
      return {
        nodeStart: median(marks.map(mark => mark.scriptStart)),
        beforeRequest: median(marks.map(mark => mark.requestCreated - mark.scriptStart)),
        exchange: median(marks.map(mark => mark.responseReceived - mark.requestCreated)),
        afterResponse: median(marks.map(mark => mark.exit - mark.responseReceived))
      }
    })
  )
}

/** Prints the phases of (a), (b) and (c) as a table, and what the action adds to (c). */
function printPhases(phases: readonly Phases[], rounds: number): void {
  const [a, b, c] = phases as [Phases, Phases, Phases]
  const headings = ['Node start', 'to the request', 'request to response', 'after response']
  const row = (label: string, values: readonly number[]): string =>
    [
      label.padEnd(20),
      ...values.map((value, index) => value.toFixed(1).padStart(headings[index]!.length))
    ].join('  ')
  console.log(
    `where the time goes (${rounds} more rounds, marked from inside by scripts/startup-phases.cjs; medians, ms):`
  )
  console.log([''.padEnd(20), ...headings].join('  '))
  for (const [label, phase] of [
    ['(a) the action', a],
    ['(b) CommonJS floor', b],
    ['(c) libraries floor', c]
  ] as const) {
    console.log(
      row(label, [phase.nodeStart, phase.beforeRequest, phase.exchange, phase.afterResponse])
    )
  }
  const plus = (value: number): string => `${value >= 0 ? '+' : ''}${value.toFixed(1)} ms`
  console.log(
    `the action's own (a − c): ${plus(a.beforeRequest - c.beforeRequest)} to the request (its modules, inputs, plan, first log lines), ${plus(a.exchange - c.exchange)} in the exchange, ${plus(a.afterResponse - c.afterResponse)} after the response (checks, outputs, summary)`
  )
}

/**
 * The same update over HTTPS, as every real run makes it (the service is https-only): the fake
 * serves a certificate for 127.0.0.1 that the processes trust through NODE_EXTRA_CA_CERTS. Not
 * a target: it shows what TLS adds to each side. Undefined when openssl is missing.
 */
async function overHttps(scripts: readonly string[]): Promise<number[] | undefined> {
  let certificate: TestCertificate
  try {
    certificate = makeCertificate(['127.0.0.1'])
  } catch {
    return undefined
  }
  const tlsService = new FakeService({ tls: certificate.tls })
  try {
    await tlsService.start()
    const env = {
      ...(await stepEnvironment()),
      [inputVariable('baseUrl')]: tlsService.url,
      NODE_EXTRA_CA_CERTS: certificate.certFile
    }
    const times = await timeInTurns(
      scripts.map(script => ({ script, env })),
      HTTPS_ROUNDS
    )
    return times.map(median)
  } finally {
    await tlsService.stop()
    certificate.cleanup()
  }
}

const vendorStandIn = VENDOR_ACTION ? await startVendorStandIn() : undefined
try {
  await service.start()
  const env = await stepEnvironment()
  const scripts = [
    join(REPO_ROOT, 'dist', 'index.cjs'),
    join(REPO_ROOT, 'scripts', 'floor-update.cjs'),
    await bundleLibrariesFloor()
  ]
  const empty = join(folder, 'empty.cjs')
  await writeFile(empty, '')
  const runs: Run[] = [...scripts, empty].map(script => ({ script, env }))
  if (VENDOR_ACTION && vendorStandIn) {
    runs.push({ script: VENDOR_ACTION, env: vendorEnvironment(vendorStandIn.url, env) })
  }
  const times = await timeInTurns(runs, ROUNDS)
  const [a, b, c, e, d] = times.map(median) as [number, number, number, number, number | undefined]
  const size = await bundleSize()
  console.log(
    `Cold start, one update against the fake service, ${ROUNDS} rounds after ${WARM_UP} warm-up rounds, the processes in turn`
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
  line('(a) the action (dist/index.cjs):                  ', 0, a)
  line('(b) CommonJS floor (node:http, floor-update.cjs): ', 1, b)
  line('(c) libraries floor (core + http-client, bundled):', 2, c)
  if (d !== undefined) line(`(d) the vendor's action (${VENDOR_ACTION}):`, 4, d)
  line('(e) an empty script (Node alone):                 ', 3, e)
  console.log(
    `ratio a/c: ${(a / c).toFixed(2)} (the action's own cost); a/b: ${(a / b).toFixed(2)}; c/b: ${(c / b).toFixed(2)} (its libraries')`
  )
  if (d !== undefined) {
    // a can only reach c by having no code of its own, so c/d is as low as a/d can go while the
    // action is built on @actions/core and @actions/http-client.
    console.log(
      `ratio c/d: ${(c / d).toFixed(2)} (the libraries' floor against the vendor: the lowest a/d can be with these two libraries)`
    )
  }
  const beyond = (value: number): string => `${(value - e).toFixed(1)} ms`
  console.log(
    `beyond Node alone (not a target; the ratios move with e's share): a ${beyond(a)}, b ${beyond(b)}, c ${beyond(c)}${d === undefined ? '' : `, d ${beyond(d)}; (a−e)/(d−e) ${((a - e) / (d - e)).toFixed(2)}`}; e is ${((e / a) * 100).toFixed(0)}% of a`
  )
  console.log(
    `bundle: dist/index.cjs ${(size.main / 1024).toFixed(0)} KiB; all dist/*.js and index.cjs ${(size.total / 1024).toFixed(0)} KiB (lazy chunks load only when needed)`
  )
  const phaseRounds = Math.max(5, Math.round(ROUNDS / 3))
  printPhases(await phasesOf(scripts, env, phaseRounds), phaseRounds)
  const https = await overHttps(scripts)
  if (https === undefined) {
    console.log('over HTTPS: not measured (needs openssl for the test certificate)')
  } else {
    const [ha, hb, hc] = https as [number, number, number]
    console.log(
      `over HTTPS (${HTTPS_ROUNDS} rounds; not a target): a ${ha.toFixed(1)} ms, b ${hb.toFixed(1)} ms, c ${hc.toFixed(1)} ms; a/b ${(ha / hb).toFixed(2)}, a/c ${(ha / hc).toFixed(2)}, c/b ${(hc / hb).toFixed(2)}`
    )
  }
  console.log('\ntargets:')
  if (d === undefined) {
    console.log(
      "SKIP  one update, action / vendor's action (a/d): set BENCH_VENDOR_ACTION to the vendor's dist/index.js"
    )
  } else if (
    !checkTarget("one update, action / vendor's action (a/d)", a / d, '≤', TARGET_VENDOR_RATIO)
  ) {
    process.exitCode = 1
  }
  if (
    !checkTarget('one update, action / its libraries alone (a/c)', a / c, '≤', TARGET_OWN_RATIO)
  ) {
    process.exitCode = 1
  }
} finally {
  await vendorStandIn?.stop()
  await service.stop()
  await rm(folder, { recursive: true, force: true })
}
