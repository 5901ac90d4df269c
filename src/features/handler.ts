import type { ReviewPlatform } from '../review/review-platform.js'
import type { AppRecord } from '../service/answers.js'
import type { Operation } from './operations.js'
import type { ServiceClient } from '../service/client.js'
import type { ServiceEndpoints } from '../service/endpoints.js'
import type { StepOutputs } from './step-outputs.js'
import type { Host } from '../shared/host.js'

/** What an operation's handler may use. */
export interface OperationContext {
  readonly host: Host
  readonly client: ServiceClient
  /** Where the service's API and app pages are. */
  readonly endpoints: ServiceEndpoints
  /** The `apiToken` input: preview records are signed with it. */
  readonly apiToken: string
  /** What the operations that ran before this one did (planned values in a dry run). */
  readonly earlier: EarlierResults
  /**
   * True in a dry run: `client` and the review platform record their writes instead of sending
   * them and answer with planned values (a new app is PLANNED_PUBLIC_KEY), while reads are sent.
   * The handler runs as usual; only what it tells a person says "would".
   */
  readonly dryRun: boolean
  /**
   * The review platform, connected with the review token; the client is loaded on the first
   * call only, so runs that never talk to it never load it.
   */
  reviewPlatform(): Promise<ReviewPlatform>
  /**
   * The run's scrub of every secret (src/shared/redaction.ts), for outside text that is cut
   * short before it is printed: scrubbed first, so that the cut never leaves a piece of a secret
   * the print boundary's scrub would have masked whole. Undefined: the text as it is.
   */
  readonly scrub?: (text: string) => string
}

/** An app an operation updated or created, as the service's checked answer describes it. */
export interface DeployedApp {
  readonly record: AppRecord
  /** The app's page, as published in the `appUrl` step output. */
  readonly appUrl: string
}

/** What the operations before this one did, typed: an operation reads them, never outputs. */
export interface EarlierResults {
  /** The last app an operation updated or created. */
  readonly app?: DeployedApp
}

/** What a finished operation gives the run. */
export interface OperationResult {
  /** Its step outputs, set only once every operation of the run succeeded. */
  readonly outputs: StepOutputs
  /** Its section of the run's summary (HTML, outside text escaped); '' for none. */
  readonly section: string
  /**
   * True when its outputs and section describe what a dry run would do (a sweep's removals):
   * a dry run then sets and shows them too.
   */
  readonly describesDryRun?: boolean
  /** The app it updated or created, for the operations after it. */
  readonly app?: DeployedApp
}

/** Runs one kind of operation. */
export interface OperationHandler<O extends Operation> {
  /** The log group title, e.g. "Update app abc". */
  title(operation: O): string
  /**
   * Performs the operation; in a dry run (`context.dryRun`) the same code goes through clients
   * that record its writes.
   *
   * @throws ActionFailure, classified where it happened
   */
  run(operation: O, context: OperationContext): Promise<OperationResult>
}

/**
 * A handler whose code is loaded on its first use (`await import()`), so that a run without
 * such an operation does not load it (its chunk of dist/ stays on disk).
 *
 * @param title the log group title, known without loading anything
 * @param load imports the module and returns its `run`
 */
export function lazyHandler<O extends Operation>(
  title: (operation: O) => string,
  load: () => Promise<Omit<OperationHandler<O>, 'title'>>
): OperationHandler<O> {
  return {
    title,
    run: async (operation, context) => (await load()).run(operation, context)
  }
}
