import type { Readable } from 'node:stream'
import { styleText } from 'node:util'
import type { PlatformDescriptor } from '../review/platform-descriptor.js'
import {
  InputError,
  InputErrors,
  failureReports,
  Redactor,
  neutraliseCommands,
  render,
  type ActionFailure,
  type Host,
  type InputName,
  type ResultName,
  type SecretOptions,
  type Text,
  type Words
} from './core-adapter.js'
import { watchUpload } from './upload-progress.js'
import { terminalWords } from './words.js'

/**
 * Which option gave an input, where it is not the input's own: `{ settings: 'settings-file' }`
 * when the settings were read from the file `--settings-file` names.
 */
export type OptionsGiven = Readonly<Partial<Record<InputName, string>>>

/** How the terminal host prints. */
export interface TerminalOptions {
  /** Writes to stderr. */
  readonly write: (text: string) => void
  /** stderr is a terminal: progress as a bar. */
  readonly tty: boolean
  /** Colour the words `error` and `warning` (a terminal, NO_COLOR unset). */
  readonly colour: boolean
  /** Print debug lines (`--verbose`). */
  readonly verbose: boolean
  /** The folder a relative `--file` starts from. */
  readonly workspace: string
  /** The options that gave inputs instead of their own (`settings` from `--settings-file`). */
  readonly given?: OptionsGiven
  /**
   * Set when the API token is empty: what to say when the core finds it so, e.g. "set
   * APPETIZE_API_TOKEN or give --api-token-file <path>".
   */
  readonly missingToken?: string
  /** The review platform of `preview` and `sweep`, whose words name its token and refusals. */
  readonly platform?: PlatformDescriptor
}

/**
 * The core's Host at a terminal or in any CI system's log: every line goes to stderr, scrubbed
 * of every registered secret in all its forms, its references worded with options
 * (src/cli/words.ts), and made one line that no runner reads as a command and no terminal as an escape sequence.
 * Results are kept for stdout; there is no job summary and no GitHub run.
 */
export class TerminalHost implements Host {
  readonly workspace: string
  /** The results the run set, by name (only once every operation succeeded). */
  readonly results: Partial<Record<ResultName, string>> = {}
  /** The failure the run ended with, as reported. */
  failure?: ActionFailure
  /** The run's one Redactor (handed to runAction too). */
  readonly redactor = new Redactor()
  readonly words: Words
  private readonly options: TerminalOptions

  constructor(options: TerminalOptions) {
    this.options = options
    this.workspace = options.workspace
    this.words = terminalWords(options.given, options.platform)
  }

  /** A text in the command line's words, made safe: secrets hidden, one line, no command. */
  safe(text: Text): string {
    return neutraliseCommands(this.redactor.scrub(render(text, this.words)))
  }

  /** The run's secrets hidden in any text (the result, before it goes to stdout). */
  scrub(text: string): string {
    return this.redactor.scrub(text)
  }

  info(line: Text): void {
    this.print(this.safe(line))
  }

  debug(line: Text): void {
    if (this.options.verbose) this.print(`debug: ${this.safe(line)}`)
  }

  notice(message: Text, title?: string): void {
    this.print(`${title === undefined ? '' : `${this.safe(title)}: `}${this.safe(message)}`)
  }

  warning(message: Text, title?: string): void {
    const label = this.style('yellow', 'warning')
    this.print(
      `${label}: ${title === undefined ? '' : `${this.safe(title)}: `}${this.safe(message)}`
    )
  }

  error(message: Text, title?: string): void {
    const label = this.style('red', 'error')
    this.print(
      `${label}: ${title === undefined ? '' : `${this.safe(title)}: `}${this.safe(message)}`
    )
  }

  /**
   * Prints the failure in the command line's words, with what to do: every input error of the
   * run a line each (naming its option and variable), then how to fix each.
   */
  reportFailure(failure: ActionFailure): void {
    this.failure = failure
    const { missingToken } = this.options
    const noToken =
      missingToken !== undefined &&
      (failure instanceof InputErrors ? failure.errors : [failure]).some(
        one => one instanceof InputError && one.input === 'apiToken'
      )
    const error = this.style('red', 'error')
    const advice = new Set<string>()
    if (noToken) {
      this.print(`${error}: No API token: ${this.safe(missingToken)}`)
      advice.add(
        'Copy a token from Organization → API Token on the dashboard; nothing was sent to the service.'
      )
    }
    for (const report of failureReports(failure, this.words)) {
      if (noToken && report.title === this.words.invalidInput('apiToken')) continue
      this.print(`${error}: ${this.safe(report.title)}: ${this.safe(report.message)}`)
      advice.add(this.safe(report.advice))
    }
    for (const line of advice) this.print(`What to do: ${line}`)
  }

  group<T>(title: Text, work: () => Promise<T>): Promise<T> {
    this.print(this.style('bold', `${this.safe(title)}`))
    return work()
  }

  /** A block (a dry run's request) line by line, indented, each line made safe. */
  showBlock(text: string): void {
    for (const line of this.redactor.scrub(text).split(/\r\n|\n|\r/)) {
      this.print(`  ${neutraliseCommands(line)}`)
    }
  }

  mask(secret: string, options?: SecretOptions): void {
    this.redactor.add(secret, options)
  }

  setOutput(name: ResultName, value: string): void {
    this.results[name] = this.redactor.scrub(value)
  }

  writeSummary(): void {
    // A terminal has no job summary: the log and the result say it all.
  }

  /** Upload progress: a bar on a terminal, else a line each tenth and every 30 s. */
  readonly watchUpload = <T extends Readable>(stream: T, totalBytes: number | undefined): T =>
    watchUpload(stream, totalBytes, {
      tty: this.options.tty,
      now: () => Date.now(),
      // Progress text is made of numbers only: nothing in it to scrub or escape.
      write: text => this.options.write(text)
    })

  now(): number {
    return Date.now()
  }

  sleep(ms: number): Promise<void> {
    return new Promise(resolve => setTimeout(resolve, ms))
  }

  random(): number {
    return Math.random()
  }

  private print(line: string): void {
    this.options.write(`${line}\n`)
  }

  private style(format: 'red' | 'yellow' | 'bold', text: string): string {
    // NO_COLOR and the terminal were checked once (TerminalOptions.colour); styleText would
    // otherwise check stdout, which carries the result.
    return this.options.colour ? styleText(format, text, { validateStream: false }) : text
  }
}
