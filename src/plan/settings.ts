import { InputError } from '../inputs/input-error.js'

/**
 * Parses the `settings` input: a JSON object or a YAML mapping.
 *
 * JSON is tried first because it needs no parser to be loaded; the YAML parser is imported only
 * when the text is not JSON, so most runs never pay for it.
 *
 * @param text the raw input; empty or blank means no settings
 * @returns the mapping, field name to value (`null` kept: it unsets a field, https://docs.appetize.io/rest-api/v1/update-existing-app)
 * @throws InputError when the text parses as neither, or is not a mapping
 */
export async function parseSettings(text: string): Promise<Record<string, unknown>> {
  const trimmed = text.trim()
  if (trimmed === '') return {}
  let parsed: unknown
  if (trimmed.startsWith('{')) {
    try {
      parsed = JSON.parse(trimmed)
    } catch {
      // `{timeout: 60}` is a YAML flow mapping, not JSON: let the YAML parser decide.
      parsed = await parseYaml(trimmed)
    }
  } else {
    parsed = await parseYaml(trimmed)
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw new InputError(
      'settings',
      `settings must be a JSON object or a YAML mapping of app fields (e.g. "timeout: 300"), got ${
        Array.isArray(parsed)
          ? 'a list'
          : `the ${parsed === null ? 'value null' : typeof parsed} ${JSON.stringify(parsed)}`
      }.`
    )
  }
  return parsed as Record<string, unknown>
}

async function parseYaml(text: string): Promise<unknown> {
  const { parse, YAMLParseError } = await import('yaml')
  try {
    // uniqueKeys: a key given twice is a mistake, not "last one wins".
    return parse(text, { uniqueKeys: true, prettyErrors: true })
  } catch (error) {
    const detail = error instanceof YAMLParseError ? error.message.split('\n')[0] : String(error)
    throw new InputError(
      'settings',
      `settings is neither a JSON object nor a valid YAML mapping: ${detail}`
    )
  }
}
