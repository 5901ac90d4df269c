/**
 * The print boundary in process, with arbitrary text: whatever goes in, what comes out is one
 * line the runner does not read as a command, and no form of a registered secret survives.
 */
import { describe, expect, it } from '@jest/globals'
import fc from 'fast-check'
import { isWorkflowCommand, neutraliseCommands } from '../src/host/workflow-commands.js'
import { hostileText, leaksSecret, TOKEN } from '../harness/hostile-text.js'
import { Redactor } from '../src/secrets/redaction.js'

describe('the print boundary', () => {
  it('makes one line that is never a workflow command', () => {
    fc.assert(
      fc.property(hostileText, text => {
        const line = neutraliseCommands(text)
        expect(line.split(/\r\n|\n|\r/)).toHaveLength(1)
        expect(isWorkflowCommand(line)).toBe(false)
      }),
      { numRuns: 2000 }
    )
  })

  it('leaves no form of a secret, whole or cut short', () => {
    const redactor = new Redactor()
    redactor.add(TOKEN)
    fc.assert(
      fc.property(hostileText, text => {
        expect(leaksSecret(redactor.scrub(text), TOKEN)).toBe(false)
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
})
