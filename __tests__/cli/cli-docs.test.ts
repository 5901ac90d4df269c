/**
 * docs/cli.md as a user reads it: its GitLab CI and CircleCI recipes pass SchemaStore's schemas
 * for those files (vendored in test-support/fixtures, see NOTICE.md), every YAML block parses, and
 * the options it names are the tool's.
 */
import { describe, expect, it } from '@jest/globals'
import { Ajv, type ErrorObject } from 'ajv'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parse } from 'yaml'
import { REPO_ROOT } from '../../test-support/harness/runner.js'
import { COMMAND_SPECS, COMMON_OPTIONS, variableOf } from '../../src/cli/commands.js'
import { yamlBlocks } from '../../test-support/harness/snippet-checks.js'
import packageJson from '../../package.json' with { type: 'json' }

/** How the recipes run the tool: the exact release this repository is at (issue 48). */
const NPX = `npx --yes appetize-deploy@${packageJson.version}`
/** The same, as a regular expression's source. */
const NPX_PATTERN = NPX.replaceAll('.', '\\.')

const markdown = readFileSync(join(REPO_ROOT, 'docs', 'cli.md'), 'utf8')

/** The ```yaml blocks under the `### <heading>` of a recipe. */
function recipeBlocks(heading: string): string[] {
  const start = markdown.indexOf(`\n### ${heading}`)
  if (start < 0) throw new Error(`docs/cli.md has no recipe "${heading}"`)
  const end = markdown.indexOf('\n### ', start + 1)
  return yamlBlocks(markdown.slice(start, end < 0 ? undefined : end), 'docs/cli.md').map(
    block => block.text
  )
}

/** Where a schema (a vendored fixture) rejects a YAML text; empty when it is valid. */
function schemaErrors(schemaFile: string, yaml: string): string[] {
  const schema = JSON.parse(
    readFileSync(join(REPO_ROOT, 'test-support', 'fixtures', schemaFile), 'utf8')
  ) as object
  // SchemaStore's own tests compile its schemas with strict mode off.
  const validate = new Ajv({ strict: false, allErrors: true, logger: false }).compile(schema)
  if (validate(parse(yaml))) return []
  return (validate.errors ?? []).map(
    (error: ErrorObject) => `${error.instancePath || '/'}: ${error.message ?? error.keyword}`
  )
}

describe('docs/cli.md', () => {
  it.each([
    ['GitLab CI', 'gitlab-ci.json'],
    ['CircleCI', 'circleciconfig.json']
  ])('has a %s recipe that passes the schema', (heading, schemaFile) => {
    const blocks = recipeBlocks(heading)
    expect(blocks).toHaveLength(1)
    expect(schemaErrors(schemaFile, blocks[0] ?? '')).toEqual([])
  })

  it.each([
    ['GitLab CI', 'gitlab-ci.json', 'action: stop', 'action: explode'],
    ['CircleCI', 'circleciconfig.json', 'command: |', 'comand: |']
  ])('would catch a mistake in the %s recipe', (heading, schemaFile, right, wrong) => {
    const broken = (recipeBlocks(heading)[0] ?? '').replace(right, wrong)
    expect(broken).toContain(wrong)
    expect(schemaErrors(schemaFile, broken)).not.toEqual([])
  })

  it('has a GitLab review job, its stop job and a scheduled sweep, as issue 42 asks', () => {
    interface Job {
      script?: string[]
      rules?: Record<string, string | boolean>[]
      resource_group?: string
      variables?: Record<string, string>
      environment?: Record<string, string>
      artifacts?: unknown
    }
    const config = parse(recipeBlocks('GitLab CI')[0] ?? '') as Record<string, Job>
    const mergeRequests = { if: '$CI_PIPELINE_SOURCE == "merge_request_event"' }
    const review = config.review_app
    expect(review?.rules).toEqual([mergeRequests])
    expect(review?.resource_group).toBe('review/$CI_MERGE_REQUEST_IID')
    expect(review?.environment).toEqual({
      name: 'review/$CI_MERGE_REQUEST_IID',
      url: '$APPETIZE_APP_URL',
      on_stop: 'stop_review_app',
      auto_stop_in: '2 weeks'
    })
    expect(review?.artifacts).toEqual({ reports: { dotenv: 'review.env' } })
    expect(review?.script).toEqual([
      expect.stringMatching(
        new RegExp(`^${NPX_PATTERN} preview --file \\S+ .*--output dotenv > review\\.env$`)
      )
    ])
    const stop = config.stop_review_app
    expect(stop?.rules).toEqual([{ ...mergeRequests, when: 'manual', allow_failure: true }])
    expect(stop?.resource_group).toBe(review?.resource_group)
    expect(stop?.variables).toEqual({ GIT_STRATEGY: 'none' })
    expect(stop?.environment).toEqual({ name: review?.environment?.name, action: 'stop' })
    expect(stop?.script).toEqual([`${NPX} preview --delete`])
    const sweep = config.sweep_previews
    expect(sweep?.rules).toEqual([{ if: '$CI_PIPELINE_SOURCE == "schedule"' }])
    expect(sweep?.script).toEqual([
      expect.stringMatching(new RegExp(`^${NPX_PATTERN} sweep --preview-ttl \\d+[hdw]$`))
    ])
  })

  it('parses every YAML block, each to a mapping or a list', () => {
    const blocks = yamlBlocks(markdown, 'docs/cli.md')
    // Every fence is read (a loop over none would pass), and the recipes are there.
    expect(blocks).toHaveLength(markdown.match(/^```ya?ml\b/gm)?.length ?? -1)
    expect(blocks.length).toBeGreaterThanOrEqual(4)
    const refused = blocks.flatMap(block => {
      try {
        const value: unknown = parse(block.text)
        return typeof value === 'object' && value !== null
          ? []
          : [`line ${block.line}: neither a mapping nor a list`]
      } catch (error) {
        return [`line ${block.line}: ${(error as Error).message}`]
      }
    })
    expect(refused).toEqual([])
  })

  it('names only options the tool has, and every one of them with its variable', () => {
    const options = new Set(
      [...Object.values(COMMAND_SPECS).flatMap(spec => spec.options), ...COMMON_OPTIONS].map(
        option => option.flag
      )
    )
    const named = new Set([...markdown.matchAll(/(?<![\w-])--([a-z][a-z0-9-]+)/g)].map(m => m[1]))
    const unknown = [...named].filter(
      flag =>
        flag !== undefined &&
        !options.has(flag) &&
        !(
          // npx's and npm's own, envman's (Bitrise), the refused tokens, npm run fake-gitlab's
          [
            'help',
            'version',
            'api-token',
            'gitlab-token',
            'bitbucket-token',
            'yes',
            'global',
            'key',
            'value',
            'path-prefix'
          ].includes(flag)
        )
    )
    expect(unknown).toEqual([])
    for (const flag of options) {
      expect(markdown).toContain(`\`--${flag}`)
      expect(markdown).toContain(`\`${variableOf(flag)}\``)
    }
  })
})
