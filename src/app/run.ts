import { asFailure, type ActionFailure } from '../shared/failure.js'
import { InputError, InputErrors, throwAll } from '../shared/input-error.js'
import { readInputs, SECRET_INPUTS, type ActionInputs, type InputReader } from './inputs.js'
import { renderSummary, type RunReport } from './job-summary.js'
import { previewRequest } from './request-preview.js'
import type { DeployedApp, OperationContext } from '../features/handler.js'
import type { StepOutputs } from '../features/step-outputs.js'
import { planRun, type RunPlan } from './plan/plan.js'
import { Redactor } from '../shared/redaction.js'
import { secretPartsOfUrl, wholePartsOfUrl } from '../shared/url-redaction.js'
import type { HttpRequest } from '../service/http-attempt.js'
import type { ReviewPlatform } from '../review/review-platform.js'
import type { ReviewPort } from '../review/review-port.js'
import { connectReview, operationContext } from './operation-context.js'
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
  /** Makes the plan instead of planRun: a command of the command-line tool. */
  readonly planner?: Planner
  /** The User-Agent of requests to the service (`appetize-deploy/1.2.0`); the action's if not given. */
  readonly userAgent?: string
}

/**
 * Turns the inputs into a plan instead of the action's planRun: a command of another front end
 * (src/app/plan/app-commands.ts), which reads no pull request.
 *
 * @param workspace the folder a relative `file` starts from
 * @throws InputError as planRun
 */
export type Planner = (inputs: ActionInputs, workspace: string) => Promise<RunPlan>

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
    // Every input error of the run is reported together: those of reading the inputs, and
    // the plan's when the inputs that shape it read well and planning sends nothing.
    const inputErrors: InputError[] = []
    const inputs = readInputs(readMasking, inputErrors)
    // A dry run's clients record the writes here instead of sending them.
    const recorded: HttpRequest[] = []
    const record = inputs.dryRun ? (request: HttpRequest) => void recorded.push(request) : undefined
    let reviewPlatform: Promise<ReviewPlatform> | undefined
    const connect = (): Promise<ReviewPlatform> =>
      (reviewPlatform ??= connectReview(inputs, options.review, host, redactor, record))
    const makePlan = (): Promise<RunPlan> =>
      options.planner
        ? options.planner(inputs, host.workspace)
        : planRun(inputs, host.workspace, options.review, connect)
    if (inputErrors.length > 0) {
      const shaping = ['ipBlocks', 'preview', 'comment', 'sweep', 'pullRequest', 'apiToken']
      const safe = !inputs.preview && !inputs.comment && !inputs.sweep
      if (safe && !inputErrors.some(error => shaping.includes(error.input))) {
        await makePlan().catch((error: unknown) => {
          if (!(error instanceof InputError || error instanceof InputErrors)) throw error
          inputErrors.push(...(error instanceof InputErrors ? error.errors : [error]))
        })
      }
      throwAll(inputErrors)
    }
    const plan = await makePlan()
    for (const { text, title } of plan.warnings ?? []) host.warning(text, title)
    for (const url of buildUrls(plan)) {
      for (const secret of secretPartsOfUrl(url)) protect(secret)
      // Masked only whole: a folder path, whose start a link of the same repository shares,
      // and the query and `user:password`, which hold public parts (a date, a user name).
      for (const whole of wholePartsOfUrl(url)) {
        redactor.add(whole, { pieces: false })
        host.mask(whole, { pieces: false })
      }
    }
    const context = await operationContext(plan, host, redactor, connect, record, options.userAgent)
    report = plan.dryRun
      ? await dryRun(plan, context, recorded)
      : await execute(plan, context, sections => {
          report = { ...report, sections }
        })
    outcome = { succeeded: true }
  } catch (error) {
    const failure = asFailure(error)
    host.reportFailure(failure)
    report = { ...report, failure }
    outcome = { succeeded: false, failure }
  }
  // Scrubbed here with the run's redactor, which the review client taught how a comment's
  // Markdown (a preview's section repeats it) escapes outside text, whatever the host does.
  host.writeSummary(redactor.scrub(renderSummary(report, host.words)))
  return outcome
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
  const { outputs, sections } = await runOperations(plan, context, progress)
  for (const [name, value] of Object.entries(outputs)) context.host.setOutput(name, value)
  return { dryRun: false, plannedRequests: [], sections }
}

/**
 * Runs the operations with clients that record their writes, then prints every recorded
 * request, secrets masked. Sets only the outputs and summary sections that describe the dry run
 * itself (a sweep's `sweptPreviews`: what it would remove); the others describe what a real run
 * would have done.
 */
async function dryRun(
  plan: RunPlan,
  context: OperationContext,
  recorded: readonly HttpRequest[]
): Promise<RunReport> {
  const { planned } = await runOperations(plan, context, () => {})
  const plannedRequests = recorded.map(previewRequest)
  context.host.info('Dry run: the inputs are valid; nothing is sent. The requests would be:')
  for (const preview of plannedRequests) context.host.showBlock(preview)
  for (const [name, value] of Object.entries(planned.outputs)) context.host.setOutput(name, value)
  return { dryRun: true, plannedRequests, sections: planned.sections }
}

/** What the operations of a run gave: all of it, and what describes a dry run itself. */
interface OperationsResult {
  readonly outputs: StepOutputs
  readonly sections: string[]
  readonly planned: { readonly outputs: StepOutputs; readonly sections: string[] }
}

/** Runs each operation in its log group, handing each the typed results of those before. */
async function runOperations(
  plan: RunPlan,
  context: OperationContext,
  progress: (sections: string[]) => void
): Promise<OperationsResult> {
  const result: OperationsResult = {
    outputs: {},
    sections: [],
    planned: { outputs: {}, sections: [] }
  }
  let app: DeployedApp | undefined
  for (const operation of plan.operations) {
    const handler = handlerOf(operation)
    const earlier = { app }
    const done = await context.host.group(handler.title(operation), () =>
      handler.run(operation, { ...context, earlier })
    )
    app = done.app ?? app
    for (const target of done.describesDryRun ? [result, result.planned] : [result]) {
      Object.assign(target.outputs, done.outputs)
      if (done.section !== '') target.sections.push(done.section)
    }
    progress([...result.sections])
  }
  return result
}

/** The build URLs the plan sends, whose hidden parts are masked. */
function buildUrls(plan: RunPlan): string[] {
  return plan.operations.flatMap(operation =>
    (operation.kind === 'update-app' ||
      operation.kind === 'create-app' ||
      operation.kind === 'deploy-preview') &&
    typeof operation.fields.url === 'string'
      ? [operation.fields.url]
      : []
  )
}
