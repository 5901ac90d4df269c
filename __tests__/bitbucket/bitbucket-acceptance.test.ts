/**
 * Issue 47 read as a Bitbucket user reads the tool's own words: `--help` of `preview` and
 * `sweep`, the README npm shows for the package, and docs/cli.md's tables, each saying what
 * Bitbucket users get (the keep tag's meaning: the sweep keeps the app, `preview --delete` ends
 * `kept`; Bitbucket's pull requests beside GitLab's merge requests).
 */
import { describe, expect, it } from '@jest/globals'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { commandHelp } from '../../src/cli/help.js'

const ROOT = join(import.meta.dirname, '..', '..')
const read = (path: string): string => readFileSync(join(ROOT, path), 'utf8')
const flat = (text: string): string => text.replace(/\s+/g, ' ')

describe('--help', () => {
  it("says that preview's --commit takes Bitbucket's 12 hex digits or more", () => {
    expect(flat(commandHelp('preview'))).toMatch(/BITBUCKET_COMMIT[^.]*12 hex digits or more/)
  })

  it('says what [keep-preview] does on Bitbucket: the sweep keeps the app, a delete ends kept', () => {
    for (const command of ['preview', 'sweep'] as const) {
      const help = flat(commandHelp(command))
      expect(help).toContain('[keep-preview]')
      expect(help).toMatch(/the sweep keeps (it|its app)/)
      expect(help).toContain('preview --delete ends kept')
    }
  })
})

describe("the npm package's README (npm-package/README.md)", () => {
  const readme = read('npm-package/README.md')
  it('introduces the tool with Bitbucket pull-request previews beside GitLab', () => {
    const intro = flat(readme.split('\n## ')[0] ?? '')
    expect(intro).toContain('Bitbucket')
  })

  it('lists preview and sweep for Bitbucket pull requests, and links its recipe', () => {
    const commands = flat(readme.split('\n## Commands')[1]?.split('\n## ')[0] ?? '')
    expect(commands).toMatch(/`appetize-deploy preview`[^|]*\|[^|]*Bitbucket/)
    expect(commands).toMatch(/`appetize-deploy sweep`[^|]*\|[^|]*pull requests/)
    expect(readme).toContain('\n## Bitbucket Pipelines')
    expect(readme).toContain('docs/cli.md#bitbucket-pipelines-a-preview-app-per-pull-request')
    expect(readme).toContain('APPETIZE_BITBUCKET_TOKEN')
  })
})

describe('docs/cli.md', () => {
  const cli = read('docs/cli.md')
  const row = (start: string): string =>
    flat(cli.split('\n').find(line => line.startsWith(start)) ?? '')

  it("the recipe's sweep after a merge says to name the repository's default branch", () => {
    const recipe = cli.split('### Bitbucket Pipelines')[1]?.split('```')[1] ?? ''
    expect(recipe).toMatch(/^ {4}main: +#.*default branch/m)
  })

  it('says how an API token is made with scopes, and that it expires', () => {
    const token = flat(cli.split('#### The Bitbucket token')[1]?.split('\n### ')[0] ?? '')
    expect(token).toContain('Create API token with scopes')
    expect(token).toMatch(/expires within a year/)
  })

  it("names Bitbucket's pull requests in the commands table, not only GitLab's", () => {
    expect(row('| `appetize-deploy preview --delete`')).toContain('Bitbucket')
    expect(row('| `appetize-deploy sweep`')).toMatch(/declined/)
    expect(row('| `appetize-deploy sweep`')).toMatch(/pull requests/)
  })

  it('says what previewAction kept and sweptPreviews’ pullRequest are on Bitbucket', () => {
    const output = flat(cli.split('\n## Output')[1]?.split('\n## ')[0] ?? '')
    expect(output).toMatch(/`kept` for a merge request or pull request/)
    expect(output).toMatch(/the pull request's id on Bitbucket/)
  })
})
