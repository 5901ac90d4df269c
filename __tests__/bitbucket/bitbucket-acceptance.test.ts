/**
 * Issue 47 read as a Bitbucket user reads the tool's own words: `--help` of `preview` and
 * `sweep`, the README npm shows for the package, and docs/cli.md's tables, each saying what
 * Bitbucket users get (the keep tag's meaning: the sweep keeps the app, `preview --delete` ends
 * `kept`; Bitbucket's pull requests beside GitLab's merge requests).
 */
import { describe, expect, it } from '@jest/globals'
import { commandHelp } from '../../src/cli/help.js'

const flat = (text: string): string => text.replace(/\s+/g, ' ')

describe('--help', () => {
  it('says what [keep-preview] does on Bitbucket: the sweep keeps the app, a delete ends kept', () => {
    for (const command of ['preview', 'sweep'] as const) {
      const help = flat(commandHelp(command))
      expect(help).toContain('[keep-preview]')
      expect(help).toMatch(/the sweep keeps (it|its app)/)
      expect(help).toContain('preview --delete ends kept')
    }
  })
})
