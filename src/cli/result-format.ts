/**
 * The result on stdout: one JSON object, or `APPETIZE_<NAME>=value` lines that both a POSIX
 * shell (`set -a; . file`) and GitLab's dotenv report read
 * (https://docs.gitlab.com/ci/variables/dotenv_variables/). Neither can hold a line the GitHub
 * runner or a terminal would read as a command: no `::` at a line's start, no `##[`, no control
 * character (https://docs.github.com/actions/reference/workflow-commands-for-github-actions).
 */

/** The output formats of `--output`. */
export const OUTPUT_FORMATS = ['json', 'dotenv'] as const
export type OutputFormat = (typeof OUTPUT_FORMATS)[number]

/** Results whose text is JSON (a list or an object): a JSON result holds them as values. */
const JSON_RESULTS = new Set([
  'ipv4',
  'ipv4Added',
  'ipv4Removed',
  'ipv4Aggregated',
  'ipv4Files',
  'deviceLinks',
  'deviceList',
  'sweptPreviews'
])
/** Results that are numbers or booleans. */
const SCALAR_RESULTS = new Set(['versionCode', 'ipv4Count', 'ipv4Changed', 'deleted'])

/**
 * The results as one JSON object on one line: lists, numbers and booleans as JSON values, the
 * rest as strings; empty results (what did not happen) left out. Every character outside
 * printable ASCII, and the `#` of `##[`, is written as a `\u` escape.
 *
 * @param results result name → value, as the core set them
 */
export function formatJson(results: Readonly<Record<string, string>>): string {
  const object: Record<string, unknown> = {}
  for (const [name, value] of Object.entries(results)) {
    if (value === '') continue
    object[name] = JSON_RESULTS.has(name) || SCALAR_RESULTS.has(name) ? JSON.parse(value) : value
  }
  const text = JSON.stringify(object)
    .replace(
      /[^\x20-\x7e]/g,
      character => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`
    )
    .replace(/##\[/g, '#\\u0023[')
  return `${text}\n`
}

/** `publicKey` → `APPETIZE_PUBLIC_KEY`, `ipv4Sha256` → `APPETIZE_IPV4_SHA256`. */
export function dotenvName(name: string): string {
  return `APPETIZE_${name.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toUpperCase()}`
}

/**
 * A value written unquoted: characters that neither a POSIX shell's assignment (`NAME=value`:
 * no splitting at them, no expansion, no quote, no escape) nor GitLab reads specially, and `#`
 * after the first of them (a shell starts a comment only at a word's start). Everything else
 * (a space, `$`, a quote, a backslash, a line break, `~`, `*`, `?`, `[`, `&`, `;`, `|`, `<`,
 * `>`, `(`, `)`, `!`, `{`, `}`, a leading `#`, any non-ASCII character) is quoted.
 * https://pubs.opengroup.org/onlinepubs/9799919799/utilities/V3_chap02.html#tag_19_02
 */
const PLAIN_VALUE = /^[A-Za-z0-9_.,:/@%+=-][A-Za-z0-9_.,:/@%+=#-]*$/

/**
 * The results as `APPETIZE_<NAME>=value` lines, empty ones left out. A value a shell would
 * neither split nor expand (a publicKey, a number, a URL, `…/merge_requests/7#note_12` too) is
 * written as it is, which GitLab and a shell read alike; any other is single-quoted for the
 * shell (GitLab keeps quotes as part of the value).
 * Within the quotes, `'` is written `'\''`, `##[` is split into `'#''#['`, and each line break
 * (any a reader may take for one) closes the quotes and is written `"<line break>"`, so every
 * following line starts with `"`.
 *
 * @throws Error for a value with a NUL character, which no environment variable can hold
 */
export function formatDotenv(results: Readonly<Record<string, string>>): string {
  const lines: string[] = []
  for (const [name, value] of Object.entries(results)) {
    if (value === '') continue
    if (value.includes('\0')) throw new Error(`The result ${name} holds a NUL character.`)
    lines.push(`${dotenvName(name)}=${PLAIN_VALUE.test(value) ? value : shellQuoted(value)}`)
  }
  return lines.map(line => `${line}\n`).join('')
}

/** A value as a POSIX shell word, quoted as formatDotenv describes. */
function shellQuoted(value: string): string {
  return value
    .split(/(\r\n|[\n\r\u000b\u000c\u0085\u2028\u2029])/)
    .map((part, index) =>
      index % 2 === 1 ? `"${part}"` : `'${part.replace(/'/g, `'\\''`).replace(/##\[/g, `#''#[`)}'`
    )
    .join('')
}
