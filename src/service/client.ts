import type { ServiceEndpoints } from '../request/endpoints.js'
import type { AppFields } from '../request/validate-fields.js'
import type { UploadBody } from '../upload/multipart-body.js'
import { scrubSecrets } from '../secrets/redaction.js'
import { formatSeconds, sendOnce, type HttpRequest, type HttpResponse } from './http-attempt.js'
import { isRetryableNetworkError, isRetryableStatus, retryDelayMs } from './retry-policy.js'
import { ServiceError } from './service-error.js'

/** What the update operation answers (spec §4.1, §2.1); every field is optional there. */
export interface UpdateAppResponse {
  publicKey?: string
  created?: string
  updated?: string
  platform?: string
  versionCode?: number
  /** The app's page, when the service sends one (not in the spec, seen in practice). */
  appURL?: string
}

/** Where the client reports progress; `core.info` and `core.debug` fit. */
export interface ClientLog {
  info(message: string): void
  debug(message: string): void
}

/** How the client talks to the service. */
export interface ServiceClientOptions {
  readonly endpoints: ServiceEndpoints
  /** Sent as `X-API-KEY` (spec §5) on the update only; the IP block operation needs none. */
  readonly apiToken: string
  /** Attempts per request, the first included (at least 1). */
  readonly maxAttempts: number
  /** Deadline for one attempt, in milliseconds. */
  readonly requestTimeoutMs: number
  /** Values that must never appear in a message: the token and the build URL's signed parts. */
  readonly secrets: readonly string[]
  readonly log: ClientLog
  /** Waits between attempts; replaceable so that unit tests need not sleep. */
  readonly sleep?: (ms: number) => Promise<void>
}

/** Sent as User-Agent, so the service's logs can tell this action's requests apart. */
export const USER_AGENT = 'appetize-deploy-action'

/** Same-origin redirects followed within one attempt before giving up. */
const MAX_REDIRECTS = 5

/** One request of the API, described for messages ("update of app abc", "IP block request"). */
interface Operation {
  readonly name: string
  readonly request: HttpRequest
  readonly publicKey?: string
}

/**
 * The service's REST API (spec §4): updating an app and fetching the IP blocks, with retries,
 * deadlines and same-origin-only redirects.
 */
export class ServiceClient {
  private readonly options: ServiceClientOptions

  constructor(options: ServiceClientOptions) {
    this.options = options
  }

  /**
   * Updates an existing app: `POST {v1}/apps/{publicKey}` with a JSON body (spec §4.1).
   *
   * @param publicKey the app; percent-encoded into the path, so it cannot reach another endpoint
   * @param fields exactly the fields to send; `null` unsets one
   * @param upload a build to upload with the fields as `multipart/form-data` (direct file
   *   uploads) instead of a JSON body
   * @returns the service's answer, its fields type-checked
   * @throws ServiceError on a refusal, a failure after all attempts, or a malformed answer
   */
  async updateApp(
    publicKey: string,
    fields: AppFields,
    upload?: UploadBody
  ): Promise<UpdateAppResponse> {
    const response = await this.send({
      name: `update of app ${publicKey}`,
      publicKey,
      request: this.updateRequest(publicKey, fields, upload)
    })
    return parseUpdateResponse(this.parseJson(response, 'update'))
  }

  /** The update request exactly as `updateApp` sends it (also shown by a dry run). */
  updateRequest(publicKey: string, fields: AppFields, upload?: UploadBody): HttpRequest {
    const url = this.updateUrl(publicKey)
    if (upload) {
      return {
        method: 'POST',
        url,
        headers: this.authHeaders(upload.headers),
        body: upload.open,
        bodyPreview: upload.preview
      }
    }
    return {
      method: 'POST',
      url,
      headers: this.authHeaders({ 'content-type': 'application/json' }),
      body: JSON.stringify(fields)
    }
  }

  /** The IP block request exactly as `getIpBlocks` sends it (also shown by a dry run). */
  ipBlocksRequest(): HttpRequest {
    return { method: 'GET', url: this.ipBlocksUrl(), headers: { accept: 'application/json' } }
  }

  /** The update operation's URL for an app (spec §4.1). */
  updateUrl(publicKey: string): string {
    return `${this.options.endpoints.v1}/apps/${encodeURIComponent(publicKey)}`
  }

