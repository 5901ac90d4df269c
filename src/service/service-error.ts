/**
 * The service refused or failed a request, or could not be reached, or answered with something
 * the action cannot trust. The message is written for a person: what happened (with the number
 * of attempts when there were several), and what to do about it. It never contains the API token.
 */
export class ServiceError extends Error {
  /** The HTTP status of the last response; undefined when none arrived (network, timeout). */
  readonly status?: number

  constructor(message: string, status?: number) {
    super(message)
    this.name = 'ServiceError'
    this.status = status
  }
}
