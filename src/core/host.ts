import type { OutputName } from '../outputs/step-outputs.js'
import type { SecretOptions } from '../secrets/redaction.js'

/**
 * The GitHub run the action is part of, as far as previews and comments need it: what triggered
 * it, where it runs, and where GitHub's API is. On a runner it comes from the `GITHUB_*`
 * variables (https://docs.github.com/actions/reference/workflows-and-actions/variables).
 */
export interface GitHubRun {
  /** `GITHUB_EVENT_NAME`, e.g. `pull_request`. */
  readonly eventName: string
  /** The parsed JSON of `GITHUB_EVENT_PATH`; undefined when there is none. Outside text. */
  readonly eventPayload: unknown
  /** `GITHUB_REPOSITORY`, `owner/name`. */
  readonly repository: string
  /** `GITHUB_SHA`. */
  readonly sha: string
  /** `GITHUB_SERVER_URL`, e.g. https://github.com. */
  readonly serverUrl: string
  /** `GITHUB_RUN_ID`. */
  readonly runId: string
  /** `GITHUB_API_URL`, e.g. https://api.github.com (GitHub Enterprise Server: `…/api/v3`). */
  readonly apiUrl: string
}

/**
 * What the core needs from the system it runs in: GitHub Actions (src/host/actions-host.ts), a
 * test, or another CI system. Every text handed to it may hold outside text (file names, the
 * service's words); a host prints it through one boundary that hides secrets and keeps it from
 * becoming a command of its runner.
 */
export interface Host {
  /** A line of the log. */
  info(line: string): void
  /** A line shown only with debug logging. */
  debug(line: string): void
  /** A notice annotation (something worth seeing that is no problem). */
  notice(message: string, title?: string): void
  /** A warning annotation. */
  warning(message: string, title?: string): void
  /** An error annotation. */
  error(message: string, title?: string): void
  /** Runs `work` inside a collapsible log group. */
  group<T>(title: string, work: () => Promise<T>): Promise<T>
  /**
   * Shows a block of text line by line as it is (a request preview), with the runner's command
   * processing stopped around it.
   */
  showBlock(text: string): void
  /** Hides a secret in everything printed from now on (and its pieces, unless told not to). */
  mask(secret: string, options?: SecretOptions): void
  /** Sets a step output (called only once every operation succeeded). */
  setOutput(name: OutputName, value: string): void
  /** Writes the job summary (HTML); a host without one ignores it. */
  writeSummary(html: string): void
  /** The folder relative paths start from (GITHUB_WORKSPACE). */
  readonly workspace: string
  /** The clock, in milliseconds since the epoch. */
  now(): number
  /** Waits, in milliseconds (backoff between attempts). */
  sleep(ms: number): Promise<void>
  /** A number in [0, 1), for jitter. */
  random(): number
  /**
   * The GitHub run, read only when a run needs it (previews, comments), so that an update does
   * not read the event file; undefined outside GitHub Actions.
   */
  readGitHubRun(): Promise<GitHubRun | undefined>
}
