import type { Readable } from 'node:stream'
import type { ActionFailure } from './failure.js'
import type { Text, Words } from './message.js'
import type { SecretOptions } from './redaction.js'

/**
 * Watches a build's bytes on their way into an upload and returns the stream to read on.
 *
 * @param totalBytes the build's size, or undefined when it is not known in advance (a zip made
 *   on the fly)
 */
export type UploadWatcher = <T extends Readable>(stream: T, totalBytes: number | undefined) => T

/**
 * What the core needs from the system it runs in: GitHub Actions (src/action/actions-host.ts),
 * a terminal (src/cli/terminal-host.ts) or a test. Every text handed to it may hold outside text
 * (file names, the service's words); a host renders its references in its own words
 * (src/shared/message.ts) and prints it through one boundary that hides secrets and keeps it
 * from becoming a command of its runner.
 */
export interface Host {
  /** The host's words for the references in a message (the job summary renders with them). */
  readonly words: Words
  /** A line of the log. */
  info(line: Text): void
  /** A line shown only with debug logging. */
  debug(line: Text): void
  /** A notice annotation (something worth seeing that is no problem). */
  notice(message: Text, title?: string): void
  /** A warning annotation. */
  warning(message: Text, title?: string): void
  /** An error annotation. */
  error(message: Text, title?: string): void
  /** Runs `work` inside a collapsible log group. */
  group<T>(title: Text, work: () => Promise<T>): Promise<T>
  /**
   * Shows a block of text line by line as it is (a request preview), with the runner's command
   * processing stopped around it.
   */
  showBlock(text: string): void
  /** Hides a secret in everything printed from now on (and its pieces, unless told not to). */
  mask(secret: string, options?: SecretOptions): void
  /**
   * Tells of the run's failure in the host's own words, with what to do: one failure, or every
   * input error of the run (`InputErrors`: the action writes an error annotation each, a
   * terminal a line each).
   */
  reportFailure(failure: ActionFailure): void
  /** Sets a step output (called only once every operation succeeded). */
  setOutput(name: string, value: string): void
  /**
   * Watches a build's bytes on their way into an upload (a terminal's progress bar); without
   * it, the upload logs a line at most every 5 s through `info`.
   */
  readonly watchUpload?: UploadWatcher
  /** Writes the job summary (HTML); a host without one ignores it. */
  writeSummary(html: string): void
  /** The folder relative paths start from (GITHUB_WORKSPACE). */
  readonly workspace: string
  /**
   * Where a run leaves files for the commands after it (the runner's RUNNER_TEMP); undefined:
   * the workspace.
   */
  readonly temporaryFolder?: string
  /** The clock, in milliseconds since the epoch. */
  now(): number
  /** Waits, in milliseconds (backoff between attempts). */
  sleep(ms: number): Promise<void>
  /** A number in [0, 1), for jitter. */
  random(): number
}