  /** The IP block operation's URL (spec §4.2). */
  ipBlocksUrl(): string {
    return `${this.options.endpoints.v2}/service/ips`
  }

  /**
   * Fetches the streaming servers' IP blocks: `GET {v2}/service/ips`, without the token
   * (spec §4.2 declares no authentication).
   *
   * @returns the `ipv4` list as the service sent it (order and duplicates kept)
   * @throws ServiceError on a failure or when `ipv4` is missing or not a list of strings
   */
  async getIpBlocks(): Promise<string[]> {
    const response = await this.send({
      name: 'IP block request',
      request: this.ipBlocksRequest()
    })
    const parsed = this.parseJson(response, 'IP block')
    const ipv4 = (parsed as { ipv4?: unknown }).ipv4
    if (!Array.isArray(ipv4) || !ipv4.every(entry => typeof entry === 'string')) {
      throw new ServiceError(
        'The service answered the IP block request without an "ipv4" list of strings; refusing to publish an allow-list built from it.',
        response.status
      )
    }
    return ipv4
  }

  /** Headers for an authenticated request: the token, JSON accepted. */
  private authHeaders(extra: Record<string, string>): Record<string, string> {
    return { 'x-api-key': this.options.apiToken, accept: 'application/json', ...extra }
  }

  /** Sends with retries; returns the first 2xx response, or throws a ServiceError. */
  private async send(operation: Operation): Promise<HttpResponse> {
    const { maxAttempts, log } = this.options
    const sleep = this.options.sleep ?? defaultSleep
    for (let attempt = 1; ; attempt++) {
      let retryAfter: string | undefined
      let reason: string
      try {
        const response = await this.sendFollowingRedirects(operation)
        if (response.status >= 200 && response.status < 300) return response
        if (!isRetryableStatus(response.status) || attempt >= maxAttempts) {
          throw new ServiceError(this.describeStatus(operation, response, attempt), response.status)
        }
        retryAfter = firstHeader(response.headers['retry-after'])
        reason = `the service answered ${statusLine(response.status)}`
      } catch (error) {
        if (error instanceof ServiceError) throw error
        const message = this.scrub(error instanceof Error ? error.message : String(error))
        if (!isRetryableNetworkError(error) || attempt >= maxAttempts) {
          throw new ServiceError(
            `The ${operation.name} failed${attemptsSuffix(attempt)}: ${message}.${hintForNetworkError(error)}`
          )
        }
        reason = message
      }
      const waitMs = retryDelayMs(attempt, retryAfter, Math.random(), Date.now())
      log.info(
        `Attempt ${attempt} of ${maxAttempts} of the ${operation.name} failed (${reason}); trying again in ${formatSeconds(waitMs)}${retryAfter !== undefined ? ' as Retry-After asks' : ''}.`
      )
      await sleep(waitMs)
    }
  }

  /** One attempt; a redirect is followed only to the same origin, so the token stays there. */
  private async sendFollowingRedirects(operation: Operation): Promise<HttpResponse> {
    let request = operation.request
    for (let redirects = 0; ; redirects++) {
      const { origin, pathname } = new URL(request.url)
      this.options.log.debug(`${request.method} ${origin}${pathname}`)
      const response = await sendOnce(request, this.options.requestTimeoutMs, USER_AGENT)
      this.options.log.debug(`→ ${statusLine(response.status)}`)
      const location = firstHeader(response.headers.location)
      if (response.status < 300 || response.status >= 400 || location === undefined) return response
      const target = new URL(location, request.url)
      if (target.origin !== origin) {
        throw new ServiceError(
          `The ${operation.name} was redirected (${response.status}) to another origin, ${target.origin}; it was not followed, so the API token stayed with ${origin}. Check baseUrl or privateInstanceUrl.`,
          response.status
        )
      }
      if (redirects >= MAX_REDIRECTS) {
        throw new ServiceError(
          `The ${operation.name} was redirected more than ${MAX_REDIRECTS} times.`,
          response.status
        )
      }
      request = { ...request, url: target.href }
    }
  }

