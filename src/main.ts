import * as core from '@actions/core'
import { runAction } from './core/run.js'
import { asFailure } from './errors/failure.js'
import { ActionsHost } from './host/actions-host.js'
import { allowMemoryTuning } from './upload/memory-tuning.js'

/**
 * The GitHub Actions host: masks the token before anything can print it, reads the inputs, and
 * hands them to the runner-independent core (src/core/run.ts). Never throws: a failure becomes
 * an error annotation, the job summary and exit code 1.
 */
export async function run(): Promise<void> {
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
  // This process only runs the action and ends: an upload may retune V8 for a flat memory.
  allowMemoryTuning()
  const outcome = await runAction(read, host)
  if (!outcome.succeeded) process.exitCode = core.ExitCode.Failure
}

/**
 * Node prints its own warnings on stderr, where the runner reads commands too: send them
 * through the host's boundary instead, and let nothing thrown later print a raw stack.
 */
function routeProcessWarnings(host: ActionsHost): void {
  process.emitWarning = (warning: string | Error) => {
    host.debug(`Node.js warning: ${typeof warning === 'string' ? warning : warning.message}`)
  }
  const fail = (error: unknown): void => {
    host.error(asFailure(error).message, 'Unexpected error')
    process.exitCode = core.ExitCode.Failure
  }
  process.on('uncaughtException', fail)
  process.on('unhandledRejection', fail)
}
