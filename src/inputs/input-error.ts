/**
 * A problem with what the user gave the action, found before any request is sent. Its message
 * names the input, says what is wrong with the value and what is allowed.
 */
export class InputError extends Error {
  /** The action input the problem is in, e.g. `settings` or `publicKey`. */
  readonly input: string

  constructor(input: string, message: string) {
    super(message)
    this.name = 'InputError'
    this.input = input
  }
}
