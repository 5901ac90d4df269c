import type { HttpRequest } from '../service/http-attempt.js'
import { redactUrl } from '../shared/url-redaction.js'

/** Headers whose values are credentials. */
const SECRET_HEADERS = new Set(['x-api-key', 'authorization'])

/**
 * A request as a person may see it, for a dry run: method, URL, headers with the token shown as
 * `***`, and the JSON body with the build `url` reduced to scheme, host and path.
 *
 * @returns several lines of text
 */
export function previewRequest(request: HttpRequest): string {
  const lines = [`${request.method} ${request.url}`]
  for (const [name, value] of Object.entries(request.headers)) {
    lines.push(`${name}: ${SECRET_HEADERS.has(name.toLowerCase()) ? '***' : String(value)}`)
  }
  if (typeof request.body === 'string') {
    const body = JSON.parse(request.body) as Record<string, unknown>
    if (typeof body.url === 'string') body.url = redactUrl(body.url)
    lines.push('', JSON.stringify(body, null, 2))
  } else if (request.bodyPreview !== undefined) {
    lines.push('', request.bodyPreview)
  }
  return lines.join('\n')
}
