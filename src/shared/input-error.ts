import { ActionFailure } from './failure.js'

/**
 * A problem with what the user gave the action, found before any request is sent. Its message
 * names the input, says what is wrong with the value and what is allowed.
 */
export class InputError extends ActionFailure {
  /** The action input the problem is in, e.g. `settings` or `publicKey`. */
  readonly input: string

  /**
   * @param input the input's action.yml name
   * @param message what is wrong and what is allowed
   * @param advice what to do, when it is not "fix the input in the workflow file"
   */
  constructor(input: string, message: string, advice?: string) {
    super(
      'invalid-input',
      message,
      advice ?? `Fix the ${input} input in the workflow file; nothing was sent to the service.`
    )
    this.name = 'InputError'
    this.input = input
  }

  /** "Invalid input: settings". */
  override get title(): string {
    return `Invalid input: ${this.input}`
  }
}
