import { StringDecoder } from 'node:string_decoder'
import { format, inspect } from 'node:util'
import * as core from '@actions/core'
import { runAction } from './core/run.js'
import { asFailure } from './errors/failure.js'
import { ActionsHost } from './host/actions-host.js'
import { sizeThreadPool } from './host/thread-pool.js'

/**
 * The GitHub Actions host: masks the token before anything can print it, reads the inputs, and
 * hands them to the runner-independent core (src/core/run.ts). Never throws: a failure becomes
 * an error annotation, the job summary and exit code 1.
 */
export async function run(): Promise<void> {
  // Before anything can start Node's thread pool, which reads its size once.
  sizeThreadPool()
  const host = new ActionsHost(process.env.GITHUB_WORKSPACE || process.cwd())
  const read = (name: string): string => {
    const value = core.getInput(name)
    // Outside a runner nobody evaluates the default `${{ github.token }}`: take GITHUB_TOKEN.
    if (name === 'githubToken' && (value === '' || value.includes('${{'))) {
      return process.env.GITHUB_TOKEN ?? ''
    }
    return value
  }
  // Registered before anything else can log, so the runner masks the tokens everywhere.
  host.mask(read('apiToken'))
  host.mask(read('githubToken'))
  routeProcessWarnings(host)
  const outcome = await runAction(read, host)
  if (!outcome.succeeded) process.exitCode = core.ExitCode.Failure
}

/**
 * Ends the process once stdout has handed every line to the runner, instead of when Node's
 * event loop runs dry. Called by the entry after run(), which awaits all of the action's own
 * work. What would otherwise still hold the step open is not the action's: a connection
 * closing after its answer was read and an idle-time garbage collection (together about 1 ms
 * of every run, `npm run bench:startup`), or a library's keep-alive socket or timer. The exit
 * code is the one run() set; step outputs and the job summary are written synchronously.
 */
export function exitWhenFlushed(): void {
  // A pipe's write may still be queued (POSIX pipes are asynchronous in Node): an empty write's
  // callback runs after every earlier one. A line written meanwhile (an uncaught exception's
  // error) is waited for too. The action prints only to stdout.
  const exitOnceDrained = (): void => {
    if (process.stdout.writableLength > 0) process.stdout.write('', exitOnceDrained)
    else process.exit()
  }
  process.stdout.write('', exitOnceDrained)
}

/**
 * Node prints its own warnings on stderr, where the runner reads commands too: send them
 * through the host's boundary instead, and let nothing thrown later print a raw stack.
 * Libraries print to the console on their own (the YAML parser's trace when LOG_TOKENS is set,
 * the globber's when TINYGLOBBY_DEBUG is), quoting outside text: their lines go through the
 * boundary too, as debug lines, and so does Node's trace on stderr under NODE_DEBUG.
 */
function routeProcessWarnings(host: ActionsHost): void {
  process.emitWarning = (warning: string | Error) => {
    host.debug(`Node.js warning: ${typeof warning === 'string' ? warning : warning.message}`)
  }
  const toDebug = (...parts: unknown[]): void => host.debug(format(...parts))
  for (const method of ['log', 'info', 'warn', 'error', 'debug', 'trace'] as const) {
    console[method] = toDebug
  }
  console.dir = (item: unknown) => host.debug(inspect(item, { depth: 4, breakLength: Infinity }))
  // After an uncaught exception the process's state is unknown, and Node's advice is to end it
  // (https://nodejs.org/api/process.html#warning-using-uncaughtexception-correctly): the step
  // fails now, with the error as an annotation, instead of going on to outputs, a summary or a
  // comment that would tell of a success. Until stdout has drained, no output or summary is
  // written (a request to GitHub already under way may still land).
  const fail = (error: unknown): void => {
    host.withholdResults()
    process.exitCode = core.ExitCode.Failure
    host.error(asFailure(error).message, 'Unexpected error')
    exitWhenFlushed()
  }
  process.on('uncaughtException', fail)
  process.on('unhandledRejection', fail)
  // NODE_DEBUG, read by Node at start-up, makes its modules print on stderr as they work: `net`
  // prints each request's options, the `x-api-key` header among them. Only then is stderr
  // touched (making its stream costs start-up time).
  if (process.env.NODE_DEBUG) routeStderr(host)
}

/** Sends what is written to stderr through the host's boundary, a debug line for each line. */
function routeStderr(host: ActionsHost): void {
  // Bytes are decoded across writes, so a character split between two is not lost.
  const decoder = new StringDecoder('utf8')
  let partial = ''
  const write = (
    chunk: string | Uint8Array,
    encodingOrDone?: BufferEncoding | ((error?: Error | null) => void),
    done?: (error?: Error | null) => void
  ): boolean => {
    const encoding = typeof encodingOrDone === 'string' ? encodingOrDone : 'utf8'
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk, encoding) : chunk
    const lines = (partial + decoder.write(Buffer.from(bytes))).split('\n')
    partial = lines.pop() ?? ''
    for (const line of lines) host.debug(line)
    const callback = typeof encodingOrDone === 'function' ? encodingOrDone : done
    if (callback) process.nextTick(callback)
    return true
  }
  process.stderr.write = write
  process.on('exit', () => {
    if (partial !== '') host.debug(partial)
  })
}
