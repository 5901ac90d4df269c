/**
 * Hostile answers to an update from something that did not apply it (a proxy, a web site at
 * baseUrl), through the bundled action: see test-support/harness/hostile-update-variants.ts.
 */
import { describe, it } from '@jest/globals'
import {
  expectHostileAnswerHandled,
  hostileAnswerCases
} from '../../test-support/harness/hostile-update-variants.js'

describe('hostile answers to an update that was not applied, through the bundle', () => {
  it.each(hostileAnswerCases(['update, not applied']))('%s: %s', (variant, what, fault) =>
    expectHostileAnswerHandled(variant, what, fault)
  )
})
