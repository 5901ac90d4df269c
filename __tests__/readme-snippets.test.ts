/**
 * Every workflow in the README runs as pasted: each ```yaml block that is a workflow, or a list
 * of steps (checked inside a minimal workflow), passes the public workflow schema (SchemaStore's
 * github-workflow.json) and actionlint, gives this action only inputs action.yml declares and
 * reads only outputs it sets; third-party actions are pinned by commit SHA.
 */
import { beforeAll, describe, expect, it } from '@jest/globals'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parse } from 'yaml'
import { REPO_ROOT } from '../harness/runner.js'
import {
  actionMisuse,
  actionName,
  asWorkflow,
  createLint,
  schemaErrors,
  yamlBlocks,
  type ActionInterface,
  type Lint,
  type WorkflowSnippet,
  type YamlBlock
} from './snippet-checks.js'

const readme = readFileSync(join(REPO_ROOT, 'README.md'), 'utf8')
const actionYml = parse(readFileSync(join(REPO_ROOT, 'action.yml'), 'utf8')) as {
  inputs: Record<string, unknown>
  outputs: Record<string, unknown>
}
const action: ActionInterface = {
  inputs: new Set(Object.keys(actionYml.inputs)),
  outputs: new Set(Object.keys(actionYml.outputs))
}
const blocks = yamlBlocks(readme)
const name = actionName(blocks)
/** Each block as a workflow to check, or the reason it is not valid YAML. */
const checked = blocks.map(block => {
  try {
    return { block, snippet: asWorkflow(block) }
  } catch (error) {
    return { block, error: `README.md:${block.line}: ${(error as Error).message}` }
  }
})
const snippets = checked.flatMap(({ snippet }) => (snippet ? [snippet] : []))
const cases = snippets.map(
  snippet => [`${snippet.kind} at README.md:${snippet.block.line}`, snippet] as const
)

let lint: Lint
beforeAll(async () => {
  lint = await createLint()
})

describe('README workflow snippets', () => {
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

  it.each(cases)('%s passes actionlint', (_, snippet) => {
    expect(lint(snippet)).toEqual([])
  })

  it.each(cases)('%s uses only the inputs and outputs action.yml declares', (_, snippet) => {
    expect(actionMisuse(snippet, name, action)).toEqual([])
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

  it('pins this action to one version everywhere', () => {
    const pattern = new RegExp(`uses: ${name}@(\\S+)`, 'g')
    const refs = new Set(blocks.flatMap(block => [...block.text.matchAll(pattern)].map(m => m[1])))
    expect([...refs]).toEqual([expect.stringMatching(/^v\d+\.\d+\.\d+$/)])
  })
})

describe('the snippet checks', () => {
  const block = (text: string): YamlBlock => ({ line: 100, text })
  const steps = (text: string): WorkflowSnippet => asWorkflow(block(text))!

  it('wrap a list of steps into a workflow, and leave other excerpts alone', () => {
    expect(steps('- run: echo hi\n').kind).toBe('steps')
    expect(asWorkflow(block('settings: |\n  timeout: 60\n'))).toBeUndefined()
    expect(asWorkflow(block('on: push\nname: no jobs\n'))).toBeUndefined()
    expect(() => asWorkflow(block('- run: [unclosed\n'))).toThrow()
  })

  it('report what the workflow schema refuses', () => {
    expect(schemaErrors(steps('- uses: actions/checkout@v1\n  wiht:\n    ref: main\n'))).toEqual(
      expect.arrayContaining([expect.stringContaining('additionalProperty":"wiht"')])
    )
  })

  it('report what actionlint finds, at its line in the README', () => {
    const snippet = steps('- run: echo hi\n- run: echo "${{ steps.build.outputs.url }}"\n')
    expect(lint(snippet)).toEqual([expect.stringMatching(/^README\.md:101:\d+: property "build"/)])
    expect(lint(steps('- run: echo "${{ vars.KEY }}"\n'))).toEqual([])
    expect(lint(steps('- run: echo "${{ varz.KEY }}"\n'))).toHaveLength(1)
    const runner = (label: string): WorkflowSnippet =>
      asWorkflow(
        block(
          `on: push\njobs:\n  a:\n    runs-on: [self-hosted, ${label}]\n    steps:\n      - run: echo hi\n`
        )
      )!
    expect(lint(runner('nginx'))).toEqual([])
    expect(lint(runner('nginks'))).toEqual([expect.stringContaining('label "nginks" is unknown')])
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
