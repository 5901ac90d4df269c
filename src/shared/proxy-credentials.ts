/**
 * The user name and password of a proxy (`HTTPS_PROXY=http://user:pass@proxy:3128`) are secrets
 * like the API token: the HTTP client sends them as `Proxy-Authorization: Basic …`, and Node's
 * trace under `NODE_DEBUG=net` prints them (`proxyAuth: 'user:pass'`, the header, the proxy's
 * URL). docs/security.md (Proxies).
 */

import type { SecretOptions } from './redaction.js'

/** The variables the HTTP clients read a proxy from (@actions/http-client, its lower case first). */
const PROXY_VARIABLES = ['https_proxy', 'HTTPS_PROXY', 'http_proxy', 'HTTP_PROXY'] as const

/** A credential to hide, and whether also in long pieces (`Redactor.add`'s options). */
export interface ProxyCredential {
  readonly secret: string
  readonly options: SecretOptions
}

/**
 * The credentials in the proxy variables, each to be hidden in every form (the redaction adds
 * the percent-encoded, JSON, HTML and base64 ones). Only the secret part is hidden in pieces:
 * the password as the URL writes it and percent-decoded (as the client sends it), or the user
 * name when there is no password (a token given as the user name). `user:password` both ways,
 * which a `Proxy-Authorization: Basic` header encodes whole and the proxy's URL holds, is
 * hidden only whole; a user name beside a password is not hidden, so that a mask never
 * confirms a guess of it.
 *
 * @param env the process's environment
 * @returns the credentials, without duplicates or empty ones; none when no variable has any
 */
export function proxyCredentials(
  env: Readonly<Record<string, string | undefined>>
): ProxyCredential[] {
  const credentials = new Map<string, SecretOptions>()
  const add = (secret: string, options: SecretOptions): void => {
    if (secret !== '' && credentials.get(secret)?.pieces !== true) credentials.set(secret, options)
  }
  for (const name of PROXY_VARIABLES) {
    const url = proxyUrl(env[name])
    if (!url || (url.username === '' && url.password === '')) continue
    if (url.password === '') {
      for (const user of [safeDecode(url.username), url.username]) add(user, { pieces: true })
      continue
    }
    for (const password of [safeDecode(url.password), url.password]) add(password, { pieces: true })
    add(`${safeDecode(url.username)}:${safeDecode(url.password)}`, { pieces: false })
    add(`${url.username}:${url.password}`, { pieces: false })
  }
  return [...credentials].map(([secret, options]) => ({ secret, options }))
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
