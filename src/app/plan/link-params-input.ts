/**
 * The `linkParams` input: Appetize's query parameters added to every device link, as a YAML
 * mapping or JSON object, or a list of them for one column of links each. Names and values are
 * checked against the service's query parameter reference before anything is sent:
 * https://docs.appetize.io/platform/query-params-reference (and, for `params`,
 * https://docs.appetize.io/features/launch-params).
 */
import { InputError } from '../../shared/input-error.js'
import { parseYamlInput } from './yaml-input.js'
import { input, message, type Message } from '../../shared/message.js'
import { describe, nearestName } from '../../service/validate-fields.js'
import type { LinkColumn, LinkParams } from '../../features/update-app/device-links.js'

/** What a link parameter allows, and its value as the link carries it. */
interface LinkParamRule {
  /** What is allowed, for messages. */
  readonly allowed: string
  /** The value as the link carries it (before percent-encoding); undefined: not allowed. */
  readonly read: (value: unknown) => string | undefined
}

/** A value that is one of a few words. */
function oneOf(...words: string[]): LinkParamRule {
  return {
    allowed: words.join(' or '),
    read: value => (typeof value === 'string' && words.includes(value) ? value : undefined)
  }
}

/** An iOS locale ID: language, an optional script and region (`en_GB`, `zh_Hans_CN`). */
const LOCALE_ID = /^[A-Za-z]{2,3}(?:_[A-Za-z]{4})?(?:_(?:[A-Za-z]{2}|\d{3}))?$/

/** A deep link: a scheme, then the rest on one line (RFC 3986's scheme syntax). */
const DEEP_LINK = /^[A-Za-z][A-Za-z0-9+.-]*:[^\p{Cc}\u2028\u2029]+$/u

/**
 * The parameters linkParams may set, in the order links carry them, with what the reference
 * allows. `device` and `osVersion` come from the `devices` input.
 */
const RULES = {
  language: {
    allowed: 'a language code (ISO 639-1 or BCP 47, such as en, de or pt-BR)',
    read: value => (typeof value === 'string' && isLanguageTag(value) ? value : undefined)
  },
  locale: {
    allowed: 'a locale ID such as en_GB or fr_FR (iOS only)',
    read: value => (typeof value === 'string' && LOCALE_ID.test(value) ? value : undefined)
  },
  orientation: oneOf('portrait', 'landscape'),
  scale: {
    allowed: 'a number from 10 to 100, or auto',
    read: value =>
      value === 'auto'
        ? value
        : typeof value === 'number' && value >= 10 && value <= 100
          ? String(value)
          : undefined
  },
  launchUrl: {
    allowed: 'a deep link with its scheme (myapp://screen or https://…), on one line',
    read: value => (typeof value === 'string' && DEEP_LINK.test(value) ? value : undefined)
  },
  params: {
    allowed: 'a mapping, which the app receives as JSON',
    read: value => (isMapping(value) ? JSON.stringify(value) : undefined)
  },
  grantPermissions: {
    allowed: 'true or false',
    read: value => (typeof value === 'boolean' ? String(value) : undefined)
  },
  deviceColor: oneOf('black', 'white')
} satisfies Record<string, LinkParamRule>

/** The names linkParams may set. */
export const LINK_PARAM_NAMES = Object.keys(RULES) as (keyof typeof RULES)[]

/** Most columns of links. */
const MAX_COLUMNS = 6

/**
 * Most characters a column may add to each link once percent-encoded: 40 links of this length
 * keep the comment far below its size limit.
 */
const MAX_QUERY_LENGTH = 1000

/**
 * Parses and checks `linkParams`.
 *
 * @param text the raw input; blank: undefined (links carry the device and OS version only)
 * @throws InputError for text that is neither YAML nor JSON, a value that is not a mapping or a
 *   list of mappings, a name the action does not take (with the nearest name), a value the
 *   reference does not allow, two columns alike, too many columns, or links too long
 */
export async function parseLinkParams(text: string): Promise<LinkParams | undefined> {
  if (text.trim() === '') return undefined
  const parsed = await parseYamlInput('linkParams', text, 'a JSON value nor valid YAML')
  const byColumn = Array.isArray(parsed)
  const mappings: unknown[] = byColumn ? parsed : [parsed]
  if (mappings.length === 0 || mappings.length > MAX_COLUMNS) {
    throw new InputError(
      'linkParams',
      message`${input('linkParams')} lists ${mappings.length} mappings: give one mapping, or a list of 1 to ${MAX_COLUMNS} mappings (one column of links each).`
    )
  }
  const columns: LinkColumn[] = []
  for (const [i, mapping] of mappings.entries()) {
    const where = byColumn
      ? message`${input('linkParams')} entry ${i + 1}`
      : message`${input('linkParams')}`
    const column = await readColumn(where, mapping)
    const same = columns.findIndex(earlier => earlier.heading === column.heading)
    if (same !== -1) {
      throw new InputError(
        'linkParams',
        message`${input('linkParams')} entries ${same + 1} and ${i + 1} set the same parameters (${column.heading}): give each column once.`
      )
    }
    columns.push(column)
  }
  return { columns, byColumn }
}

/** One mapping of linkParams as a column, its parameters in the order of RULES. */
async function readColumn(where: Message, mapping: unknown): Promise<LinkColumn> {
  if (!isMapping(mapping)) {
    throw new InputError(
      'linkParams',
      message`${where} must be a mapping of link parameters (such as language: de), or a list of them, got ${describe(mapping)}.`
    )
  }
  for (const name of Object.keys(mapping)) {
    // Own names only: `toString`, `constructor` or `__proto__` are on every object's prototype.
    if (Object.hasOwn(RULES, name)) continue
    if (name === 'device' || name === 'osVersion') {
      throw new InputError(
        'linkParams',
        message`${where} sets ${name}, which comes from ${input('devices')}: write id@osVersion there, such as pixel7@14.0.`
      )
    }
    // A name every object inherits is no typo of a real one: still, point at the nearest.
    const inherited = name === '__proto__' || name in Object.prototype
    const nearest = await nearestName(name, LINK_PARAM_NAMES, inherited)
    const hint = nearest === undefined ? '' : ` Did you mean "${nearest}"?`
    throw new InputError(
      'linkParams',
      message`${where} sets ${JSON.stringify(name)}, a name it does not take.${hint} It takes ${LINK_PARAM_NAMES.join(', ')}.`
    )
  }
  const query: [string, string][] = []
  for (const name of LINK_PARAM_NAMES) {
    if (!Object.hasOwn(mapping, name)) continue
    const value = mapping[name]
    const read = RULES[name].read(value)
    if (read === undefined) {
      throw new InputError(
        'linkParams',
        message`${where}: ${name} must be ${RULES[name].allowed}, got ${describe(value)}.`
      )
    }
    query.push([name, read])
  }
  const length = new URLSearchParams(query).toString().length
  if (length > MAX_QUERY_LENGTH) {
    throw new InputError(
      'linkParams',
      message`${where} adds ${length} characters to each link once percent-encoded; at most ${MAX_QUERY_LENGTH}: shorten launchUrl or params.`
    )
  }
  const heading = query.map(([name, value]) => `${name}: ${value}`).join(', ')
  return { heading: heading || 'defaults', query }
}

/** A language tag as BCP 47 writes it (`en`, `pt-BR`, `zh-Hant`): Intl decides. */
function isLanguageTag(value: string): boolean {
  if (!/^[A-Za-z0-9-]{2,35}$/.test(value)) return false
  try {
    Intl.getCanonicalLocales(value)
    return true
  } catch {
    return false
  }
}

function isMapping(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
}
