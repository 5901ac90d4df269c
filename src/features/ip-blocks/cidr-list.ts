/**
 * The text format of an allow-list given as an input (`previousIpv4`): a JSON array of CIDR
 * strings, or CIDRs separated by commas, spaces or newlines — what a firewall, a cache or a file
 * in the repository gives back. Compared with the streaming servers' IP blocks
 * (https://docs.appetize.io/infrastructure/configure-network-access).
 */
import { CidrError } from './cidr.js'

/** The most characters of an entry quoteEntry shows. */
export const QUOTED_ENTRY_MAX_LENGTH = 60

/**
 * Splits an allow-list into its entries, not yet validated: pass them to canonicalSet, whose
 * CidrError index is then the index into this array (entry 1 is index 0).
 *
 * Text starting with `[` (after white space) is read as JSON and must be an array of strings;
 * any other text is split on commas and white space, empty pieces dropped. Empty text, or only
 * white space, is an empty list.
 *
 * @param text the input as given
 * @returns the entries in the order written
 * @throws CidrError when JSON text is not an array of strings (`index` names a non-string entry;
 *   undefined when the text is not a JSON array at all). Its message does not quote the text.
 */
export function parseCidrList(text: string): string[] {
  const trimmed = text.trim()
  if (!trimmed.startsWith('[')) return trimmed.split(/[\s,]+/).filter(entry => entry !== '')
  let list: unknown
  try {
    list = JSON.parse(trimmed)
  } catch {
    // The parser's own message quotes the text; say where instead.
    throw new CidrError(undefined, 'starts with [ but is not valid JSON')
  }
  if (!Array.isArray(list)) throw new CidrError(undefined, 'starts with [ but is not a JSON array')
  list.forEach((entry: unknown, index) => {
    if (typeof entry !== 'string') {
      const kind =
        entry === null
          ? 'null'
          : Array.isArray(entry)
            ? 'an array'
            : typeof entry === 'object'
              ? 'an object'
              : `a ${typeof entry}`
      throw new CidrError(index, `is ${kind}, not a string "a.b.c.d/n"`)
    }
  })
  return list as string[]
}

/**
 * Quotes an entry of the user's own input for an error message: as a JSON string (so line breaks
 * and quotes are escaped), cut to QUOTED_ENTRY_MAX_LENGTH characters with `…`. Not for text from
 * the service, which a message never quotes.
 */
export function quoteEntry(entry: string): string {
  const characters = Array.from(entry)
  return characters.length <= QUOTED_ENTRY_MAX_LENGTH
    ? JSON.stringify(entry)
    : JSON.stringify(`${characters.slice(0, QUOTED_ENTRY_MAX_LENGTH - 1).join('')}…`)
}
