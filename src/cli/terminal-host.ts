import type { Readable } from 'node:stream'
import { styleText } from 'node:util'
import {
  FAILURE_KINDS,
  Redactor,
  neutraliseCommands,
  type ActionFailure,
  type Host,
  type ResultName
} from './core-adapter.js'
import { watchUpload } from './upload-progress.js'
import {
  FAILURE_ADVICE,
  inTerminalWords,
  inputAdvice,
  invalidOptionTitle,
  speaksOfWorkflow,
  type OptionsGiven
} from './wording.js'

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
}

/**
 * The core's Host at a terminal or in any CI system's log: every line goes to stderr, scrubbed
 * of every registered secret in all its forms, worded with options instead of action inputs,
 * and made one line that no runner reads as a command and no terminal as an escape sequence.
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
  private readonly options: TerminalOptions

  constructor(options: TerminalOptions) {
    this.options = options
    this.workspace = options.workspace
  }

  /** Outside text made safe to print: secrets hidden, options named, one line, no command. */
  safe(text: string, inputError = false): string {
    return neutraliseCommands(
      inTerminalWords(this.redactor.scrub(text), inputError, this.options.given)
    )
  }

  /** The run's secrets hidden in any text (the result, before it goes to stdout). */
  scrub(text: string): string {
    return this.redactor.scrub(text)
  }

  info(line: string): void {
    this.print(this.safe(line))
  }

  debug(line: string): void {
    if (this.options.verbose) this.print(`debug: ${this.safe(line)}`)
  }

  notice(message: string, title?: string): void {
    this.print(`${title === undefined ? '' : `${this.safe(title)}: `}${this.safe(message)}`)
  }

  warning(message: string, title?: string): void {
    const label = this.style('yellow', 'warning')
    this.print(
      `${label}: ${title === undefined ? '' : `${this.safe(title)}: `}${this.safe(message)}`
    )
  }

  error(message: string, title?: string): void {
    const label = this.style('red', 'error')
    this.print(
      `${label}: ${title === undefined ? '' : `${this.safe(title)}: `}${this.safe(message)}`
    )
  }

  /**
   * Prints the failure in the command line's words, with what to do: for an input error, fixing
   * the option; otherwise the failure's own advice in a terminal's words, or the kind's advice
   * for a terminal where the failure has none of its own or its advice speaks of a workflow run.
   */
  readonly reportFailure = (failure: ActionFailure): void => {
    this.failure = failure
    const error = this.style('red', 'error')
    const input =
      'input' in failure && typeof failure.input === 'string' ? failure.input : undefined
    const { given, missingToken } = this.options
    if (input === 'apiToken' && missingToken !== undefined) {
      // The core's words for an empty token show a workflow's secret syntax.
      this.print(`${error}: No API token: ${this.safe(missingToken)}`)
      this.print(
        'What to do: Copy a token from Organization → API Token on the dashboard; nothing was sent to the service.'
      )
      return
    }
    const title = input === undefined ? failure.title : invalidOptionTitle(input, given)
    this.print(`${error}: ${this.safe(title)}: ${this.safe(failure.message, input !== undefined)}`)
    this.print(
      `What to do: ${input === undefined ? this.adviceOf(failure) : this.safe(inputAdvice(input, given))}`
    )
  }

  /** A failure's own advice for a terminal, or its kind's where it has none that fits one. */
  private adviceOf(failure: ActionFailure): string {
    const fixed = this.safe(FAILURE_ADVICE[failure.kind] ?? FAILURE_ADVICE.unexpected ?? '')
    if (failure.advice === FAILURE_KINDS[failure.kind].advice) return fixed
    const own = this.safe(failure.advice)
    return speaksOfWorkflow(own) ? fixed : own
  }

  group<T>(title: string, work: () => Promise<T>): Promise<T> {
    this.print(this.style('bold', `${this.safe(title)}`))
    return work()
  }

  /** A block (a dry run's request) line by line, indented, each line made safe. */
  showBlock(text: string): void {
    for (const line of this.redactor.scrub(text).split(/\r\n|\n|\r/)) {
      this.print(`  ${neutraliseCommands(line)}`)
    }
  }

  mask(secret: string): void {
    this.redactor.add(secret)
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
