import type { ReviewPlatform } from '../../review/review-platform.js'
import type { ReviewPort } from '../../review/review-port.js'
import type { ActionInputs } from '../inputs.js'
import { checkAll, InputError } from '../../shared/input-error.js'
import { planApp, type PlannedApp } from './app-plan.js'
import { planLinks, planUpdate } from './update-plan.js'
import type { PlannedLinks } from './devices-input.js'
import { resolveEndpoints, type ServiceEndpoints } from '../../service/endpoints.js'
import type { Operation } from '../../features/operations.js'
import { planIpBlocks, type PlanWarning } from './ip-block-plan.js'
import { input, message } from '../../shared/message.js'

/** Everything a run will do, validated before any request is sent. */
export interface RunPlan {
  readonly endpoints: ServiceEndpoints
  readonly apiToken: string
  /** Token for the GitHub API ('' when none): used by previews and comments only. */
  readonly githubToken: string
  /** The operations, in the order they run (reads before writes). */
  readonly operations: readonly Operation[]
  /** Attempts per request, the first included. */
  readonly maxAttempts: number
  /** Deadline for one request, in milliseconds. */
  readonly requestTimeoutMs: number
  /** Print the requests instead of sending them. */
  readonly dryRun: boolean
  /** What the inputs ask for that the run does not do (printed before the first operation). */
  readonly warnings?: readonly PlanWarning[]
}

/**
 * Turns the inputs into a validated plan, refusing anything the service would reject or that is
 * surely a mistake, before any request is sent.
 *
 * @param workspace the folder a relative `file` starts from (GITHUB_WORKSPACE)
 * @param review the front end's review port (the run's pull request or repository), needed by
 *   `preview`, `comment` and `sweep` only
 * @param connect the review platform's API, for reading the pull request `pullRequest` names
 * @throws InputError naming the input, the value's problem and what is allowed
 */
export async function planRun(
  inputs: ActionInputs,
  workspace: string,
  review?: ReviewPort,
  connect?: () => Promise<ReviewPlatform>
): Promise<RunPlan> {
  // The checks that do not depend on each other report their input errors together; a run on
  // pull requests plans its app only once it has read them.
  const onPullRequests = inputs.sweep || inputs.preview || inputs.comment
  const warnings: PlanWarning[] = []
  const [endpoints, ipBlocks, app, links] = await checkAll<
    [ServiceEndpoints, Operation | undefined, PlannedApp | undefined, PlannedLinks | undefined]
  >([
    () => resolveEndpoints(inputs.baseUrl, inputs.privateInstanceUrl),
    () => planIpBlocks(inputs, workspace, warnings),
    () => (onPullRequests ? undefined : planApp(inputs, workspace)),
    () => (onPullRequests ? undefined : planLinks(inputs))
  ])
  const operations: Operation[] = []
  // The IP blocks come first: that request changes nothing, so when it fails no app has been
  // updated by a step that reports failure.
  if (ipBlocks) operations.push(ipBlocks)
  const plan = {
    endpoints,
    apiToken: inputs.apiToken,
    githubToken: inputs.githubToken,
    operations,
    maxAttempts: inputs.maxAttempts,
    requestTimeoutMs: inputs.requestTimeoutSeconds * 1000,
    dryRun: inputs.dryRun,
    warnings
  }
  if (inputs.sweep) {
    const { planSweep } = await import('./sweep-plan.js')
    operations.push(...(await planSweep(inputs, review, connect)))
    return plan
  }
  if (inputs.previewTtl !== '') {
    throw new InputError(
      'previewTtl',
      message`${input('previewTtl')} is read by a sweep: set it on the step with sweep: true (a preview step never removes a preview for its age).`
    )
  }
  // Pull request events and comments are read only by runs that ask for them.
  if (inputs.preview || inputs.comment) {
    const { planPullRequestWork } = await import('./preview-plan.js')
    operations.push(...(await planPullRequestWork(inputs, workspace, review, connect)))
    return plan
  }
  if (inputs.pullRequest !== undefined) {
    throw new InputError(
      'pullRequest',
      message`${input('pullRequest')} names the pull request of a preview or comment run, but neither preview nor comment is true: set preview: true.`
    )
  }
  for (const name of ['previewName', 'deploymentEnvironment'] as const) {
    if (inputs[name] !== '') {
      throw new InputError(
        name,
        message`${input(name)} is given, but ${input('preview')} is not true: set ${input('preview')}: true.`
      )
    }
  }
  const update = app && (await planUpdate(inputs, app, links))
  if (update) operations.push(...update)
  return plan
}
