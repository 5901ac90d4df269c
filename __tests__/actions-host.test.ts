/**
 * The GitHub Actions host, in process: what it writes to the runner's files.
 */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { ActionsHost } from '../src/action/actions-host.js'
import { Redactor } from '../src/shared/redaction.js'

let folder: string
let outputFile: string

beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), 'actions-host-'))
  outputFile = join(folder, 'output')
  writeFileSync(outputFile, '')
  process.env.GITHUB_OUTPUT = outputFile
})
afterEach(() => {
  delete process.env.GITHUB_OUTPUT
  rmSync(folder, { recursive: true, force: true })
})

describe('step outputs', () => {
  it('are scrubbed of secrets', () => {
    const host = new ActionsHost(folder, new Redactor())
    host.mask('s3cr3t-token-value')
    host.setOutput('appUrl', 'https://appetize.io/app/s3cr3t-token-value')
    expect(readFileSync(outputFile, 'utf8')).toMatch(
      /^appUrl<<(\S+)\nhttps:\/\/appetize\.io\/app\/\*\*\*\n\1\n$/
    )
  })

  it('are not set, nor the job summary written, once an unexpected failure has failed the step', () => {
    const summaryFile = join(folder, 'summary')
    writeFileSync(summaryFile, '')
    process.env.GITHUB_STEP_SUMMARY = summaryFile
    try {
      const host = new ActionsHost(folder, new Redactor())
      host.setOutput('publicKey', 'before')
      host.writeSummary('<p>before</p>')
      host.withholdResults()
      host.setOutput('appUrl', 'after')
      host.writeSummary('<p>after</p>')
      const written = readFileSync(outputFile, 'utf8')
      expect(written).toContain('publicKey<<')
      expect(written).not.toContain('appUrl')
      expect(readFileSync(summaryFile, 'utf8')).toBe('<p>before</p>')
    } finally {
      delete process.env.GITHUB_STEP_SUMMARY
    }
  })
})
