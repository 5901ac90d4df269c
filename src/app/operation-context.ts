import { ActionFailure } from '../shared/failure.js'
import type { ActionInputs } from './inputs.js'
import type { OperationContext } from '../features/handler.js'
import type { RunPlan } from './plan/plan.js'
import type { Redactor } from '../shared/redaction.js'
import { ServiceClient } from '../service/client.js'
import type { ServiceClientOptions } from '../service/requests.js'
import type { HttpRequest } from '../service/http-attempt.js'
import type { ReviewPlatform } from '../review/review-platform.js'
import type { ReviewPort } from '../review/review-port.js'
import type { Host } from '../shared/host.js'

/** A dry run's recorder: the clients hand it their writes instead of sending them. */
export type RequestRecorder = (request: HttpRequest) => void

/**
 * What every operation of the plan may use: one service client, one review client.
 *
 * @param reviewPlatform the run's one connection to the review platform (connected on first use)
 * @param record a dry run's recorder; undefined in a real run
 * @param userAgent the front end's User-Agent for the service; the action's when undefined
 */
export async function operationContext(
  plan: RunPlan,
  host: Host,
  redactor: Redactor,
  reviewPlatform: () => Promise<ReviewPlatform>,
  record: RequestRecorder | undefined,
  userAgent?: string
): Promise<OperationContext> {
  const clientOptions: ServiceClientOptions = {
    endpoints: plan.endpoints,
    apiToken: plan.apiToken,
    maxAttempts: plan.maxAttempts,
    requestTimeoutMs: plan.requestTimeoutMs,
    redactor,
    log: host,
    sleep: ms => host.sleep(ms),
    now: () => host.now(),
    random: () => host.random(),
    userAgent
  }
  return {
    host,
    endpoints: plan.endpoints,
    apiToken: plan.apiToken,
    earlier: {},
    dryRun: record !== undefined,
    reviewPlatform,
    scrub: text => redactor.scrub(text),
    // The recording client is loaded only by a dry run.
    client: record
      ? new (await import('../service/recording-client.js')).RecordingServiceClient(
          clientOptions,
          record
        )
      : new ServiceClient(clientOptions)
  }
}

/**
 * The review platform's API with `githubToken`, loaded on first use (a chunk of its own). Each
 * request gets at most 30 s (GitHub answers in well under a second); a rate limit is waited out
 * within `requestTimeout`, with the run's one retry policy. What it sends is scrubbed of the
 * run's secrets, as everything the host prints is: a comment or a deployment carries text from
 * outside (the service's answer, a branch name).
 *
 * @param record a dry run's recorder: the platform's writes go to it instead
 * @throws ActionFailure when the front end has no review platform (planning refuses such runs)
 */
export async function connectReview(
  inputs: ActionInputs,
  review: ReviewPort | undefined,
  host: Host,
  redactor: Redactor,
  record: RequestRecorder | undefined
): Promise<ReviewPlatform> {
  if (!review) throw new ActionFailure('unexpected', 'This run has no review platform.')
  const deadlineMs = inputs.requestTimeoutSeconds * 1000
  return review.connect({
    reviewToken: inputs.githubToken,
    requestTimeoutMs: Math.min(deadlineMs, 30_000),
    onWarning: message => host.warning(message),
    redactor,
    record,
    maxAttempts: inputs.maxAttempts,
    deadlineMs,
    log: line => host.info(line),
    sleep: ms => host.sleep(ms),
    now: () => host.now()
  })
}
