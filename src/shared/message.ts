/**
 * Messages as data: what the core says is plain text with typed references in it — to an input
 * (`publicKey`) or to a kind of advice (`server-error`) — and each front end renders the
 * references in its own words (the action: `publicKey`, "re-run the job"; the command line:
 * `--public-key (APPETIZE_PUBLIC_KEY)`, "run the command again"). Nothing rewrites a finished
 * text: a file name, a value or the service's words are a plain string part and pass through as
 * they are. See CONTRIBUTING.md, "Messages".
 */

/** Every input of action.yml (a test keeps the two equal): the names a message can refer to. */
export const INPUT_NAMES = [
  'apiToken',
  'publicKey',
  'url',
  'file',
  'platform',
  'fileType',
  'note',
  'settings',
  'ipBlocks',
  'baseUrl',
  'privateInstanceUrl',
  'maxAttempts',
  'requestTimeout',
  'dryRun',
  'preview',
  'previewName',
  'comment',
  'githubToken',
  'deploymentEnvironment',
  'devices',
  'linkParams',
  'sweep',
  'previewTtl',
  'keepLabel',
  'sweepMaxDeletes',
  'pullRequest',
  'previousIpv4',
  'ipv4MinCount',
  'ipv4MaxRemoved',
  'ipv4Formats',
  'ipv4Directory',
  'ipv4MaxEntries'
] as const

/** An input of action.yml, by its name there. */
export type InputName = (typeof INPUT_NAMES)[number]

/** What went wrong, as far as the person who reads the run can act on it. */
export type FailureKind =
  | 'invalid-input'
  | 'build-unreadable'
  | 'bad-request'
  | 'unauthorized'
  | 'forbidden'
  | 'not-found'
  | 'not-the-api'
  | 'rate-limited'
  | 'server-error'
  | 'unreachable'
  | 'untrusted-certificate'
  | 'not-tls'
  | 'timed-out'
  | 'malformed-answer'
  | 'redirect-refused'
  | 'answer-lost'
  | 'outcome-unknown'
  | 'review-refused'
  | 'review-unavailable'
  | 'guard-rail'
  | 'unexpected'

/**
 * A piece of advice a front end words: each failure kind's own, and the few that a message
 * shares between kinds (`rerun`: "re-run the job" / "run the command again").
 */
export type AdviceKind =
  | FailureKind
  /** A build that is not there yet: "Build before this step", "Build it first". */
  | 'build-first'
  /** Where a relative path starts: "the workspace", "the current folder". */
  | 'workspace'
  /** The token of the review platform is empty: how the front end gives one. */
  | 'review-token'
  /** A review-platform call needs a permission the token lacks (the message names it). */
  | 'review-permission'
  /** The step's results were withheld: "nothing was published", "nothing was printed". */
  | 'nothing-published'
  /** A guard rail held: the allow-list fed from the results keeps its rules. */
  | 'firewall-kept'
  /** Running the same thing again: "re-run the job", "run the command again". */
  | 'rerun'

/** One piece of a message: the core's (or a user's) plain text, or a reference. */
export type MessagePart =
  string | { readonly input: InputName; readonly key?: string } | { readonly advice: AdviceKind }

/** A message: its parts, in order. */
export interface Message {
  readonly parts: readonly MessagePart[]
}

/** What a host prints and a failure carries: plain text, or a message with references. */
export type Text = string | Message

/** A reference to an input, for `message` (`${input('maxAttempts')} must be …`). */
export function input(name: InputName): MessagePart {
  return { input: name }
}

/** Inputs named one after the other, separated by commas: `url, file`. */
export function inputList(names: readonly InputName[]): Message {
  return {
    parts: names.flatMap((name, index) => (index === 0 ? [input(name)] : [', ', input(name)]))
  }
}

/**
 * A reference to one key of an input's value (a field in `settings`): the action says
 * `settings.timeout`, the command line `timeout in --settings (…)`. The key is the user's text.
 */
export function inputKey(name: InputName, key: string): MessagePart {
  return { input: name, key }
}

/** A reference to a kind of advice, for `message`. */
export function advice(kind: AdviceKind): MessagePart {
  return { advice: kind }
}

/**
 * Builds a message from a template literal: its literal text and string values are plain text
 * (a user's value is never edited), `input(…)` and `advice(…)` values are references.
 *
 * @example message`${input('maxAttempts')} must be from 1 to 10, got ${JSON.stringify(value)}.`
 */
export function message(
  strings: TemplateStringsArray,
  ...values: ReadonlyArray<MessagePart | number | Message | undefined>
): Message {
  const parts: MessagePart[] = []
  strings.forEach((literal, index) => {
    if (literal !== '') parts.push(literal)
    if (index >= values.length) return
    const value = values[index]
    if (typeof value === 'number' || value === undefined) parts.push(String(value))
    else if (typeof value === 'object' && 'parts' in value) parts.push(...value.parts)
    else parts.push(value)
  })
  return { parts }
}

/** A front end's words for the references: one entry per input and per kind of advice. */
export interface Words {
  readonly inputs: Readonly<Record<InputName, string>>
  readonly advice: Readonly<Record<AdviceKind, string>>
  /** A key of an input's value, given the input's words and the key. */
  readonly key: (input: string, key: string) => string
  /** The title of an input error: "Invalid input: settings". */
  readonly invalidInput: (name: InputName) => string
  /** What to do about an input error: "Fix the settings input in the workflow file; …". */
  readonly fixInput: (name: InputName) => string
  /** Titles of the kinds this front end words its own way (the review platform's name). */
  readonly titles: Readonly<Partial<Record<FailureKind, string>>>
}

/** A text in a front end's words: each reference replaced by its entry, plain text as it is. */
export function render(text: Text, words: Words): string {
  if (typeof text === 'string') return text
  return text.parts
    .map(part =>
      typeof part === 'string'
        ? part
        : 'input' in part
          ? part.key === undefined
            ? words.inputs[part.input]
            : words.key(words.inputs[part.input], part.key)
          : words.advice[part.advice]
    )
    .join('')
}

/**
 * A text without a front end: inputs by their action.yml names, advice by its kind in
 * brackets. For `Error.message` and debug output, never for what a front end shows.
 */
export function plainText(text: Text): string {
  if (typeof text === 'string') return text
  return text.parts
    .map(part =>
      typeof part === 'string'
        ? part
        : 'input' in part
          ? `${part.input}${part.key === undefined ? '' : `.${part.key}`}`
          : `[${part.advice}]`
    )
    .join('')
}
