/**
 * Hostile answers to an update the service applied, and to the read-back after an update whose
 * answer broke off, through the bundled action: see hostile-update-sweep.ts.
 */
import { describe, it } from '@jest/globals'
import { expectHostileAnswerHandled, hostileAnswerCases } from './hostile-update-sweep.js'

describe('hostile answers around an update that was applied, through the bundle', () => {
  it.each(hostileAnswerCases(['update, applied', 'read-back']))('%s: %s', (variant, what, fault) =>
    expectHostileAnswerHandled(variant, what, fault)
  )
})
