import { randomBytes } from 'node:crypto'
import { appendFileSync } from 'node:fs'
import * as core from '@actions/core'
import type { GitHubRun, Host } from '../core/host.js'
import type { OutputName } from '../outputs/step-outputs.js'
import { checkBaseUrl } from '../plan/endpoints.js'
import { Redactor, type SecretOptions } from '../secrets/redaction.js'
import { neutraliseCommands } from './workflow-commands.js'

/**
 * The Host on a GitHub Actions runner, over `@actions/core`. It is the one boundary everything
 * printed passes: each text is scrubbed of every registered secret (in all its forms) and made
 * one line that cannot be a workflow command; outputs and the summary are scrubbed too.
 */
export class ActionsHost implements Host {
  readonly workspace: string
  private readonly redactor = new Redactor()
  private readonly masked = new Set<string>()
  private resultsWithheld = false

  constructor(workspace: string) {
    this.workspace = workspace
  }

  /** Outside text made safe to print: secrets hidden, one line, no command. */
  safe(text: string): string {
    return neutraliseCommands(this.redactor.scrub(text))
  }

  info(line: string): void {
    core.info(this.safe(line))
  }

  debug(line: string): void {
    core.debug(this.safe(line))
  }

  notice(message: string, title?: string): void {
    core.notice(this.safe(message), title === undefined ? {} : { title: this.safe(title) })
  }

  warning(message: string, title?: string): void {
    core.warning(this.safe(message), title === undefined ? {} : { title: this.safe(title) })
  }

  error(message: string, title?: string): void {
    core.error(this.safe(message), title === undefined ? {} : { title: this.safe(title) })
  }

  group<T>(title: string, work: () => Promise<T>): Promise<T> {
    return core.group(this.safe(title), work)
  }

  /**
   * Shows a block as it is, between `::stop-commands::TOKEN` and `::TOKEN::`, with a random
   * token that does not occur in it, so that no line of it is read as a command.
   */
  showBlock(text: string): void {
    const scrubbed = this.redactor.scrub(text)
    let token = randomBytes(16).toString('hex')
    while (scrubbed.includes(token)) token = randomBytes(16).toString('hex')
    process.stdout.write(`::stop-commands::${token}\n${scrubbed}\n::${token}::\n`)
  }

  mask(secret: string, options?: SecretOptions): void {
    if (secret === '' || this.masked.has(secret)) return
    this.masked.add(secret)
    this.redactor.add(secret, options)
    core.setSecret(secret)
  }

  setOutput(name: OutputName, value: string): void {
    if (this.resultsWithheld) return
    core.setOutput(name, this.redactor.scrub(value))
  }

  /**
   * Sets no step output and writes no job summary from now on: something failed outside the
   * run's own error handling (an uncaught exception), the step is failing, and a failed step
   * publishes no success outputs and no summary that could read as one.
   */
  withholdResults(): void {
    this.resultsWithheld = true
  }

  /**
   * Appends the summary to the runner's GITHUB_STEP_SUMMARY file, as `core.summary.write()`
   * does, but in one synchronous append (as `core.setOutput` writes GITHUB_OUTPUT): the
   * library's promise-based check and append cost four round trips through Node's thread pool,
   * about 2 ms of every run's start-up (`npm run bench:startup`).
   */
  writeSummary(html: string): void {
    const file = process.env.GITHUB_STEP_SUMMARY
    if (!file || this.resultsWithheld) return
    try {
      appendFileSync(file, this.redactor.scrub(html))
    } catch (error) {
      this.warning(`Could not write the job summary: ${(error as Error).message}`)
    }
  }

  now(): number {
    return Date.now()
  }

  sleep(ms: number): Promise<void> {
    return new Promise(resolve => setTimeout(resolve, ms))
  }

  random(): number {
    return Math.random()
  }

  /**
   * The run from the `GITHUB_*` variables and the event file; undefined without
   * `GITHUB_EVENT_NAME` (not on a runner).
   *
   * @throws Error when the event file cannot be read or is not JSON, or GITHUB_SERVER_URL or
   *   GITHUB_API_URL is not a plain https URL
   */
  async readGitHubRun(): Promise<GitHubRun | undefined> {
    const env = process.env
    if (!env.GITHUB_EVENT_NAME) return undefined
    let eventPayload: unknown
    if (env.GITHUB_EVENT_PATH) {
      // Loaded here: an update never reads the event, and node:fs/promises costs start-up time.
      const { readFile } = await import('node:fs/promises')
      try {
        eventPayload = JSON.parse(await readFile(env.GITHUB_EVENT_PATH, 'utf8'))
      } catch (error) {
        throw new Error(
          `The event file (GITHUB_EVENT_PATH) could not be read as JSON: ${(error as Error).message}`
        )
      }
    }
    return {
      eventName: env.GITHUB_EVENT_NAME,
      eventPayload,
      repository: env.GITHUB_REPOSITORY ?? '',
      sha: env.GITHUB_SHA ?? '',
      serverUrl: checkedGitHubUrl('GITHUB_SERVER_URL', env.GITHUB_SERVER_URL, 'https://github.com'),
      runId: env.GITHUB_RUN_ID ?? '',
      apiUrl: checkedGitHubUrl('GITHUB_API_URL', env.GITHUB_API_URL, 'https://api.github.com')
    }
  }
}

/**
 * A GitHub address from the environment, without a trailing slash. The server's goes into the
 * comment and the deployment as the run's link, the API's gets the token: both must be https
 * (plain http on loopback only) without a user name, password, query or fragment.
 *
 * @throws Error naming the variable; the value is not quoted (it may hold credentials)
 */
function checkedGitHubUrl(variable: string, value: string | undefined, fallback: string): string {
  if (!value) return fallback
  const checked = checkBaseUrl(value)
  if ('base' in checked) return checked.base
  throw new Error(
    `${variable} is not an https URL without a user name, password, query or fragment (such as ${fallback}; plain http only on localhost, 127.0.0.0/8 or ::1); the runner sets it, so check the workflow's env.`
  )
}
