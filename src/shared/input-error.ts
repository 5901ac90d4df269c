import { ActionFailure } from './failure.js'
import type { InputName, Text } from './message.js'

/**
 * A problem with what the user gave, found before any request is sent. Its message names the
 * input (as a reference: each front end names it its way), what is wrong with the value and
 * what is allowed.
 */
export class InputError extends ActionFailure {
  /** The input the problem is in, e.g. `settings` or `publicKey`. */
  readonly input: InputName

  /**
   * @param input the input's action.yml name
   * @param text what is wrong and what is allowed
   * @param advice what to do, when it is not "fix the input" (the front end's words)
   */
  constructor(input: InputName, text: Text, advice?: Text) {
    super('invalid-input', text, advice)
    this.name = 'InputError'
    this.input = input
  }

  /** "Invalid input: settings", without a front end's words (each front end titles its own). */
  override get title(): string {
    return `Invalid input: ${this.input}`
  }
}

/**
 * Several input errors found in one pass, reported together so that one run shows every mistake
 * (each front end reports each of them: an annotation each, a line each).
 */
export class InputErrors extends ActionFailure {
  readonly errors: readonly InputError[]

  /** @param errors at least one */
  constructor(errors: readonly InputError[]) {
    super('invalid-input', errors.map(error => error.message).join('\n'))
    this.name = 'InputErrors'
    this.errors = errors
  }
}

/**
 * Runs each check in turn and gathers the input errors they throw, so that one run reports
 * every mistake; anything else thrown stops at once.
 *
 * @returns what each check returned (undefined for one that threw an input error)
 * @throws the input error, or InputErrors when several checks threw one
 */
export async function checkAll<T extends readonly unknown[]>(checks: {
  readonly [K in keyof T]: () => T[K] | Promise<T[K]>
}): Promise<T> {
  const errors: InputError[] = []
  const results: unknown[] = []
  for (const check of checks as ReadonlyArray<() => unknown>) {
    try {
      results.push(await check())
    } catch (error) {
      if (error instanceof InputErrors) errors.push(...error.errors)
      else if (error instanceof InputError) errors.push(error)
      else throw error
      results.push(undefined)
    }
  }
  throwAll(errors)
  return results as unknown as T
}

/** Throws the input errors gathered: one as itself, several together; none: nothing. */
export function throwAll(errors: readonly InputError[]): void {
  if (errors.length === 1 && errors[0]) throw errors[0]
  if (errors.length > 1) throw new InputErrors(errors)
}
