import * as core from '@actions/core'
import { runAction } from '../app/run.js'
import { lazyReviewPort } from '../review/review-port.js'
import { proxyCredentials } from '../shared/proxy-credentials.js'
import { Redactor } from '../shared/redaction.js'
import { ActionsHost } from './actions-host.js'
import { routeProcessWarnings } from './process-boundary.js'
import { sizeThreadPool } from '../shared/thread-pool.js'

export { exitWhenFlushed } from './process-boundary.js'

/**
 * The GitHub Actions front end: sets up the host (log, outputs, summary, masking) and the
 * GitHub review port, and hands the inputs to the runner-independent run (src/app/run.ts).
 * Never throws: a failure becomes an error annotation, the job summary and exit code 1.
 */
export async function run(): Promise<void> {
  // Before anything can start Node's thread pool, which reads its size once.
  sizeThreadPool()
  const redactor = new Redactor()
  const host = new ActionsHost(
    process.env.GITHUB_WORKSPACE || process.cwd(),
    redactor,
    process.env.RUNNER_TEMP
  )
  // Masked before anything is sent: Node's trace (NODE_DEBUG=net) prints the proxy's credentials.
  for (const { secret, options } of proxyCredentials(process.env)) host.mask(secret, options)
  routeProcessWarnings(host)
  // GitHub's side loads only when a run works on a pull request.
  const review = lazyReviewPort(async () => {
    const { gitHubReviewPort, readGitHubRun } = await import('../github/review-port.js')
    return gitHubReviewPort(() => readGitHubRun(process.env))
  })
  const outcome = await runAction(readActionInput, host, { redactor, review })
  if (!outcome.succeeded) process.exitCode = core.ExitCode.Failure
}

/** An input as the runner passes it; the run masks the secret ones as it reads them. */
function readActionInput(name: string): string {
  const value = core.getInput(name)
  // Outside a runner nobody evaluates the default (EXPRESSION_DEFAULTS): take GITHUB_TOKEN.
  if (name === 'githubToken' && (value === '' || value.includes('${{'))) {
    return process.env.GITHUB_TOKEN ?? ''
  }
  return value
}
