import { InputError } from '../../shared/input-error.js'
import { input, message } from '../../shared/message.js'
import { parseYamlInput } from './yaml-input.js'

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
      if (repeatsAKeyName(trimmed))
        parsed = await parseYamlInput('settings', trimmed, 'a JSON object nor a valid YAML mapping')
    } catch (error) {
      if (error instanceof InputError) throw error
      // `{timeout: 60}` is a YAML flow mapping, not JSON: let the YAML parser decide.
      parsed = await parseYamlInput('settings', trimmed, 'a JSON object nor a valid YAML mapping')
    }
  } else {
    parsed = await parseYamlInput('settings', trimmed, 'a JSON object nor a valid YAML mapping')
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
