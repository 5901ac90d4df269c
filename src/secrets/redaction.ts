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

/** Query parameters that carry credentials in presigned URLs (S3, GCS, Azure SAS, tokens). */
const CREDENTIAL_PARAMETER =
  /sig|signature|token|key|credential|secret|auth|pass|session|policy|sas/i

/**
 * The parts of a build URL that may be credentials, to be masked: the whole query, the fragment,
 * a user name and password, and the values of query parameters named like credentials
 * (`X-Amz-Signature`, `sig`, `token` …). Other parameter values (`X-Amz-Expires=3600`) are left
 * alone: masking them would hide every "3600" in the log.
 *
 * @returns the parts, each at least 4 characters long
 */
export function secretPartsOfUrl(url: string): string[] {
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return [url]
  }
  const parts = [parsed.search.slice(1), parsed.hash.slice(1), parsed.username, parsed.password]
  for (const [name, value] of parsed.searchParams) {
    if (CREDENTIAL_PARAMETER.test(name)) parts.push(value)
  }
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
