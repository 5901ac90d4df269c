import packageJson from '../../package.json' with { type: 'json' }
import { commandHelp, overviewHelp } from './help.js'
import { readCommandLine, UsageError } from './command-line.js'

/** Hides the run's secrets in text printed outside the host (set once a command runs). */
let scrub = (text: string): string => text

/**
 * `appetize-deploy`: reads the command line and the environment, prints help or the version, or
 * runs a command through the core (loaded only then). Sets the exit status — 0 success, 1 the
 * operation failed, 2 a usage or input error — and ends the process once stdout and stderr have
 * been written. Never throws.
 */
export async function main(): Promise<void> {
  let status: number
  try {
    const request = readCommandLine(process.argv.slice(2), process.env)
    if (request.kind === 'help') {
      // Asked for, help is the result (stdout); without a command, it is the error (stderr).
      const help = `${request.command ? commandHelp(request.command) : overviewHelp()}\n`
      if (request.status === 0) process.stdout.write(help)
      else process.stderr.write(help)
      status = request.status
    } else if (request.kind === 'version') {
      process.stdout.write(`${packageJson.version}\n`)
      status = 0
    } else {
      const { runCommand } = await import('./run-command.js')
      routeProcessWarnings()
      status = await runCommand(request.commandLine, {
        env: process.env,
        cwd: process.cwd(),
        stdout: text => void process.stdout.write(text),
        stderr: text => void process.stderr.write(text),
        tty: process.stderr.isTTY === true,
        onScrub: scrubber => {
          scrub = scrubber
          if (process.env.NODE_DEBUG) scrubStderr()
        }
      })
    }
  } catch (error) {
    status = error instanceof UsageError ? 2 : 1
    if (error instanceof UsageError) {
      for (const line of error.lines) await printError(line)
      if (error.advice !== undefined) await printError(error.advice, 'What to do')
    } else {
      await printError(
        `Unexpected error: ${error instanceof Error ? error.message : String(error)}`
      )
    }
  }
  exitWhenFlushed(status)
}

/** A line on stderr (`error: …`), scrubbed and made one line no runner reads as a command. */
async function printError(message: string, label = 'error'): Promise<void> {
  const { neutraliseCommands } = await import('./core-adapter.js')
  process.stderr.write(`${label}: ${neutraliseCommands(scrub(message))}\n`)
}

/** Node's own warnings would print outside text raw: they become plain lines on stderr too. */
function routeProcessWarnings(): void {
  process.emitWarning = (warning: string | Error) => {
    const text = typeof warning === 'string' ? warning : warning.message
    void printError(`Node.js: ${text}`, 'warning')
  }
  const fail = (error: unknown): void => {
    void printError(`Unexpected error: ${error instanceof Error ? error.message : String(error)}`)
    exitWhenFlushed(1)
  }
  process.on('uncaughtException', fail)
  process.on('unhandledRejection', fail)
}

/**
 * NODE_DEBUG, read by Node at start-up, makes its modules print on stderr as they work: `net`
 * prints each request's options, the `x-api-key` header among them. Then everything written to
 * stderr is scrubbed, a line at a time (a progress bar's redraws included).
 */
function scrubStderr(): void {
  const write = process.stderr.write.bind(process.stderr)
  let partial = ''
  process.stderr.write = (chunk: string | Uint8Array, ...rest: unknown[]): boolean => {
    const lines = (
      partial + (typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString())
    ).split('\n')
    partial = lines.pop() ?? ''
    const done = rest.find(argument => typeof argument === 'function') as (() => void) | undefined
    return write(lines.map(line => `${scrub(line)}\n`).join(''), done)
  }
  process.on('exit', () => {
    if (partial !== '') write(scrub(partial))
  })
}

/**
 * Ends the process with `status` once stdout and stderr have taken every byte (a pipe's writes
 * are asynchronous), instead of waiting for a keep-alive socket or a library's timer.
 */
function exitWhenFlushed(status: number): void {
  process.exitCode = status
  let pending = 2
  const done = (): void => {
    if (--pending === 0) process.exit(status)
  }
  process.stdout.write('', done)
  process.stderr.write('', done)
}
