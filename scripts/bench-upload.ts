/**
 * `npm run bench:upload`: uploads a 1 GiB build to the fake service on loopback with the bundled
 * action and with `curl -F file=@…`, alternating, and reports the action's peak memory (resident
 * set, sampled from /proc) and its throughput against curl's.
 *
 * Targets (issue: upload a local build): peak memory under 150 MB, throughput at least 80% of
 * curl's. Exits 1 when a target is missed.
 */
import { spawn } from 'node:child_process'
import { open, mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DEFAULT_PUBLIC_KEY, FakeService } from '../fake-service/server.js'
import { runAction } from '../harness/runner.js'

const SIZE = Number(process.env.BENCH_UPLOAD_BYTES ?? 1024 * 1024 * 1024)
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3)
const MB = 1000 * 1000
const MiB = 1024 * 1024

const folder = await mkdtemp(join(tmpdir(), 'bench-upload-'))
const buildPath = join(folder, 'app-release.apk')
const service = new FakeService({ apps: { [DEFAULT_PUBLIC_KEY]: 'android' }, keepUploads: false })

/** Writes the build: 1 MiB of random bytes repeated (incompressible enough, fast to make). */
async function writeBuild(): Promise<void> {
  const block = Buffer.alloc(MiB)
  for (let i = 0; i < MiB; i += 4) block.writeUInt32LE((Math.random() * 2 ** 32) >>> 0, i)
  const file = await open(buildPath, 'w')
  for (let written = 0; written < SIZE; written += MiB) {
    await file.write(block, 0, Math.min(MiB, SIZE - written))
  }
  await file.close()
}

/** Peak resident set of a process so far (VmHWM), in bytes; 0 once it is gone. */
async function peakRss(pid: number): Promise<number> {
  try {
    const status = await readFile(`/proc/${pid}/status`, 'utf8')
    return Number(/VmHWM:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024
  } catch {
    return 0
  }
}

async function actionRound(): Promise<{ seconds: number; peakBytes: number }> {
  let peakBytes = 0
  let sampler: NodeJS.Timeout | undefined
  const started = process.hrtime.bigint()
  const run = await runAction(
    {
      apiToken: service.apiToken,
      publicKey: DEFAULT_PUBLIC_KEY,
      file: buildPath,
      baseUrl: service.url,
      maxAttempts: '1',
      requestTimeout: '3600'
    },
    {
      workspace: folder,
      onSpawn: pid => {
        sampler = setInterval(() => {
          void peakRss(pid).then(bytes => (peakBytes = Math.max(peakBytes, bytes)))
        }, 20)
      }
    }
  )
  clearInterval(sampler)
  const seconds = Number(process.hrtime.bigint() - started) / 1e9
  if (run.exitCode !== 0) throw new Error(`the action failed: ${run.stdout}\n${run.stderr}`)
  const received = service.requestsTo('update').at(-1)?.upload?.file?.size
  if (received !== SIZE) throw new Error(`the fake received ${received} bytes, not ${SIZE}`)
  return { seconds, peakBytes }
}

function curlRound(): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint()
    const curl = spawn('curl', [
      '--silent',
      '--show-error',
      '--fail',
      '--output',
      '/dev/null',
      '-H',
      `X-API-KEY: ${service.apiToken}`,
      '-F',
      `file=@${buildPath}`,
      '-F',
      'platform=android',
      `${service.url}/v1/apps/${DEFAULT_PUBLIC_KEY}`
    ])
    curl.on('error', reject)
    curl.on('close', code =>
      code === 0
        ? resolve(Number(process.hrtime.bigint() - started) / 1e9)
        : reject(new Error(`curl exited with ${code}`))
    )
  })
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] as number
}

try {
  await writeBuild()
  await service.start()
  console.log(
    `Uploading ${(SIZE / MiB).toFixed(0)} MiB to the fake service on loopback, ${ROUNDS} rounds each, alternating.`
  )
  const action: { seconds: number; peakBytes: number }[] = []
  const curl: number[] = []
  for (let round = 1; round <= ROUNDS; round++) {
    action.push(await actionRound())
    curl.push(await curlRound())
    console.log(
      `round ${round}: action ${action.at(-1)!.seconds.toFixed(2)} s (peak RSS ${(action.at(-1)!.peakBytes / MB).toFixed(0)} MB), curl ${curl.at(-1)!.toFixed(2)} s`
    )
  }
  const actionSeconds = median(action.map(round => round.seconds))
  const curlSeconds = median(curl)
  const peak = Math.max(...action.map(round => round.peakBytes))
  const ratio = curlSeconds / actionSeconds
  console.log(
    `\naction: median ${actionSeconds.toFixed(2)} s, ${(SIZE / MiB / actionSeconds).toFixed(0)} MiB/s; peak RSS ${(peak / MB).toFixed(0)} MB`
  )
  console.log(
    `curl:   median ${curlSeconds.toFixed(2)} s, ${(SIZE / MiB / curlSeconds).toFixed(0)} MiB/s`
  )
  console.log(`throughput, action / curl: ${(ratio * 100).toFixed(0)}% (target ≥ 80%)`)
  console.log(`peak memory: ${(peak / MB).toFixed(0)} MB (target < 150 MB)`)
  if (ratio < 0.8 || peak >= 150 * MB) process.exitCode = 1
} finally {
  await service.stop()
  await rm(folder, { recursive: true, force: true })
}
