/**
 * The service refused or failed a request, or could not be reached. The message is written for a
 * person: what happened, and what to do about it. It never contains the API token.
 */
export class ServiceError extends Error {
  /** The HTTP status of the last response; undefined when none arrived (network, timeout). */
  readonly status?: number
  /** How many attempts were made. */
  readonly attempts: number

  constructor(message: string, attempts: number, status?: number) {
    super(message)
    this.name = 'ServiceError'
    this.status = status
    this.attempts = attempts
  }
}
