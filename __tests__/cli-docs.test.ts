/**
 * docs/cli.md as a user reads it: its GitLab CI and CircleCI recipes pass SchemaStore's schemas
 * for those files (vendored in __tests__/fixtures, see NOTICE.md), every YAML block parses, and
 * the options it names are the tool's.
 */
import { describe, expect, it } from '@jest/globals'
import { Ajv, type ErrorObject } from 'ajv'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parse } from 'yaml'
import { REPO_ROOT } from '../harness/runner.js'
import { COMMAND_SPECS, COMMON_OPTIONS, variableOf } from '../src/cli/commands.js'
import { yamlBlocks } from './snippet-checks.js'

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
    readFileSync(join(REPO_ROOT, '__tests__', 'fixtures', schemaFile), 'utf8')
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

  it('has a GitLab review app: create and update, a dotenv report, and delete on stop', () => {
    const config = parse(recipeBlocks('GitLab CI')[0] ?? '') as Record<
      string,
      { script?: string[]; environment?: Record<string, string>; artifacts?: unknown }
    >
    const review = config.review_app
    expect(review?.environment).toMatchObject({
      url: '$APPETIZE_APP_URL',
      on_stop: 'stop_review_app'
    })
    expect(review?.artifacts).toEqual({ reports: { dotenv: 'review.env' } })
    expect(review?.script?.join('\n')).toMatch(/appetize-deploy@1 create .*--output dotenv/)
    expect(review?.script?.join('\n')).toMatch(/appetize-deploy@1 update "\$PUBLIC_KEY"/)
    expect(config.stop_review_app?.environment).toMatchObject({ action: 'stop' })
    expect(config.stop_review_app?.script).toEqual([
      'npx --yes appetize-deploy@1 delete "$APPETIZE_PUBLIC_KEY"'
    ])
  })

  it('parses every YAML block', () => {
    for (const block of yamlBlocks(markdown, 'docs/cli.md')) {
      expect(() => {
        parse(block.text)
      }).not.toThrow()
    }
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
          // npx's and npm's own, and envman's (Bitrise)
          ['help', 'version', 'api-token', 'yes', 'global', 'key', 'value'].includes(flag)
        )
    )
    expect(unknown).toEqual([])
    for (const flag of options) {
      expect(markdown).toContain(`\`--${flag}`)
      expect(markdown).toContain(`\`${variableOf(flag)}\``)
    }
  })
})
