/** What makes an address unfit to be a base URL that requests with a token are sent to. */
export type BaseUrlProblem = 'not a URL' | 'scheme' | 'credentials' | 'query or fragment'

/**
 * Checks an address that requests carrying a token (or links people follow) are built on: https
 * (plain http on loopback hosts only, so a token never crosses a network in clear), without a
 * user name, password, query or fragment.
 *
 * @returns the base without a trailing slash, or the first problem found (with the parsed URL
 *   when it parsed)
 */
export function checkBaseUrl(
  value: string
): { readonly base: string } | { readonly problem: BaseUrlProblem; readonly url?: URL } {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return { problem: 'not a URL' }
  }
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && isLoopbackHost(url.hostname))) {
    return { problem: 'scheme', url }
  }
  if (url.username !== '' || url.password !== '') return { problem: 'credentials', url }
  if (url.search !== '' || url.hash !== '' || value.includes('?') || value.includes('#')) {
    return { problem: 'query or fragment', url }
  }
  return { base: `${url.origin}${url.pathname}`.replace(/\/+$/, '') }
}

/** True for localhost, 127.0.0.0/8 and ::1 (as URL.hostname spells them). */
export function isLoopbackHost(hostname: string): boolean {
  return (
    hostname === 'localhost' ||
    hostname === '[::1]' ||
    /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(hostname)
  )
}
