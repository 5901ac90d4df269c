/**
 * What the upload benchmarks share: a loopback sink that takes an update the way the service
 * answers it, timing a child process (wall and CPU time) or sampling its peak memory, and
 * medians.
 */
import { spawn } from 'node:child_process'
import { createWriteStream } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { pipeline } from 'node:stream/promises'
import busboy from 'busboy'

export const MiB = 1024 * 1024
export const MB = 1000 * 1000

/** The middle value (the lower middle for an even count). */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor((sorted.length - 1) / 2)] as number
}

/**
 * Samples a process's peak resident set (VmHWM in /proc/<pid>/status) every 10 ms until
 * stopped; VmHWM is a high-water mark, so a sample late still sees an earlier peak.
 *
 * @returns stop(): the peak in bytes (0 when /proc is not there)
 */
export function samplePeakRss(pid: number): { stop: () => number } {
  let peak = 0
  const sample = (): void => {
    readFile(`/proc/${pid}/status`, 'utf8').then(
      status => (peak = Math.max(peak, Number(/VmHWM:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024)),
      () => undefined
    )
  }
  sample()
  const timer = setInterval(sample, 10)
  return {
    stop: () => {
      clearInterval(timer)
      return peak
    }
  }
}

/**
 * Runs a command to its end, through `sh`, whose `times` reports the CPU time (user and system)
 * of the children it waited for.
 *
 * @returns its wall time and CPU time, in seconds
 * @throws Error when it fails
 */
export function timeCommand(
  command: string,
  args: string[],
  cwd?: string
): Promise<{ seconds: number; cpuSeconds: number }> {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint()
    const script = '"$@"; status=$?; times >&2; exit $status'
    const child = spawn('sh', ['-c', script, 'sh', command, ...args], {
      cwd,
      stdio: ['ignore', 'ignore', 'pipe']
    })
    let stderr = ''
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
    child.on('error', reject)
    child.on('close', code => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9
      // The last line of `times`: the children's user and system time, as 0m3.210s 0m0.200s.
      const children = stderr.trim().split('\n').at(-1) ?? ''
      const times = [...children.matchAll(/(\d+)m([\d.]+)s/g)].map(
        ([, minutes, rest]) => Number(minutes) * 60 + Number(rest)
      )
      if (code === 0 && times.length === 2) {
        resolve({ seconds, cpuSeconds: times[0]! + times[1]! })
      } else reject(new Error(`${command} exited with ${code}: ${stderr}`))
    })
  })
}

/**
 * A loopback HTTP server that takes `POST /v1/apps/{publicKey}` as the service does (answers
 * the app as JSON) and otherwise only counts the body's bytes, so that it costs the machine
 * next to nothing while the action or curl sends. Both sides of a comparison upload to it.
 */
export class UploadSink {
  private server: Server | undefined
  /** Body bytes of the last request. */
  lastBodyBytes = 0
  /** When set, the next multipart upload's `file` part is saved here (for checking). */
  saveFileTo: string | undefined
  private versionCode = 0

  get url(): string {
    return `http://127.0.0.1:${(this.server!.address() as AddressInfo).port}`
  }

  async start(): Promise<void> {
    this.server = createServer((request, response) => {
      const saveTo = this.saveFileTo
      this.saveFileTo = undefined
      let bytes = 0
      request.on('data', (chunk: Buffer) => (bytes += chunk.length))
      const received = saveTo ? saveFilePart(request, saveTo) : drain(request)
      received.then(
        () => {
          this.lastBodyBytes = bytes
          const publicKey = decodeURIComponent((request.url ?? '').split('/').pop() ?? '')
          const now = new Date().toISOString()
          const app = { publicKey, created: now, updated: now, platform: 'ios' }
          response.writeHead(200, { 'content-type': 'application/json' })
          response.end(JSON.stringify({ ...app, versionCode: ++this.versionCode }))
        },
        (error: Error) => {
          response.writeHead(400, { 'content-type': 'application/json' })
          response.end(JSON.stringify({ message: error.message }))
        }
      )
    })
    await new Promise<void>(resolve => this.server!.listen(0, '127.0.0.1', resolve))
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections()
    await new Promise(resolve => this.server?.close(resolve))
  }
}

function drain(request: NodeJS.ReadableStream): Promise<void> {
  return new Promise((resolve, reject) => {
    request.on('end', resolve).on('error', reject)
    request.resume()
  })
}

async function saveFilePart(
  request: import('node:http').IncomingMessage,
  path: string
): Promise<void> {
  const parser = busboy({ headers: request.headers })
  const saved: Promise<void>[] = []
  parser.on('file', (name, stream) => {
    if (name === 'file') saved.push(pipeline(stream, createWriteStream(path)))
    else stream.resume()
  })
  await pipeline(request, parser)
  await Promise.all(saved)
}

/**
 * Prints one target's verdict, `PASS` or `FAIL`, with the measured value and the limit.
 *
 * @param label what was measured, e.g. "one update, action / vendor's action"
 * @param value the measured value
 * @param comparison whether the value must be at most (`≤`) or at least (`≥`) the limit
 * @param limit the target
 * @param format how the value and the limit are shown (two decimals by default)
 * @returns true when the target is met
 */
export function checkTarget(
  label: string,
  value: number,
  comparison: '≤' | '≥',
  limit: number,
  format: (value: number) => string = value => value.toFixed(2)
): boolean {
  const met = comparison === '≤' ? value <= limit : value >= limit
  console.log(
    `${met ? 'PASS' : 'FAIL'}  ${label}: ${format(value)} (target ${comparison} ${format(limit)})`
  )
  return met
}
