/**
 * The print boundary in process, with arbitrary text: whatever goes in, what comes out is one
 * line the runner does not read as a command, and no form of a registered secret survives.
 */
// Inside properties, node:assert: jest's expect() builds every matcher on each call (tens of
// microseconds), paid on each of thousands of runs.
import assert from 'node:assert/strict'
import { describe, expect, it } from '@jest/globals'
import fc from 'fast-check'
import {
  isWorkflowCommand,
  neutraliseCommands,
  runnerMaskPieces
} from '../../src/shared/workflow-commands.js'
import { hostileText, leaksSecret, TOKEN } from '../../test-support/harness/hostile-text.js'
import { Redactor } from '../../src/shared/redaction.js'

describe('the print boundary', () => {
  it('makes one line that is never a workflow command', () => {
    fc.assert(
      fc.property(hostileText, text => {
        const line = neutraliseCommands(text)
        assert.doesNotMatch(line, /[\r\n]/)
        assert.equal(isWorkflowCommand(line), false, `a workflow command: ${JSON.stringify(line)}`)
      }),
      { numRuns: 2000 }
    )
  })

  it('leaves no form of a secret, whole or cut short', () => {
    const redactor = new Redactor()
    redactor.add(TOKEN)
    fc.assert(
      fc.property(hostileText, text => {
        const scrubbed = redactor.scrub(text)
        assert.equal(leaksSecret(scrubbed, TOKEN), false, `a form of the secret in ${scrubbed}`)
      }),
      { numRuns: 2000 }
    )
  })

  it('keeps ordinary text as it is', () => {
    const redactor = new Redactor()
    redactor.add(TOKEN)
    const text = 'Uploading build/app-release.apk (12.3 MiB) to https://api.appetize.io/v1/apps/abc'
    expect(neutraliseCommands(redactor.scrub(text))).toBe(text)
  })

  it('masks a secret holding `##[` with the runner in pieces that hold none and cover it', () => {
    // The counterexample the print-boundary property found: a decoded folder path.
    expect(runnerMaskPieces('/##[warning]tok+9f8e')).toEqual(['#[warning]tok+9f8e'])
    expect(runnerMaskPieces('tok##[##[9f8e')).toEqual(['tok#', '#[9f8e'])
    expect(runnerMaskPieces('abc')).toEqual(['abc'])
    fc.assert(
      fc.property(hostileText, secret => {
        const pieces = runnerMaskPieces(secret)
        for (const piece of pieces) assert.equal(piece.includes('##['), false, piece)
        // In order, the pieces cover the secret but for a few characters next to a `##[`.
        let at = 0
        const left: number[] = []
        for (const piece of [...pieces, '']) {
          const found = piece === '' ? secret.length : secret.indexOf(piece, at)
          assert.notEqual(found, -1, piece)
          for (let index = at; index < found; index++) left.push(index)
          at = found + piece.length
        }
        for (const index of left) {
          const near = secret.slice(Math.max(0, index - 5), index + 6)
          assert.ok(near.includes('##['), `${index} of ${JSON.stringify(secret)} is not masked`)
        }
      }),
      { numRuns: 2000 }
    )
  })
})
