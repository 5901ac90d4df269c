import { InputError } from '../../shared/input-error.js'
import { input, message } from '../../shared/message.js'

/**
 * Parses the `settings` input: a JSON object or a YAML mapping.
 *
 * JSON is tried first because it needs no parser to be loaded; the YAML parser is imported only
 * when the text is not JSON, or when a key name occurs twice in it and the parser must tell
 * whether that is a key given twice in one object (refused, in JSON as in YAML) or the same name
 * in two objects.
 *
 * @param text the raw input; empty or blank means no settings
 * @returns the mapping, field name to value (`null` kept: it unsets a field,
 *   https://docs.appetize.io/rest-api/v1/update-existing-app)
 * @throws InputError when the text parses as neither, gives a key twice, uses a YAML tag, or is
 *   not a mapping
 */
export async function parseSettings(text: string): Promise<Record<string, unknown>> {
  const trimmed = text.trim()
  if (trimmed === '') return {}
  let parsed: unknown
  if (trimmed.startsWith('{')) {
    try {
      parsed = JSON.parse(trimmed)
      if (repeatsAKeyName(trimmed)) parsed = await parseYaml(trimmed)
    } catch (error) {
      if (error instanceof InputError) throw error
      // `{timeout: 60}` is a YAML flow mapping, not JSON: let the YAML parser decide.
      parsed = await parseYaml(trimmed)
    }
  } else {
    parsed = await parseYaml(trimmed)
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw new InputError(
      'settings',
      message`${input('settings')} must be a JSON object or a YAML mapping of app fields (e.g. "timeout: 300"), got ${
        Array.isArray(parsed)
          ? 'a list'
          : `the ${parsed === null ? 'value null' : typeof parsed} ${JSON.stringify(parsed)}`
      }.`
    )
  }
  return parsed as Record<string, unknown>
}

/** True when some `"name":` occurs more than once in JSON text (maybe in different objects). */
function repeatsAKeyName(json: string): boolean {
  const seen = new Set<string>()
  for (const match of json.matchAll(/"((?:[^"\\]|\\.)*)"\s*:/g)) {
    // Compare names as JSON reads them: "a" and "\u0061" are the same key.
    let name = match[1] as string
    try {
      name = JSON.parse(`"${name}"`) as string
    } catch {
      // not a valid JSON string: JSON.parse of the whole text decides
    }
    if (seen.has(name)) return true
    seen.add(name)
  }
  return false
}

/**
 * Most values YAML aliases may stand for once expanded (uses of an anchor times the aliases
 * inside it): the `yaml` package's `maxAliasCount`, its default made explicit
 * (https://eemeli.org/yaml/#tojs-options). App settings need few, if any.
 */
const MAX_ALIAS_COUNT = 100

/**
 * Parses YAML (JSON is YAML too) without letting the parser print anything: its warnings (an
 * unknown tag such as `!!foo`) are errors of the settings input, not lines on stderr where the
 * runner reads commands.
 */
async function parseYaml(text: string): Promise<unknown> {
  const { parseDocument } = await import('yaml')
  // uniqueKeys: a key given twice is a mistake, not "last one wins".
  const document = parseDocument(text, {
    uniqueKeys: true,
    prettyErrors: true,
    logLevel: 'silent',
    resolveKnownTags: false
  })
  const problem = document.errors[0] ?? document.warnings[0]
  if (!problem) {
    try {
      return document.toJS({ maxAliasCount: MAX_ALIAS_COUNT })
    } catch (error) {
      // The parser refuses aliases only while building values, with a ReferenceError.
      const message = error instanceof ReferenceError ? error.message : ''
      if (message.startsWith('Excessive alias count')) {
        throw new InputError(
          'settings',
          `settings was refused: its YAML aliases (*name) expand past the limit of ${MAX_ALIAS_COUNT} aliased values, as an alias bomb does. Write the values out, or repeat each anchor (&name) only a few times.`
        )
      }
      if (message.startsWith('Unresolved alias')) {
        throw new InputError(
          'settings',
          'settings uses a YAML alias (*name) whose anchor (&name) is not set before it: set the anchor first, or write the value out.'
        )
      }
      throw error
    }
  }
  const start = problem.linePos?.[0]
  const line = `line ${start?.line ?? 1}`
  if (problem.code === 'DUPLICATE_KEY') {
    throw new InputError(
      'settings',
      message`${input('settings')} gives a key twice (${line}): give each field once.`
    )
  }
  if (problem.code === 'TAG_RESOLVE_FAILED') {
    throw new InputError(
      'settings',
      message`${input('settings')} uses a YAML tag that is not taken (${line}): give plain values (strings, numbers, true/false, null, lists and mappings).`
    )
  }
  // A value followed by a line indented deeper reads as one value running on (`60 note: x`):
  // the parser blames where the value starts, but the mistake is the indented line.
  const runOn = document.errors.find(
    error => error.code === 'MULTILINE_IMPLICIT_KEY' && error.pos[0] === problem.pos[0]
  )?.linePos?.[1]?.line
  if (
    problem.code === 'BLOCK_AS_IMPLICIT_KEY' &&
    runOn !== undefined &&
    runOn > (start?.line ?? 1)
  ) {
    throw new InputError(
      'settings',
      message`${input('settings')} line ${runOn} is indented deeper than ${line}, so it reads as part of that line's value: indent each field alike.`
    )
  }
  // The parser's first line ends with its own "at line 2, column 7:", shown once, as ours.
  const what = (problem.message.split('\n')[0] ?? '').replace(/ at line \d+, column \d+:?$/, '')
  const column = start ? `, column ${start.col}` : ''
  throw new InputError(
    'settings',
    message`${input('settings')} is neither a JSON object nor a valid YAML mapping: ${what} (${line}${column}).`
  )
}
