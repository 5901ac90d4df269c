import type { Readable } from 'node:stream'
import { describeProgress, formatBytes } from './core-adapter.js'

/** Where progress goes, and how. */
export interface ProgressTarget {
  /** A bar redrawn in place (stderr is a terminal), or lines a CI log keeps. */
  readonly tty: boolean
  /** Writes raw text to stderr (a line ends in `\n`; the bar is redrawn with `\r`). */
  write(text: string): void
  /** The clock, in milliseconds. */
  now(): number
}

/** Without a terminal, a line at least this often (ms), so a log shows a long upload is alive. */
export const LINE_EVERY_MS = 30_000
/** A terminal's bar is redrawn at most this often (ms). */
const REDRAW_EVERY_MS = 100
const BAR_WIDTH = 24

/**
 * Shows how far an upload is on stderr: on a terminal, a bar redrawn in place; otherwise a line
 * at each tenth of the build (when its size is known) and every 30 s, and a last line when it is
 * sent. It listens beside the request's consumer, so it costs no copy.
 *
 * @param totalBytes the build's size; undefined for a zip made on the fly
 * @returns the same stream
 */
export function watchUpload<T extends Readable>(
  stream: T,
  totalBytes: number | undefined,
  target: ProgressTarget
): T {
  const started = target.now()
  let sent = 0
  let lastShown = started
  let lastTenth = 0
  stream.on('data', (chunk: Buffer) => {
    sent += chunk.length
    const time = target.now()
    if (target.tty) {
      if (time - lastShown < REDRAW_EVERY_MS) return
      lastShown = time
      target.write(`\r${bar(sent, totalBytes, time - started)}\x1b[K`)
      return
    }
    const tenth = totalBytes ? Math.floor((sent / totalBytes) * 10) : 0
    if ((tenth > lastTenth && tenth < 10) || time - lastShown >= LINE_EVERY_MS) {
      lastTenth = Math.max(lastTenth, tenth)
      lastShown = time
      target.write(`${describeProgress(sent, totalBytes, time - started)}\n`)
    }
  })
  stream.on('end', () => {
    const elapsed = target.now() - started
    const last = `${describeProgress(sent, totalBytes ?? sent, elapsed)}, done`
    target.write(target.tty ? `\r${last}\x1b[K\n` : `${last}\n`)
  })
  return stream
}

/** "[##########..............]  42%  12.3 MiB of 29.0 MiB, 8.1 MiB/s" */
function bar(sent: number, total: number | undefined, elapsedMs: number): string {
  const rate = elapsedMs > 0 ? `, ${formatBytes((sent / elapsedMs) * 1000)}/s` : ''
  if (!total) return `Uploading: ${formatBytes(sent)}${rate}`
  const fraction = Math.min(1, sent / total)
  const filled = Math.round(fraction * BAR_WIDTH)
  const percent = `${Math.floor(fraction * 100)}%`.padStart(4)
  return `[${'#'.repeat(filled)}${'.'.repeat(BAR_WIDTH - filled)}] ${percent}  ${formatBytes(sent)} of ${formatBytes(total)}${rate}`
}
