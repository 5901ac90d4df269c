/**
 * A run's failure as a front end shows it: a title, what happened and what to do, each in the
 * front end's words (src/shared/message.ts). Every input error of the run is one report.
 */
import { FAILURE_KINDS, type ActionFailure } from './failure.js'
import { InputError, InputErrors } from './input-error.js'
import { render, type Words } from './message.js'

/** One failure, worded: an error annotation's title and text, and the advice. */
export interface FailureReport {
  readonly title: string
  readonly message: string
  readonly advice: string
}

/**
 * The reports of a failure: one, or one per input error it holds. Not yet made safe to print:
 * the host's boundary does that.
 */
export function failureReports(failure: ActionFailure, words: Words): FailureReport[] {
  const failures = failure instanceof InputErrors ? failure.errors : [failure]
  return failures.map(one => ({
    title:
      one instanceof InputError
        ? words.invalidInput(one.input)
        : (words.titles[one.kind] ?? FAILURE_KINDS[one.kind].title),
    message: render(one.text, words),
    advice:
      one.advice !== undefined
        ? render(one.advice, words)
        : one instanceof InputError
          ? words.fixInput(one.input)
          : words.advice[one.kind]
  }))
}
