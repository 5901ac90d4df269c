import type { Readable } from 'node:stream'

/** Seconds between two progress lines: a slow upload is reported, a fast one says nothing. */
const REPORT_EVERY_MS = 5000

/**
 * Watches a stream's bytes and logs, at most every 5 seconds, how far the upload is: size sent,
 * percent (when the total is known) and rate. No line per chunk, and nothing for a fast upload.
 * It listens beside the consumer instead of sitting in the pipe, so it costs no extra copy.
 *
 * @param stream the build's bytes on their way into the request body
 * @param totalBytes the build's size, or undefined when it is not known in advance (a zip
 *   made on the fly)
 * @param log where the lines go (`core.info`)
 * @param now clock in milliseconds, replaceable for tests
 * @returns the same stream
 */
export function reportProgress<T extends Readable>(
  stream: T,
  totalBytes: number | undefined,
  log: (line: string) => void,
  now: () => number = Date.now
): T {
  const started = now()
  let sent = 0
  let lastReport = started
  stream.on('data', (chunk: Buffer) => {
    sent += chunk.length
    const time = now()
    if (time - lastReport >= REPORT_EVERY_MS) {
      lastReport = time
      log(describeProgress(sent, totalBytes, time - started))
    }
  })
  stream.on('end', () => {
    const elapsed = now() - started
    if (elapsed >= REPORT_EVERY_MS) log(`${describeProgress(sent, totalBytes, elapsed)}, done`)
  })
  return stream
}

/** "512 MiB of 1.0 GiB (50%), 95.2 MiB/s" */
export function describeProgress(
  sent: number,
  total: number | undefined,
  elapsedMs: number
): string {
  const rate = elapsedMs > 0 ? `${formatBytes((sent / elapsedMs) * 1000)}/s` : ''
  const of = total ? ` of ${formatBytes(total)} (${Math.floor((sent / total) * 100)}%)` : ''
  return `Uploaded ${formatBytes(sent)}${of}, ${rate}`
}

/** Bytes in binary units: 980 B, 1.5 KiB, 12.3 MiB, 1.0 GiB. */
export function formatBytes(bytes: number): string {
  const units = ['B', 'KiB', 'MiB', 'GiB', 'TiB']
  let value = bytes
  let unit = 0
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024
    unit++
  }
  return unit === 0 ? `${Math.round(value)} B` : `${value.toFixed(1)} ${units[unit]}`
}
