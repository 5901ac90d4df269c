/**
 * Keeps credentials out of everything a person reads: logs, error messages, annotations and the
 * job summary. The runner masks values registered with `core.setSecret` in logs only; error
 * texts built here also reach the job summary, so they are scrubbed here as well.
 */

/**
 * The build URL as it may be shown: scheme, host and path. A user name, password, query (where
 * presigned URLs carry their signature) and fragment are left out; a removed query shows as `?***`.
 *
 * @param url an absolute URL; anything that does not parse is shown as `[unparsable URL]`
 */
export function redactUrl(url: string): string {
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return '[unparsable URL]'
  }
  const query = parsed.search !== '' ? '?***' : ''
  return `${parsed.protocol}//${parsed.host}${parsed.pathname}${query}`
}

/** The parts of a build URL that may be credentials: its query, fragment and user info. */
export function secretPartsOfUrl(url: string): string[] {
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return [url]
  }
  const parts = [parsed.search.slice(1), parsed.hash.slice(1), parsed.username, parsed.password]
  for (const value of parsed.searchParams.values()) parts.push(value)
  return parts.filter(part => part.length >= 4)
}

/**
 * Replaces every known secret in a text with `***`.
 *
 * @param secrets the values to hide (the API token, the build URL's signed parts)
 */
export function scrubSecrets(text: string, secrets: readonly string[]): string {
  let scrubbed = text
  // Longest first, so a secret that contains another is removed whole.
  for (const secret of [...secrets].sort((a, b) => b.length - a.length)) {
    if (secret !== '') scrubbed = scrubbed.split(secret).join('***')
  }
  return scrubbed
}
