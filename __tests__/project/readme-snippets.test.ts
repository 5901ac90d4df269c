/**
 * Every workflow in the user documentation (README.md and every Markdown file under docs/) runs
 * as pasted: each ```yaml block that is a workflow, or a list of steps (checked inside a minimal
 * workflow), passes the public workflow schema (SchemaStore's github-workflow.json) and
 * actionlint (with the repository's .github/actionlint.yaml), gives this action only inputs
 * action.yml declares and reads only outputs it sets; third-party actions are pinned by commit
 * SHA, and this action by the newest release.
 */
import { beforeAll, describe, expect, it } from '@jest/globals'
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parse } from 'yaml'
import { REPO_ROOT } from '../../test-support/harness/runner.js'
import {
  actionMisuse,
  actionName,
  asWorkflow,
  createLint,
  documentationFiles,
  runScripts,
  shellBlocks,
  shellcheck,
  schemaErrors,
  yamlBlocks,
  type ActionInterface,
  type Lint,
  type WorkflowSnippet,
  type YamlBlock
} from '../../test-support/harness/snippet-checks.js'

const read = (path: string): string => readFileSync(join(REPO_ROOT, path), 'utf8')
const files = documentationFiles()
const documents = files.map(file => ({ file, text: read(file) }))
const actionYml = parse(read('action.yml')) as {
  inputs: Record<string, unknown>
  outputs: Record<string, unknown>
}
const action: ActionInterface = {
  inputs: new Set(Object.keys(actionYml.inputs)),
  outputs: new Set(Object.keys(actionYml.outputs))
}
const blocks = documents.flatMap(({ file, text }) => yamlBlocks(text, file))
const name = actionName(blocks)
/** Each block as a workflow to check, or the reason it is not valid YAML. */
const checked = blocks.map(block => {
  try {
    return { block, snippet: asWorkflow(block) }
  } catch (error) {
    return { block, error: `${block.file}:${block.line}: ${(error as Error).message}` }
  }
})
const snippets = checked.flatMap(({ snippet }) => (snippet ? [snippet] : []))
const cases = snippets.map(
  snippet => [`${snippet.kind} at ${snippet.block.file}:${snippet.block.line}`, snippet] as const
)

/** The newest release CHANGELOG.md lists (its first `## [X.Y.Z] - date` heading). */
const newestRelease = /^## \[(\d+\.\d+\.\d+)\] - \d{4}-\d{2}-\d{2}$/m.exec(
  read('CHANGELOG.md')
)?.[1]

/**
 * Every version of this action a Markdown text tells users to pin: `owner/name@vX.Y.Z` (a
 * `uses:` line) and `owner/name vX.Y.Z` (looking the release's commit up).
 */
function pinnedVersions(markdown: string): string[] {
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  const pattern = new RegExp(`${escaped}(?:@|\\s+)(v\\d+(?:\\.\\d+)*)`, 'g')
  return [...markdown.matchAll(pattern)].map(match => match[1] ?? '')
}

let lint: Lint
beforeAll(async () => {
  lint = await createLint()
})

