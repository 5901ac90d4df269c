/**
 * A Host for running the core in process (src/app/run.ts): it records every line, annotation,
 * output and the summary in the action's words (src/action/words.ts), and its clock does not sleep (waits are recorded and return at once),
 * so retry tests take no time.
 */
import { ACTION_WORDS } from '../../src/action/words.js'
import type { ActionFailure } from '../../src/shared/failure.js'
import { failureReports } from '../../src/shared/failure-report.js'
import type { Host } from '../../src/shared/host.js'
import { render, type Text } from '../../src/shared/message.js'
import type { OutputName, StepOutputs } from '../../src/features/step-outputs.js'
import { REPO_ROOT } from './runner.js'

/** One thing the run printed, in order. */
export type Printed =
  | { kind: 'info' | 'debug' | 'block'; text: string }
  | { kind: 'notice' | 'warning' | 'error'; text: string; title?: string }
  | { kind: 'group'; text: string }

/** The host of an in-process run, and what the run did to it. */
export class RecordingHost implements Host {
  readonly workspace: string
  readonly temporaryFolder?: string
  readonly words = ACTION_WORDS
  readonly printed: Printed[] = []
  readonly outputs: StepOutputs = {}
  readonly masked: string[] = []
  /** Each wait the run asked for, in milliseconds. */
  readonly waits: number[] = []
  summary = ''
  private clock: number

  constructor(options: { workspace?: string; now?: number; temporaryFolder?: string } = {}) {
    this.workspace = options.workspace ?? REPO_ROOT
    if (options.temporaryFolder !== undefined) this.temporaryFolder = options.temporaryFolder
    this.clock = options.now ?? Date.parse('2026-11-22T10:00:00Z')
  }

  /** The log as lines of text (groups shown as `▸ title`). */
  get log(): string[] {
    return this.printed.map(entry => (entry.kind === 'group' ? `▸ ${entry.text}` : entry.text))
  }

  /** The error annotations. */
  get errors(): { text: string; title?: string }[] {
    return this.printed.filter(entry => entry.kind === 'error')
  }

  info(line: Text): void {
    this.printed.push({ kind: 'info', text: render(line, ACTION_WORDS) })
  }
  debug(line: Text): void {
    this.printed.push({ kind: 'debug', text: render(line, ACTION_WORDS) })
  }
  notice(message: Text, title?: string): void {
    this.printed.push({ kind: 'notice', text: render(message, ACTION_WORDS), title })
  }
  warning(message: Text, title?: string): void {
    this.printed.push({ kind: 'warning', text: render(message, ACTION_WORDS), title })
  }
  error(message: Text, title?: string): void {
    this.printed.push({ kind: 'error', text: render(message, ACTION_WORDS), title })
  }
  /** As the action reports it: an error annotation each, then what to do about each. */
  reportFailure(failure: ActionFailure): void {
    const reports = failureReports(failure, ACTION_WORDS)
    for (const report of reports) this.error(report.message, report.title)
    for (const advice of new Set(reports.map(report => report.advice))) {
      this.info(`What to do: ${advice}`)
    }
  }
  group<T>(title: Text, work: () => Promise<T>): Promise<T> {
    this.printed.push({ kind: 'group', text: render(title, ACTION_WORDS) })
    return work()
  }
  showBlock(text: string): void {
    this.printed.push({ kind: 'block', text })
  }
  mask(secret: string): void {
    if (secret !== '') this.masked.push(secret)
  }
  setOutput(name: string, value: string): void {
    this.outputs[name as OutputName] = value
  }
  writeSummary(html: string): void {
    this.summary += html
  }
  now(): number {
    return this.clock
  }
  sleep(ms: number): Promise<void> {
    this.waits.push(ms)
    this.clock += ms
    return Promise.resolve()
  }
  random(): number {
    return 0.5
  }
  /** The warning annotations. */
  get warnings(): { text: string; title?: string }[] {
    return this.printed.filter(entry => entry.kind === 'warning')
  }
}
