import { randomBytes } from 'node:crypto'
import { appendFileSync } from 'node:fs'
import * as core from '@actions/core'
import type { ActionFailure } from '../shared/failure.js'
import type { Host } from '../shared/host.js'
import { render, type Text } from '../shared/message.js'
import type { Redactor, SecretOptions } from '../shared/redaction.js'
import { neutraliseCommands, runnerMaskPieces } from '../shared/workflow-commands.js'
import { failureReports } from '../shared/failure-report.js'
import { ACTION_WORDS } from './words.js'

/**
 * The Host on a GitHub Actions runner, over `@actions/core`. It is the one boundary everything
 * printed passes: each text is scrubbed of every registered secret (in all its forms) and made
 * one line that cannot be a workflow command; outputs and the summary are scrubbed too.
 */
export class ActionsHost implements Host {
  readonly workspace: string
  readonly temporaryFolder?: string
  readonly words = ACTION_WORDS
  private readonly redactor: Redactor
  private readonly masked = new Set<string>()
  private resultsWithheld = false

  /**
   * @param workspace the folder relative paths start from (GITHUB_WORKSPACE)
   * @param redactor the run's one Redactor: what it hides is hidden in everything printed
   * @param temporaryFolder the runner's temporary folder (RUNNER_TEMP), if it has one
   */
  constructor(workspace: string, redactor: Redactor, temporaryFolder?: string) {
    this.workspace = workspace
    this.redactor = redactor
    if (temporaryFolder) this.temporaryFolder = temporaryFolder
  }

  /**
   * A text in the action's words, made safe to print: secrets hidden, one line, no command.
   */
  safe(text: Text): string {
    return neutraliseCommands(this.redactor.scrub(render(text, ACTION_WORDS)))
  }

  info(line: Text): void {
    core.info(this.safe(line))
  }

  debug(line: Text): void {
    core.debug(this.safe(line))
  }

  notice(message: Text, title?: string): void {
    core.notice(this.safe(message), title === undefined ? {} : { title: this.safe(title) })
  }

  warning(message: Text, title?: string): void {
    core.warning(this.safe(message), title === undefined ? {} : { title: this.safe(title) })
  }

  error(message: Text, title?: string): void {
    core.error(this.safe(message), title === undefined ? {} : { title: this.safe(title) })
  }

  /** An error annotation for each failure (each input error), then what to do about each. */
  reportFailure(failure: ActionFailure): void {
    const reports = failureReports(failure, ACTION_WORDS)
    for (const report of reports) this.error(report.message, report.title)
    for (const advice of new Set(reports.map(report => report.advice))) {
      this.info(`What to do: ${advice}`)
    }
  }

  group<T>(title: Text, work: () => Promise<T>): Promise<T> {
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
    if (secret === '') return
    // Again to the Redactor: a secret masked only whole and then in pieces is masked in pieces.
    this.redactor.add(secret, options)
    if (this.masked.has(secret)) return
    this.masked.add(secret)
    // Whole in the Redactor; to the runner in pieces if it holds `##[` (no mask line may).
    for (const piece of runnerMaskPieces(secret)) core.setSecret(piece)
  }

  setOutput(name: string, value: string): void {
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
   * library's promise-based check and append cost four round trips through Node's thread pool
   * at every run's start-up.
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
}
