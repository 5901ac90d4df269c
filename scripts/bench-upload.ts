/**
 * `npm run bench:upload`: uploads a 1 GiB build to a loopback sink with the bundled action and
 * with `curl -F file=@…`, alternating, and reports the action's peak memory (resident set,
 * sampled from /proc) and its throughput against curl's; then uploads builds of other sizes with
 * the action alone, to show that its memory does not grow with the file.
 *
 * Targets, printed PASS or FAIL: throughput at least 0.6 of curl's, peak memory at most 200 MB at
 * every size. Exits 1 when a target is missed. Run it on Node 24 (scripts/node24.mjs;
 * `npm run bench:upload` does).
 *
 * Environment: BENCH_ROUNDS (default 5); BENCH_UPLOAD_MIB, the compared size (default 1024);
 * BENCH_UPLOAD_SWEEP, the other sizes in MiB (default "100,3072"; empty for none).
 */
import { open, mkdtemp, rm } from 'node:fs/promises'
import { cpus, tmpdir } from 'node:os'
import { join } from 'node:path'
import { runAction } from '../test-support/harness/runner.js'
import {
  checkTarget,
  median,
  MB,
  MiB,
  samplePeakRss,
  timeCommand,
  UploadSink
} from './bench-measure.js'

const SIZE = Number(process.env.BENCH_UPLOAD_MIB ?? 1024) * MiB
const SWEEP = (process.env.BENCH_UPLOAD_SWEEP ?? '100,3072')
  .split(',')
  .filter(Boolean)
  .map(mib => Number(mib) * MiB)
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5)
const TARGET_PEAK = 200 * MB
const TARGET_THROUGHPUT = 0.6
const PUBLIC_KEY = 'bench-upload'

const folder = await mkdtemp(join(tmpdir(), 'bench-upload-'))
const sink = new UploadSink()

/** Writes a build: 1 MiB of random bytes repeated (incompressible enough, fast to make). */
async function writeBuild(path: string, size: number): Promise<void> {
  const block = Buffer.alloc(MiB)
  for (let i = 0; i < MiB; i += 4) block.writeUInt32LE((Math.random() * 2 ** 32) >>> 0, i)
  const file = await open(path, 'w')
  for (let written = 0; written < size; written += MiB) {
    await file.write(block, 0, Math.min(MiB, size - written))
  }
  await file.close()
}

async function actionRound(build: string, size: number) {
  let sampler: { stop: () => number } | undefined
  const started = process.hrtime.bigint()
  const run = await runAction(
    {
      apiToken: 'bench-token',
      publicKey: PUBLIC_KEY,
      file: build,
      baseUrl: sink.url,
      maxAttempts: '1',
      requestTimeout: '3600'
    },
    { workspace: folder, onSpawn: pid => (sampler = samplePeakRss(pid)) }
  )
  const seconds = Number(process.hrtime.bigint() - started) / 1e9
  const peakBytes = sampler?.stop() ?? 0
  if (run.exitCode !== 0) throw new Error(`the action failed: ${run.stdout}\n${run.stderr}`)
  if (sink.lastBodyBytes < size) throw new Error(`the sink received ${sink.lastBodyBytes} bytes`)
  return { seconds, peakBytes }
}

async function curlRound(build: string): Promise<number> {
  const { seconds } = await timeCommand('curl', [
    ...['--silent', '--show-error', '--fail', '--output', '/dev/null'],
    ...['-H', 'X-API-KEY: bench-token', '-F', `file=@${build}`, '-F', 'platform=android'],
    `${sink.url}/v1/apps/${PUBLIC_KEY}`
  ])
  return seconds
}

const mb = (bytes: number): string => `${(bytes / MB).toFixed(0)} MB`
let failed = false

try {
  await sink.start()
  const build = join(folder, 'app-release.apk')
  await writeBuild(build, SIZE)
  console.log(
    `Uploading ${(SIZE / MiB).toFixed(0)} MiB to a loopback sink, ${ROUNDS} rounds each, alternating.`
  )
  console.log(
    `machine: ${cpus().length} × ${cpus()[0]?.model ?? 'unknown CPU'}, Node ${process.version}\n`
  )
  const action: { seconds: number; peakBytes: number }[] = []
  const curl: number[] = []
  for (let round = 1; round <= ROUNDS; round++) {
    action.push(await actionRound('app-release.apk', SIZE))
    curl.push(await curlRound(build))
    console.log(
      `round ${round}: action ${action.at(-1)!.seconds.toFixed(2)} s (peak RSS ${mb(action.at(-1)!.peakBytes)}), curl ${curl.at(-1)!.toFixed(2)} s`
    )
  }
  const actionSeconds = median(action.map(round => round.seconds))
  const curlSeconds = median(curl)
  const peak = Math.max(...action.map(round => round.peakBytes))
  const ratio = curlSeconds / actionSeconds
  console.log(
    `\naction: median ${actionSeconds.toFixed(2)} s, ${(SIZE / MiB / actionSeconds).toFixed(0)} MiB/s; peak RSS ${mb(peak)}`
  )
  console.log(
    `curl:   median ${curlSeconds.toFixed(2)} s, ${(SIZE / MiB / curlSeconds).toFixed(0)} MiB/s`
  )
  await rm(build)
  const peaks = [{ size: SIZE, peakBytes: peak }]

  if (SWEEP.length > 0) console.log('\nother sizes, the action alone:')
  for (const size of SWEEP) {
    const other = join(folder, `build-${size}.apk`)
    await writeBuild(other, size)
    const round = await actionRound(`build-${size}.apk`, size)
    console.log(
      `  ${(size / MiB).toFixed(0)} MiB: ${round.seconds.toFixed(2)} s, peak RSS ${mb(round.peakBytes)}`
    )
    peaks.push({ size, peakBytes: round.peakBytes })
    await rm(other)
  }

  console.log('\ntargets:')
  if (!checkTarget('file upload, throughput action / curl', ratio, '≥', TARGET_THROUGHPUT)) {
    failed = true
  }
  for (const { size, peakBytes } of peaks.sort((x, y) => x.size - y.size)) {
    const label = `file upload of ${(size / MiB).toFixed(0)} MiB, peak RSS`
    if (!checkTarget(label, peakBytes, '≤', TARGET_PEAK, mb)) failed = true
  }
  if (failed) process.exitCode = 1
} finally {
  await sink.stop()
  await rm(folder, { recursive: true, force: true })
}
