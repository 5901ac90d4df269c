/**
 * The YAML (or JSON) of an input whose value is a mapping or a list (`settings`, `linkParams`),
 * parsed with the `yaml` package (https://eemeli.org/yaml/) as a person expects: a key given twice,
 * an unknown tag or an alias bomb is an input error naming the line, never a warning on stderr.
 */
import { InputError } from '../../shared/input-error.js'
import { input, message, type InputName } from '../../shared/message.js'

/**
 * Most values YAML aliases may stand for once expanded (uses of an anchor times the aliases
 * inside it): the `yaml` package's `maxAliasCount`, its default made explicit
 * (https://eemeli.org/yaml/#tojs-options). App settings and link parameters need few, if any.
 */
const MAX_ALIAS_COUNT = 100

/**
 * Parses an input's YAML (JSON is YAML too) without letting the parser print anything: its
 * warnings (an unknown tag such as `!!foo`) are errors of the input, not lines on stderr where
 * the runner reads commands.
 *
 * @param name the input the text is from (`settings`, `linkParams`)
 * @param text the input's value
 * @param shape what the value should have been, after "neither" ("a JSON object nor a valid
 *   YAML mapping")
 * @returns the parsed value, of any shape: the caller checks it
 * @throws InputError naming the input, the parser's first problem and its line
 */
export async function parseYamlInput(
  name: InputName,
  text: string,
  shape: string
): Promise<unknown> {
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
      const refused = error instanceof ReferenceError ? error.message : ''
      if (refused.startsWith('Excessive alias count')) {
        throw new InputError(
          name,
          message`${input(name)} was refused: its YAML aliases (*name) expand past the limit of ${MAX_ALIAS_COUNT} aliased values, as an alias bomb does. Write the values out, or repeat each anchor (&name) only a few times.`
        )
      }
      if (refused.startsWith('Unresolved alias')) {
        throw new InputError(
          name,
          message`${input(name)} uses a YAML alias (*name) whose anchor (&name) is not set before it: set the anchor first, or write the value out.`
        )
      }
      throw error
    }
  }
  const start = problem.linePos?.[0]
  const line = `line ${start?.line ?? 1}`
  if (problem.code === 'DUPLICATE_KEY') {
    throw new InputError(
      name,
      message`${input(name)} gives a key twice (${line}): give each field once.`
    )
  }
  if (problem.code === 'TAG_RESOLVE_FAILED') {
    throw new InputError(
      name,
      message`${input(name)} uses a YAML tag that is not taken (${line}): give plain values (strings, numbers, true/false, null, lists and mappings).`
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
      name,
      message`${input(name)} line ${runOn} is indented deeper than ${line}, so it reads as part of that line's value: indent each field alike.`
    )
  }
  // The parser's first line ends with its own "at line 2, column 7:", shown once, as ours.
  const what = (problem.message.split('\n')[0] ?? '').replace(/ at line \d+, column \d+:?$/, '')
  const column = start ? `, column ${start.col}` : ''
  throw new InputError(
    name,
    message`${input(name)} is neither ${shape}: ${what} (${line}${column}).`
  )
}
