import { InputError } from '../inputs/input-error.js'
import { ServiceError } from '../service/service-error.js'

/** A failed run as a person should read it: annotation title, message, and what to do. */
export interface FailureReport {
  readonly title: string
  readonly message: string
  readonly hint: string
}

/**
 * Describes why a run failed, for the error annotation and the job summary.
 *
 * @param error anything thrown by the run
 */
export function describeFailure(error: unknown): FailureReport {
  const message = error instanceof Error ? error.message : String(error)
  if (error instanceof InputError) {
    return {
      title: `Invalid input: ${error.input}`,
      message,
      hint: `Fix the ${error.input} input in the workflow file; nothing was sent to the service.`
    }
  }
  if (error instanceof ServiceError) {
    return { title: 'Deploy failed', message, hint: hintForStatus(error.status) }
  }
  return {
    title: 'Unexpected error',
    message,
    hint: 'Re-run the job with debug logging enabled for details, and report the problem if it persists.'
  }
}

function hintForStatus(status: number | undefined): string {
  switch (status) {
    case 401:
    case 403:
      return 'Check the apiToken secret: it must be a valid API token of the organization that owns the app.'
    case 404:
      return 'Check publicKey, and baseUrl or privateInstanceUrl if you set them.'
    case 400:
      return 'Fix the field the service names, in settings or in its own input.'
    case 200:
      return 'The service sent an answer the action cannot trust; re-run the job later.'
    default:
      return 'The service or the network had a problem that may pass: re-run the job. If it keeps happening, raise maxAttempts or requestTimeout.'
  }
}
