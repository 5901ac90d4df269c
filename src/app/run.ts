import { ActionFailure, asFailure } from '../shared/failure.js'
import { readInputs, SECRET_INPUTS, type ActionInputs, type InputReader } from './inputs.js'
import { renderSummary, type RunReport } from './job-summary.js'
import { previewRequest } from './request-preview.js'
import type { DeployedApp, OperationContext } from '../features/handler.js'
import type { StepOutputs } from '../features/step-outputs.js'
import { planRun, type RunPlan } from './plan/plan.js'
import { Redactor, secretPartsOfUrl } from '../shared/redaction.js'
import { ServiceClient } from '../service/client.js'
import type { ReviewPlatform, ReviewPort } from '../review/review-platform.js'
import type { Host } from '../shared/host.js'
import { handlerOf } from './registry.js'

/** How a run ended. */
export interface RunOutcome {
  /** True when every operation succeeded (or the dry run found the inputs valid). */
  readonly succeeded: boolean
  /** The failure, classified, when one happened. */
  readonly failure?: ActionFailure
}

/** What a front end hands the run besides its inputs and host. */
export interface RunOptions {
  /**
   * The run's one Redactor, shared with the host that prints; a new one when not given. Every
   * secret the run learns (the tokens, a build URL's credentials) is added to it.
   */
  readonly redactor?: Redactor
  /** The review platform for previews and comments; undefined: the front end has none. */
  readonly review?: ReviewPort
}

/**
 * The action, independent of the system it runs in: validates the inputs into a plan, runs its
 * operations in order, sets the step outputs only when every operation succeeded, and writes
 * the job summary (on failure too). Never throws: a failure becomes an error annotation and the
 * summary, and the outcome says so.
 *
 * @param read reads one input by its action.yml name ('' when not given); each is read once
 * @param host where the run logs, sets outputs and writes its summary
 */
export async function runAction(
  read: InputReader,
  host: Host,
  options: RunOptions = {}
): Promise<RunOutcome> {
  const redactor = options.redactor ?? new Redactor()
  const protect = (secret: string): void => {
    redactor.add(secret)
    host.mask(secret)
  }
  // A secret input is masked the moment it is read, before anything could print it.
  const readMasking: InputReader = name => {
    const value = read(name)
    if (SECRET_INPUTS.includes(name)) protect(value)
    return value
  }
  let report: RunReport = { dryRun: false, plannedRequests: [], sections: [] }
  let outcome: RunOutcome
  try {
    const inputs = readInputs(readMasking)
    let reviewPlatform: Promise<ReviewPlatform> | undefined
    const connect = (): Promise<ReviewPlatform> =>
      (reviewPlatform ??= connectReview(inputs, options.review, host, redactor))
    const plan = await planRun(inputs, host.workspace, options.review, connect)
    for (const secret of buildUrlSecrets(plan)) protect(secret)
    const context = operationContext(plan, host, redactor, connect)
    report = plan.dryRun
      ? await dryRun(plan, context)
      : await execute(plan, context, sections => {
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
  // which a preview's section repeats, escapes outside text (the review client teaches it).
  host.writeSummary(redactor.scrub(renderSummary(report)))
  return outcome
}

/** What every operation of the plan may use: one service client, one review client. */
function operationContext(
  plan: RunPlan,
  host: Host,
  redactor: Redactor,
  reviewPlatform: () => Promise<ReviewPlatform>
): OperationContext {
  return {
    host,
    endpoints: plan.endpoints,
    apiToken: plan.apiToken,
    earlier: {},
    dryRun: plan.dryRun,
    reviewPlatform,
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
}

/**
 * Runs the operations in order; sets the outputs only after the last one succeeded.
 *
 * @param progress receives the summary sections finished so far, so that a failure's summary
 *   still shows what was done before it
 */
async function execute(
  plan: RunPlan,
  context: OperationContext,
  progress: (sections: string[]) => void
): Promise<RunReport> {
  const outputs: StepOutputs = {}
  const sections: string[] = []
  let app: DeployedApp | undefined
  for (const operation of plan.operations) {
    const handler = handlerOf(operation)
    const earlier = { app }
    const result = await context.host.group(handler.title(operation), () =>
      handler.run(operation, { ...context, earlier })
    )
    Object.assign(outputs, result.outputs)
    app = result.app ?? app
    if (result.section !== '') sections.push(result.section)
    progress([...sections])
  }
  for (const [name, value] of Object.entries(outputs)) context.host.setOutput(name, value)
  return { dryRun: false, plannedRequests: [], sections }
}

/** Prints every request the run would send, secrets masked, and sends nothing. */
async function dryRun(plan: RunPlan, context: OperationContext): Promise<RunReport> {
  const plannedRequests: string[] = []
  const outputs: StepOutputs = {}
  const sections: string[] = []
  for (const operation of plan.operations) {
    const handler = handlerOf(operation)
    if (operation.kind === 'sweep-previews') {
      // The sweep runs whole, reading everything and writing nothing (context.dryRun), so that
      // its summary and sweptPreviews show what it would remove.
      const result = await context.host.group(handler.title(operation), () =>
        handler.run(operation, context)
      )
      Object.assign(outputs, result.outputs)
      if (result.section !== '') sections.push(result.section)
      continue
    }
    const requests = await handler.plannedRequests(operation, context)
    plannedRequests.push(...requests.map(previewRequest))
  }
  context.host.info('Dry run: the inputs are valid; nothing is sent. The requests would be:')
  for (const preview of plannedRequests) context.host.showBlock(preview)
  for (const [name, value] of Object.entries(outputs)) context.host.setOutput(name, value)
  return { dryRun: true, plannedRequests, sections }
}

/**
 * The review platform's API with the `githubToken` input, loaded on first use (a chunk of its
 * own). Each attempt gets at most 30 s: GitHub answers in well under a second; a call, its waits
 * for GitHub's rate limit included, ends within `requestTimeout`. What it sends is scrubbed of
 * the run's secrets, as everything the host prints is: a comment or a deployment carries text
 * from outside (the service's answer, a branch name).
 *
 * @throws ActionFailure when the front end has no review platform (planning refuses such runs)
 */
async function connectReview(
  inputs: ActionInputs,
  review: ReviewPort | undefined,
  host: Host,
  redactor: Redactor
): Promise<ReviewPlatform> {
  if (!review) throw new ActionFailure('unexpected', 'This run has no review platform.')
  const deadlineMs = inputs.requestTimeoutSeconds * 1000
  return review.connect({
    token: inputs.githubToken,
    requestTimeoutMs: Math.min(deadlineMs, 30_000),
    onWarning: message => host.warning(`GitHub API: ${message}`),
    redactor,
    maxAttempts: inputs.maxAttempts,
    deadlineMs,
    log: line => host.info(line),
    sleep: ms => host.sleep(ms),
    now: () => host.now()
  })
}

/** The build URL's parts that may be credentials (a presigned query), to be masked. */
function buildUrlSecrets(plan: RunPlan): string[] {
  const urls = plan.operations.flatMap(operation =>
    (operation.kind === 'update-app' || operation.kind === 'deploy-preview') &&
    typeof operation.fields.url === 'string'
      ? [operation.fields.url]
      : []
  )
  return urls.flatMap(secretPartsOfUrl)
}
