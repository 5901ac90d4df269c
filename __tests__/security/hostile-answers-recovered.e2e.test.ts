/**
 * Hostile answers to an update the service applied, and to the read-back after an update whose
 * answer broke off, through the bundled action: see test-support/harness/hostile-update-variants.ts.
 */
import { describe, it } from '@jest/globals'
import {
  expectHostileAnswerHandled,
  hostileAnswerCases
} from '../../test-support/harness/hostile-update-variants.js'

describe('hostile answers around an update that was applied, through the bundle', () => {
  it.each(hostileAnswerCases(['update, applied', 'read-back']))('%s: %s', (variant, what, fault) =>
    expectHostileAnswerHandled(variant, what, fault)
  )
})