describe('the workflow snippets of README.md and docs/', () => {
  it('are valid YAML', () => {
    expect(checked.flatMap(({ error }) => (error ? [error] : []))).toEqual([])
  })

  it('are workflows or steps, except excerpts of `with:` and `env:`', () => {
    expect(snippets.filter(snippet => snippet.kind === 'workflow').length).toBeGreaterThanOrEqual(8)
    expect(snippets.filter(snippet => snippet.kind === 'steps').length).toBeGreaterThanOrEqual(4)
    const excerpts = checked.filter(({ snippet, error }) => !snippet && !error)
    for (const { block } of excerpts) {
      const keys = Object.keys(parse(block.text) as object)
      expect([block.line, keys.filter(key => !['settings', 'env'].includes(key))]).toEqual([
        block.line,
        []
      ])
    }
  })

  it.each(cases)('%s passes the workflow schema', (_, snippet) => {
    expect(schemaErrors(snippet)).toEqual([])
  })

  it.each(cases)('%s passes actionlint', async (_, snippet) => {
    expect(await lint(snippet)).toEqual([])
  })

  it.each(cases)('%s uses only the inputs and outputs action.yml declares', (_, snippet) => {
    expect(actionMisuse(snippet, name, action)).toEqual([])
  })

  it.each(cases)('%s has run: scripts that pass shellcheck', (_, snippet) => {
    expect(runScripts(snippet).flatMap(shellcheck)).toEqual([])
  })

  it('have ```sh blocks that pass shellcheck', () => {
    const scripts = documents.flatMap(({ file, text }) => shellBlocks(text, file))
    expect(scripts.length).toBeGreaterThanOrEqual(2)
    expect(scripts.flatMap(shellcheck)).toEqual([])
  })

  it('pins every other action by full commit SHA, with its version in a comment', () => {
    const uses = blocks.flatMap(block =>
      block.text
        .split('\n')
        .map((line, index) => ({ line: block.line + index, text: line.trim() }))
        .filter(line => /^(- )?uses:/.test(line.text) && !line.text.includes(`${name}@`))
    )
    expect(uses.length).toBeGreaterThanOrEqual(10)
    for (const { line, text } of uses) {
      expect([line, text]).toEqual([
        line,
        expect.stringMatching(/uses: [\w.-]+\/[\w./-]+@[0-9a-f]{40} # v\d+\.\d+\.\d+$/)
      ])
    }
  })

  it('are read from README.md and every Markdown file under docs/', () => {
    expect(files).toEqual(
      expect.arrayContaining(['README.md', 'docs/firewall.md', 'docs/previews.md'])
    )
    const withYaml = documents.filter(({ text }) => /^```ya?ml\s*$/m.test(text))
    expect(withYaml.length).toBeGreaterThanOrEqual(4)
    for (const { file } of withYaml) {
      expect([file, blocks.some(block => block.file === file)]).toEqual([file, true])
    }
  })

  it('pin this action to the newest release, the version package.json and CHANGELOG.md name', () => {
    const packageJson = JSON.parse(read('package.json')) as { version: string }
    expect(newestRelease).toBe(packageJson.version)
    const pins = documents.flatMap(({ file, text }) => pinnedVersions(text).map(pin => [file, pin]))
    expect(pins.length).toBeGreaterThanOrEqual(10)
    expect(pins.filter(([, pin]) => pin !== `v${newestRelease}`)).toEqual([])
  })
})

describe('the snippet checks', () => {
  const block = (text: string): YamlBlock => ({ file: 'docs/example.md', line: 100, text })
  const steps = (text: string): WorkflowSnippet => asWorkflow(block(text))!

  it('wrap a list of steps into a workflow, and leave other excerpts alone', () => {
    expect(steps('- run: echo hi\n').kind).toBe('steps')
    expect(asWorkflow(block('settings: |\n  timeout: 60\n'))).toBeUndefined()
    expect(asWorkflow(block('on: push\nname: no jobs\n'))).toBeUndefined()
    expect(() => asWorkflow(block('- run: [unclosed\n'))).toThrow()
  })

  it('report what shellcheck finds in a run: script, an expression read as a word', () => {
    const snippet = steps(
      '- run: |\n    cp ${{ runner.temp }}/a.txt "$HOME"\n    [ -f $FILE ] && echo found\n'
    )
    expect(runScripts(snippet).map(script => script.script)).toEqual([
      'cp __________________/a.txt "$HOME"\n[ -f $FILE ] && echo found\n'
    ])
    expect(runScripts(snippet).flatMap(shellcheck)).toEqual([
      expect.stringMatching(/^docs\/example\.md:100: job 1, step 1: line 2: SC2086 /)
    ])
    expect(shellBlocks('```sh\nls $DIR\n```\n', 'x.md').flatMap(shellcheck)).toEqual([
      expect.stringMatching(/^x\.md:2: line 1: SC2086 /)
    ])
  })

  it('report what the workflow schema refuses', () => {
    expect(schemaErrors(steps('- uses: actions/checkout@v1\n  wiht:\n    ref: main\n'))).toEqual(
      expect.arrayContaining([expect.stringContaining('additionalProperty":"wiht"')])
    )
  })

  it('report what actionlint finds, at its line in its Markdown file', async () => {
    const snippet = steps('- run: echo hi\n- run: echo "${{ steps.build.outputs.url }}"\n')
    expect(await lint(snippet)).toEqual([
      expect.stringMatching(/^docs\/example\.md:101:\d+: property "build"/)
    ])
    expect(await lint(steps('- run: echo "${{ vars.KEY }}"\n'))).toEqual([])
    expect(await lint(steps('- run: echo "${{ varz.KEY }}"\n'))).toHaveLength(1)
    const runner = (label: string): WorkflowSnippet =>
      asWorkflow(
        block(
          `on: push\njobs:\n  a:\n    runs-on: [self-hosted, ${label}]\n    steps:\n      - run: echo hi\n`
        )
      )!
    expect(await lint(runner('nginx'))).toEqual([])
    expect(await lint(runner('nginks'))).toEqual([
      expect.stringContaining('label "nginks" is unknown')
    ])
  })

  it('take the self-hosted runner labels from .github/actionlint.yaml, and only from there', async () => {
    const config = join(mkdtempSync(join(tmpdir(), 'actionlint-')), 'actionlint.yaml')
    writeFileSync(config, 'self-hosted-runner:\n  labels: [gpu]\n')
    const other = await createLint(config)
    const runner = (label: string): WorkflowSnippet =>
      asWorkflow(
        block(
          `on: push\njobs:\n  a:\n    runs-on: [self-hosted, ${label}]\n    steps:\n      - run: echo hi\n`
        )
      )!
    expect(await other(runner('gpu'))).toEqual([])
    expect(await other(runner('nginx'))).toEqual([
      expect.stringContaining('label "nginx" is unknown')
    ])
    writeFileSync(config, 'self-hosted-runner: {}\n')
    await expect(createLint(config)).rejects.toThrow('self-hosted-runner.labels')
  })

  it('find every version of this action the docs tell users to pin', () => {
    const markdown = [
      `- uses: ${name}@v1.2.3`,
      `git ls-remote --tags https://github.com/${name} v1.2.3`,
      `- uses: ${name}@v1 # the major tag.`,
      `- uses: other/${name.split('/')[1]}x@v9.9.9`
    ].join('\n')
    expect(pinnedVersions(markdown)).toEqual(['v1.2.3', 'v1.2.3', 'v1'])
  })

  it('report an input or output of this action that action.yml does not declare', () => {
    const snippet = steps(
      [
        `- id: deploy`,
        `  uses: ${name}@v1.0.0`,
        `  with:`,
        `    publicKye: p7nww3n6ubq73r1nh9jtauqy8w`,
        `- run: echo "$APP_URL"`,
        `  env:`,
        '    APP_URL: ${{ steps.deploy.outputs.appURL }}',
        '    KEY: ${{ steps.deploy.outputs.publicKey }}'
      ].join('\n')
    )
    expect(actionMisuse(snippet, name, action)).toEqual([
      'with: publicKye is not an input of action.yml',
      'steps.deploy.outputs.appURL is not an output of action.yml'
    ])
  })
})
