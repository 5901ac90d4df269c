/**
 * The user name and password of a proxy (`HTTPS_PROXY=http://user:pass@proxy:3128`) are secrets
 * like the API token: the HTTP client sends them as `Proxy-Authorization: Basic …`, and Node's
 * trace under `NODE_DEBUG=net` prints them (`proxyAuth: 'user:pass'`, the header, the proxy's
 * URL). docs/security.md (Proxies).
 */

/** The variables the HTTP clients read a proxy from (@actions/http-client, its lower case first). */
const PROXY_VARIABLES = ['https_proxy', 'HTTPS_PROXY', 'http_proxy', 'HTTP_PROXY'] as const

/**
 * The credentials in the proxy variables, each to be hidden in every form (the redaction adds
 * the percent-encoded, JSON, HTML and base64 ones): the user name and the password as the URL
 * writes them and percent-decoded (as the client sends them), and `user:password` both ways,
 * which a `Proxy-Authorization: Basic` header encodes whole and the proxy's URL holds.
 *
 * @param env the process's environment
 * @returns the values, without duplicates or empty ones; none when no variable has credentials
 */
export function proxyCredentials(env: Readonly<Record<string, string | undefined>>): string[] {
  const secrets: string[] = []
  for (const name of PROXY_VARIABLES) {
    const url = proxyUrl(env[name])
    if (!url || (url.username === '' && url.password === '')) continue
    const user = safeDecode(url.username)
    const password = safeDecode(url.password)
    secrets.push(
      `${user}:${password}`,
      `${url.username}:${url.password}`,
      user,
      url.username,
      password,
      url.password
    )
  }
  return [...new Set(secrets)].filter(secret => secret !== '' && secret !== ':')
}

/**
 * A proxy variable's URL as an HTTP client reads it, with `http://` in front when it names no
 * http(s) scheme (`user:pass@proxy:3128` parses as a URL of the scheme `user:`, whose
 * credentials a client that assumes http:// would still send).
 */
function proxyUrl(value: string | undefined): URL | undefined {
  if (!value) return undefined
  const parse = (text: string): URL | undefined => {
    try {
      return new URL(text)
    } catch {
      return undefined
    }
  }
  const url = parse(value)
  return url && /^https?:$/.test(url.protocol) ? url : parse(`http://${value}`)
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text)
  } catch {
    return text
  }
}
