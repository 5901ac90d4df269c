import type { Readable } from 'node:stream'
import { styleText } from 'node:util'
import {
  Redactor,
  neutraliseCommands,
  type ActionFailure,
  type Host,
  type ResultName
} from './core-adapter.js'
import { watchUpload } from './upload-progress.js'
import { FAILURE_ADVICE, inTerminalWords, inputAdvice, invalidOptionTitle } from './wording.js'

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
    return neutraliseCommands(inTerminalWords(this.redactor.scrub(text), inputError))
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

  /** Prints the failure in the command line's words, with advice for a terminal. */
  readonly reportFailure = (failure: ActionFailure): void => {
    this.failure = failure
    const input =
      'input' in failure && typeof failure.input === 'string' ? failure.input : undefined
    const title = input === undefined ? failure.title : invalidOptionTitle(input)
    this.print(
      `${this.style('red', 'error')}: ${this.safe(title)}: ${this.safe(failure.message, input !== undefined)}`
    )
    const advice = input === undefined ? FAILURE_ADVICE[failure.kind] : inputAdvice(input)
    this.print(`What to do: ${this.safe(advice ?? FAILURE_ADVICE.unexpected ?? '')}`)
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
