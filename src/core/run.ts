import { ActionFailure, asFailure } from '../errors/failure.js'
import { readInputs, type InputReader } from '../inputs/action-inputs.js'
import { renderSummary, type RunReport } from '../outputs/job-summary.js'
import { previewRequest } from '../outputs/request-preview.js'
import type { OutputName, StepOutputs } from '../outputs/step-outputs.js'
import { planRun, type RunPlan } from '../plan/plan.js'
import { folderPartsOfUrl, Redactor, secretPartsOfUrl } from '../secrets/redaction.js'
import { ServiceClient } from '../service/client.js'
import type { GitHubApi } from '../github/github-api-types.js'
import type { GitHubRun, Host } from './host.js'
import { handlerOf } from './operations/index.js'
import type { OperationContext } from './operations/handler.js'

/** How a run ended. */
export interface RunOutcome {
  /** True when every operation succeeded (or the dry run found the inputs valid). */
  readonly succeeded: boolean
  /** The failure, classified, when one happened. */
  readonly failure?: ActionFailure
}

/**
 * The action, independent of the system it runs in: validates the inputs into a plan, runs its
 * operations in order, sets the step outputs only when every operation succeeded, and writes
 * the job summary (on failure too). Never throws: a failure becomes an error annotation and the
 * summary, and the outcome says so.
 *
 * @param read reads one input by its action.yml name ('' when not given)
 * @param host where the run logs, sets outputs and writes its summary
 */
export async function runAction(read: InputReader, host: Host): Promise<RunOutcome> {
  const redactor = new Redactor()
  const protect = (secret: string): void => {
    redactor.add(secret)
    host.mask(secret)
  }
  protect(read('apiToken'))
  protect(read('githubToken'))
  let report: RunReport = { dryRun: false, plannedRequests: [], sections: [] }
  let outcome: RunOutcome
  try {
    const inputs = readInputs(read)
    // Only pull request work reads the event; an update never touches the event file.
    const github = inputs.preview || inputs.comment ? await host.readGitHubRun() : undefined
    const plan = await planRun(inputs, host.workspace, github)
    for (const url of buildUrls(plan)) {
      for (const secret of secretPartsOfUrl(url)) protect(secret)
      // A folder path is masked only whole: a link of the same repository shares its start.
      for (const folder of folderPartsOfUrl(url)) {
        redactor.add(folder, { pieces: false })
        host.mask(folder, { pieces: false })
      }
    }
    let githubApi: Promise<GitHubApi> | undefined
    const context: OperationContext = {
      host,
      plan,
      earlier: {},
      github: () => (githubApi ??= connectGitHub(plan, github, host, redactor)),
      client: new ServiceClient({
        endpoints: plan.endpoints,
        apiToken: plan.apiToken,
        maxAttempts: plan.maxAttempts,
        requestTimeoutMs: plan.requestTimeoutMs,
        redactor,
        log: host,
        sleep: ms => host.sleep(ms),
        now: () => host.now(),
        random: () => host.random()
      })
    }
    report = plan.dryRun
      ? await dryRun(context)
      : await execute(context, sections => {
          report = { ...report, sections }
        })
    outcome = { succeeded: true }
  } catch (error) {
    const failure = asFailure(error)
    host.error(failure.message, failure.title)
    host.info(`What to do: ${failure.advice}`)
    report = { ...report, failure }
    outcome = { succeeded: false, failure }
  }
  // The host scrubs what it writes too, but only this redactor knows how a comment's Markdown,
  // which a preview's section repeats, escapes outside text (the GitHub client teaches it).
  host.writeSummary(redactor.scrub(renderSummary(report)))
  return outcome
}

/**
 * Runs the operations in order; sets the outputs only after the last one succeeded.
 *
 * @param progress receives the summary sections finished so far, so that a failure's summary
 *   still shows what was done before it
 */
async function execute(
  context: OperationContext,
  progress: (sections: string[]) => void
): Promise<RunReport> {
  const outputs: StepOutputs = {}
  const sections: string[] = []
  for (const operation of context.plan.operations) {
    const handler = handlerOf(operation)
    const earlier = { ...outputs }
    const result = await context.host.group(handler.title(operation), () =>
      handler.run(operation, { ...context, earlier })
    )
    Object.assign(outputs, result.outputs)
    if (result.section !== '') sections.push(result.section)
    progress([...sections])
  }
  for (const [name, value] of Object.entries(outputs)) {
    context.host.setOutput(name as OutputName, value)
  }
  return { dryRun: false, plannedRequests: [], sections }
}

/** Prints every request the run would send, secrets masked, and sends nothing. */
async function dryRun(context: OperationContext): Promise<RunReport> {
  const plannedRequests: string[] = []
  for (const operation of context.plan.operations) {
    const requests = await handlerOf(operation).plannedRequests(operation, context)
    plannedRequests.push(...requests.map(previewRequest))
  }
  context.host.info('Dry run: the inputs are valid; nothing is sent. The requests would be:')
  for (const preview of plannedRequests) context.host.showBlock(preview)
  return { dryRun: true, plannedRequests, sections: [] }
}

/**
 * The GitHub API with the plan's token, loaded on first use (`@actions/github` is a chunk of its
 * own). Its requests get at most 30 s each: GitHub answers in well under a second. What it
 * sends is scrubbed of the run's secrets, as everything the host prints is: a comment or a
 * deployment carries text from outside (the service's answer, a branch name).
 */
async function connectGitHub(
  plan: RunPlan,
  github: GitHubRun | undefined,
  host: Host,
  redactor: Redactor
): Promise<GitHubApi> {
  const { createGitHubApi } = await import('../github/github-api.js')
  return createGitHubApi({
    token: plan.githubToken,
    apiUrl: github?.apiUrl,
    serverUrl: github?.serverUrl,
    requestTimeoutMs: Math.min(plan.requestTimeoutMs, 30_000),
    onWarning: message => host.warning(`GitHub API: ${message}`),
    redactor
  })
}

/** The build URLs the plan sends, whose hidden parts are masked. */
function buildUrls(plan: RunPlan): string[] {
  return plan.operations.flatMap(operation =>
    (operation.kind === 'update-app' || operation.kind === 'deploy-preview') &&
    typeof operation.fields.url === 'string'
      ? [operation.fields.url]
      : []
  )
}
