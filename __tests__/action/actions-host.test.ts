/**
 * The GitHub Actions host, in process: what it writes to the runner's files.
 */
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { ActionsHost } from '../../src/action/actions-host.js'
import { Redactor } from '../../src/shared/redaction.js'

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
    // The mask goes to the runner on stdout: caught here, so that the test run prints no
    // workflow command of its own.
    const stdout = jest.spyOn(process.stdout, 'write').mockImplementation(() => true)
    let written: string[]
    try {
      host.mask('s3cr3t-token-value')
    } finally {
      written = stdout.mock.calls.map(([line]) => String(line))
      stdout.mockRestore()
    }
    expect(written).toEqual(['::add-mask::s3cr3t-token-value\n'])
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

describe('masks', () => {
  it('never write `##[` to the runner, and the secret is still hidden whole in what is printed', () => {
    const host = new ActionsHost(folder, new Redactor())
    const stdout = jest.spyOn(process.stdout, 'write').mockImplementation(() => true)
    let written: string[]
    try {
      // A build URL's folder path, decoded (the print-boundary property's counterexample).
      host.mask('/##[warning]tok+9f8e', { pieces: false })
      host.info('echoed: /##[warning]tok+9f8e/app.apk')
    } finally {
      written = stdout.mock.calls.map(([line]) => String(line))
      stdout.mockRestore()
    }
    expect(written).toEqual(['::add-mask::#[warning]tok+9f8e\n', 'echoed: ***/app.apk\n'])
  })
})