  /** Parses a 2xx body as a JSON object, or fails clearly. */
  private parseJson(response: HttpResponse, what: string): object {
    try {
      const parsed: unknown = JSON.parse(response.text)
      if (parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed
    } catch {
      // reported below
    }
    throw new ServiceError(
      `The service answered the ${what} request with ${statusLine(response.status)} but its body is not a JSON object (${this.excerpt(response.text)}); no outputs were set from it.`,
      response.status
    )
  }

  /** The message a person reads for a non-2xx answer (spec §7). */
  private describeStatus(operation: Operation, response: HttpResponse, attempts: number): string {
    const serviceMessage = this.serviceMessage(response.text)
    const said = serviceMessage ? `: ${serviceMessage}` : ''
    switch (response.status) {
      case 401:
        return `The service refused the API token (401 Unauthorized): the apiToken input is missing or invalid${said}. Create a token under Organization → API Token on the dashboard and pass it as apiToken.`
      case 403:
        return `The API token may not perform the ${operation.name} (403 Forbidden)${said}. Use a token of the organization that owns the app.`
      case 404:
        return operation.publicKey !== undefined
          ? `No app with publicKey "${operation.publicKey}" exists (404 Not Found)${said}. Check the publicKey input against the app's page on the dashboard, and that the token belongs to the app's organization.`
          : `The service has no ${operation.name} endpoint at ${new URL(operation.request.url).origin} (404 Not Found)${said}. Check baseUrl or privateInstanceUrl.`
      case 400:
        return `The service rejected the ${operation.name} (400 Bad Request)${said || ' without saying why'}.`
      default:
        return `The ${operation.name} failed${attemptsSuffix(attempts)}: the service answered ${statusLine(response.status)}${said}.`
    }
  }

  /** The service's own explanation: `message` or `error` of a JSON body, else a text excerpt. */
  private serviceMessage(text: string): string {
    if (text.trim() === '') return ''
    try {
      const parsed = JSON.parse(text) as Record<string, unknown>
      for (const key of ['message', 'error', 'errorMessage', 'detail']) {
        const value = parsed?.[key]
        if (typeof value === 'string' && value !== '') return this.excerpt(value)
      }
    } catch {
      // not JSON: show the text itself
    }
    return this.excerpt(text)
  }

  /** A short, single-line, secret-free excerpt of service text. */
  private excerpt(text: string): string {
    const line = this.scrub(text).replace(/\s+/g, ' ').trim()
    if (line === '') return 'empty'
    return line.length > 300 ? `${line.slice(0, 297)}...` : line
  }

  private scrub(text: string): string {
    return scrubSecrets(text, this.options.secrets)
  }
}

/** Type-checks the update answer's fields; a field of the wrong type is a malformed answer. */
function parseUpdateResponse(body: object): UpdateAppResponse {
  const record = body as Record<string, unknown>
  const result: UpdateAppResponse = {}
  for (const key of ['publicKey', 'created', 'updated', 'platform', 'appURL'] as const) {
    const value = record[key]
    if (value === undefined || value === null) continue
    if (typeof value !== 'string') throw malformed(key, 'a string', value)
    result[key] = value
  }
  const versionCode = record.versionCode
  if (versionCode !== undefined && versionCode !== null) {
    if (typeof versionCode !== 'number' || !Number.isInteger(versionCode)) {
      throw malformed('versionCode', 'an integer', versionCode)
    }
    result.versionCode = versionCode
  }
  return result
}

function malformed(field: string, expected: string, value: unknown): ServiceError {
  return new ServiceError(
    `The service's answer to the update is malformed: ${field} should be ${expected}, got ${JSON.stringify(value)?.slice(0, 80)}; no outputs were set from it.`,
    200
  )
}

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout'
}

function statusLine(status: number): string {
  const text = STATUS_TEXT[status]
  return text ? `${status} ${text}` : String(status)
}

function attemptsSuffix(attempts: number): string {
  return attempts > 1 ? ` after ${attempts} attempts` : ''
}

function hintForNetworkError(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code
  if (code === 'ENOTFOUND') return ' Check the host name in baseUrl or privateInstanceUrl.'
  if (code === 'ETIMEDOUT') return ' Raise requestTimeout if the service is slow to answer.'
  return ''
}

function firstHeader(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value
}

function defaultSleep(ms: number): Promise<void> {
  return new Promise(resolve => setTimeout(resolve, ms))
}
