/**
 * The README's settings reference, made from the app field table (src/service/app-fields.ts), so
 * that the table that validates `settings` is also the one users read.
 *
 *   npm run docs    rewrites the table in README.md (between the settings-table markers)
 *
 * __tests__/project/docs.test.ts fails when the README's table differs from what this makes.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { REPO_ROOT } from '../test-support/harness/runner.js'
import { APP_FIELDS, type AppField } from '../src/service/app-fields.js'

export const START_MARKER = '<!-- settings-table:start (npm run docs) -->'
export const END_MARKER = '<!-- settings-table:end -->'

const TYPE_NAMES: Record<AppField['type'], string> = {
  string: 'string',
  number: 'number',
  boolean: 'boolean',
  'string[]': 'list of strings',
  appPermissions: 'mapping'
}

/** One row per field: field, type, allowed values, meaning (cells without Markdown padding). */
export function settingsRows(): string[][] {
  return APP_FIELDS.map(field => [
    `\`${field.name}\``,
    TYPE_NAMES[field.type],
    allowedValues(field),
    field.description
  ])
}

/** What a field accepts, as its validation checks it (src/service/validate-fields.ts). */
function allowedValues(field: AppField): string {
  if (field.allowed) return field.allowed.map(value => `\`${value}\``).join(', ')
  if (field.positiveInteger) return 'a whole number ≥ 1'
  switch (field.type) {
    case 'boolean':
      return '`true`, `false`'
    case 'string[]':
      return 'a list of host names'
    case 'appPermissions':
      return 'per key: `authenticated`, `public`, `null`'
    default:
      // The build URL is also checked to be an absolute http(s) URL (src/app/plan/build-url.ts).
      return field.name === 'url' ? 'an http(s) URL' : 'any text'
  }
}

/** The table as Markdown (Prettier aligns it afterwards). */
export function settingsTable(): string {
  const lines = ['| field | type | allowed | meaning |', '|---|---|---|---|']
  for (const row of settingsRows()) lines.push(`| ${row.join(' | ')} |`)
  return lines.join('\n')
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const path = join(REPO_ROOT, 'README.md')
  const readme = readFileSync(path, 'utf8')
  const start = readme.indexOf(START_MARKER)
  const end = readme.indexOf(END_MARKER)
  if (start === -1 || end === -1) throw new Error('README.md has no settings-table markers')
  writeFileSync(
    path,
    `${readme.slice(0, start + START_MARKER.length)}\n\n${settingsTable()}\n\n${readme.slice(end)}`
  )
  console.log('README.md: settings table rewritten; run npx prettier --write README.md')
}
