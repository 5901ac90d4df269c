import type { Operation } from '../../plan/operations.js'
import type { RunPlan } from '../../plan/plan.js'
import type { ServiceClient } from '../../service/client.js'
import type { HttpRequest } from '../../service/http-attempt.js'
import type { StepOutputs } from '../../outputs/step-outputs.js'
import type { Host } from '../host.js'

/** What an operation's handler may use. */
export interface OperationContext {
  readonly host: Host
  readonly client: ServiceClient
  readonly plan: RunPlan
}

/** What a finished operation gives the run. */
export interface OperationResult {
  /** Its step outputs, set only once every operation of the run succeeded. */
  readonly outputs: StepOutputs
  /** Its section of the job summary (HTML, outside text escaped). */
  readonly section: string
}

/** Runs one kind of operation. */
export interface OperationHandler<O extends Operation> {
  /** The log group title, e.g. "Update app abc". */
  title(operation: O): string
  /**
   * Performs the operation.
   *
   * @throws ActionFailure, classified where it happened
   */
  run(operation: O, context: OperationContext): Promise<OperationResult>
  /** The requests the operation would send, for a dry run (reads nothing, sends nothing). */
  plannedRequests(operation: O, context: OperationContext): Promise<HttpRequest[]>
}
