/**
 * A fake of the app streaming service's REST API on loopback, for tests, the demo, the bench and
 * local runs. It implements the documented endpoints (update an app, IP blocks, the private
 * instance's `/api/v2`) with their auth and errors, records every request it receives, and
 * takes injected faults (statuses, delays, hangs, resets, redirects, malformed bodies).
 *
 * It validates bodies with its own rules, not the action's field table, so a mistake in the
 * table shows up as a test failure instead of being agreed with.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { createServer as createTlsServer } from 'node:https'
import type { AddressInfo } from 'node:net'
import { receiveMultipart, type ReceivedUpload } from './multipart.js'

/** An app as the fake stores it. */
export interface FakeApp {
  publicKey: string
  platform: string
  created: string
  updated: string
  versionCode: number
  /** Every settable field the app currently has (unset fields are absent). */
  fields: Record<string, unknown>
}

/** A request as the fake received it. */
export interface RecordedRequest {
  readonly method: string
  /** Path and query, as sent. */
  readonly path: string
  readonly headers: IncomingMessage['headers']
  /** The body as text (for JSON requests); '' for uploads, see `upload`. */
  readonly body: string
  /** The parsed JSON body, when it was JSON. */
  readonly json?: unknown
  /** What a multipart upload carried. */
  readonly upload?: ReceivedUpload
  /** When the request's headers arrived (`Date.now()`, milliseconds). */
  readonly receivedAt: number
}

/** Which requests a fault applies to. */
export type FaultRoute = 'update' | 'ips' | 'any'

/** Something to do instead of (or before) answering normally. */
export interface Fault {
  /** Answer with this status (and `body`, `headers`) instead of handling the request. */
  status?: number
  body?: string
  headers?: Record<string, string>
  /** Wait this long (milliseconds) before handling the request. */
  delayMs?: number
  /** Never answer; the connection stays open until the client gives up. */
  hang?: boolean
  /** Destroy the connection without an answer. */
  reset?: boolean
  /**
   * Handle the request normally (an update is applied), then break the connection after the
   * status line and half the body.
   */
  breakBody?: boolean
}

/** Answers whose body is to be cut off after the headers (fault `breakBody`). */
const BREAK_BODY = new WeakSet<ServerResponse>()

export interface FakeServiceOptions {
  /** Loopback address to listen on; default 127.0.0.1. */
  host?: string
  /** Port; default 0 (any free one). */
  port?: number
  /** The API token the fake accepts; default `fake-api-token`. */
  apiToken?: string
  /** publicKey → platform of the apps that exist at the start. */
  apps?: Record<string, 'ios' | 'android'>
  /** The IP blocks served, as the service would send them. */
  ipv4?: string[]
  /** Send an `appURL` in update answers with this base (`{base}/app/{publicKey}`). */
  appUrlBase?: string
  /** Save uploaded builds to temporary files (see `RecordedRequest.upload`); default true. */
  keepUploads?: boolean
  /** Serve https with this key and certificate (PEM) instead of plain http. */
  tls?: { key: string; cert: string }
}

/** IP blocks in the OpenAPI example, one repeated and out of order, as a real list may be. */
export const DEFAULT_IPV4 = [
  '95.141.32.0/21',
  '63.135.170.0/24',
  '66.55.157.0/24',
  '66.185.22.0/24',
  '73.15.222.0/24',
  '63.135.170.0/24'
]

export const DEFAULT_API_TOKEN = 'fake-api-token'
export const DEFAULT_PUBLIC_KEY = 'p7nww3n6ubq73r1nh9jtauqy8w'

const TIMEOUTS = [30, 60, 90, 120, 180, 300, 600, 1800, 3600, 7200]
const PERMISSION_KEYS = [
  'run',
  'networkProxy',
  'networkIntercept',
  'debugLog',
  'adbConnect',
  'androidPackageManager'
]
const FIELD_TYPES: Record<string, string> = {
  url: 'string',
  platform: 'string',
  fileType: 'string',
  note: 'string',
  timeout: 'number',
  timeLimit: 'number',
  maxConcurrent: 'number',
  referrerHostnamesRestricted: 'array',
  disabled: 'boolean',
  disableHome: 'boolean',
  useLastFrame: 'boolean',
  buttonText: 'string',
  postSessionButtonText: 'string',
  launchUrl: 'string',
  appPermissions: 'object'
}

/** The fake service. `start()` it, point the action at `url`, read `requests`, `stop()` it. */
export class FakeService {
  /** Every request received, in order. */
  readonly requests: RecordedRequest[] = []
  /** The apps, by publicKey. */
  readonly apps = new Map<string, FakeApp>()
  ipv4: string[]
  readonly apiToken: string
  private readonly options: FakeServiceOptions
  private readonly faults: { route: FaultRoute; fault: Fault }[] = []
  private readonly server: Server
  private readonly hung = new Set<ServerResponse>()

  constructor(options: FakeServiceOptions = {}) {
    this.options = options
    this.apiToken = options.apiToken ?? DEFAULT_API_TOKEN
    this.ipv4 = [...(options.ipv4 ?? DEFAULT_IPV4)]
    const created = '2026-01-05T09:30:00.000Z'
    for (const [publicKey, platform] of Object.entries(
      options.apps ?? { [DEFAULT_PUBLIC_KEY]: 'ios' }
    )) {
      this.apps.set(publicKey, {
        publicKey,
        platform,
        created,
        updated: created,
        versionCode: 1,
        fields: { platform }
      })
    }
    const listener = (request: IncomingMessage, response: ServerResponse): void => {
      this.handle(request, response).catch(error => {
        if (!response.headersSent) sendJson(response, 500, { message: String(error) })
        else response.destroy()
      })
    }
    this.server = options.tls ? createTlsServer(options.tls, listener) : createServer(listener)
  }

  /** The base URL to give the action as `baseUrl`, e.g. `http://127.0.0.1:43117`. */
  get url(): string {
    const address = this.server.address() as AddressInfo
    const host = address.family === 'IPv6' ? `[${address.address}]` : address.address
    return `${this.options.tls ? 'https' : 'http'}://${host}:${address.port}`
  }

  /** Starts listening; resolves with the base URL. */
  async start(): Promise<string> {
    await new Promise<void>((resolve, reject) => {
      this.server.once('error', reject)
      this.server.listen(this.options.port ?? 0, this.options.host ?? '127.0.0.1', () => resolve())
    })
    return this.url
  }

  /** Stops listening and drops open connections (hung ones included). */
  async stop(): Promise<void> {
    for (const response of this.hung) response.destroy()
    this.server.closeAllConnections()
    await new Promise<void>(resolve => this.server.close(() => resolve()))
  }

  /**
   * Makes the next `times` requests to `route` meet `fault` instead of a normal answer.
   * Faults are used up in the order they were injected.
   */
  injectFault(route: FaultRoute, fault: Fault, times = 1): void {
    for (let i = 0; i < times; i++) this.faults.push({ route, fault })
  }

  /** Requests to a route, in order. */
  requestsTo(route: Exclude<FaultRoute, 'any'>): RecordedRequest[] {
    return this.requests.filter(request => routeOf(request.method, request.path) === route)
  }

  private takeFault(route: FaultRoute | undefined): Fault | undefined {
    const index = this.faults.findIndex(entry => entry.route === 'any' || entry.route === route)
    if (index === -1) return undefined
    return this.faults.splice(index, 1)[0]?.fault
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const receivedAt = Date.now()
    const path = request.url ?? '/'
    const route = routeOf(request.method ?? 'GET', path)
    const isMultipart = (request.headers['content-type'] ?? '').startsWith('multipart/form-data')
    let body = ''
    let json: unknown
    let upload: ReceivedUpload | undefined
    let bodyError: string | undefined
    if (isMultipart && route === 'update') {
      try {
        upload = await receiveMultipart(request, this.options.keepUploads ?? true)
      } catch (error) {
        bodyError = `Malformed multipart body: ${(error as Error).message}`
      }
    } else {
      body = await readText(request)
      if (body !== '') {
        try {
          json = JSON.parse(body)
        } catch {
          bodyError = 'Body is not valid JSON'
        }
      }
    }
    this.requests.push({
      method: request.method ?? '',
      path,
      headers: request.headers,
      body,
      json,
      upload,
      receivedAt
    })

    const fault = this.takeFault(route)
    if (fault?.delayMs) await new Promise(resolve => setTimeout(resolve, fault.delayMs))
    if (fault?.reset) {
      request.socket.destroy()
      return
    }
    if (fault?.hang) {
      this.hung.add(response)
      return
    }
    if (fault?.breakBody) BREAK_BODY.add(response)
    if (fault?.status !== undefined) {
      response.writeHead(fault.status, { 'content-type': 'application/json', ...fault.headers })
      response.end(fault.body ?? JSON.stringify({ message: `Injected fault ${fault.status}` }))
      return
    }

    if (route === 'ips') return sendJson(response, 200, { ipv4: this.ipv4 })
    if (route === 'update') {
      if (request.headers['x-api-key'] !== this.apiToken) {
        return sendJson(response, 401, { message: 'Unauthorized: no valid API token provided' })
      }
      if (bodyError) return sendJson(response, 400, { message: bodyError })
      const fields = upload ? fieldsOfUpload(upload) : json
      if (!isJsonPost(request) && !upload) {
        return sendJson(response, 400, { message: 'Content-Type must be application/json' })
      }
      const publicKey = decodeURIComponent(path.slice('/v1/apps/'.length).split('?')[0] ?? '')
      const app = this.apps.get(publicKey)
      if (!app)
        return sendJson(response, 404, { message: `No app found for publicKey ${publicKey}` })
      const problem = checkFields(fields)
      if (problem) return sendJson(response, 400, { message: problem })
      return sendJson(response, 200, this.applyUpdate(app, fields as Record<string, unknown>))
    }
    if (request.method === 'GET' && path.split('?')[0] === '/v1/apps') {
      if (request.headers['x-api-key'] !== this.apiToken) {
        return sendJson(response, 401, { message: 'Unauthorized: no valid API token provided' })
      }
      return sendJson(response, 200, { data: [...this.apps.values()].map(app => answer(app)) })
    }
    return sendJson(response, 404, { message: `Not found: ${request.method} ${path}` })
  }

  private applyUpdate(app: FakeApp, fields: Record<string, unknown>): Record<string, unknown> {
    for (const [name, value] of Object.entries(fields)) {
      if (value === null) delete app.fields[name]
      else app.fields[name] = value
    }
    if (typeof fields.platform === 'string') app.platform = fields.platform
    app.versionCode += 1
    app.updated = new Date().toISOString()
    const result = answer(app)
    if (this.options.appUrlBase) result.appURL = `${this.options.appUrlBase}/app/${app.publicKey}`
    return result
  }
}

/** The answer of the update operation (https://docs.appetize.io/rest-api/v1/update-existing-app). */
function answer(app: FakeApp): Record<string, unknown> {
  return {
    publicKey: app.publicKey,
    created: app.created,
    updated: app.updated,
    platform: app.platform,
    versionCode: app.versionCode
  }
}

/** Which endpoint a request is for: v2 at `/v2` (public) or `/api/v2` (private instance). */
function routeOf(method: string, path: string): FaultRoute | undefined {
  const pathname = path.split('?')[0] ?? ''
  if (method === 'GET' && (pathname === '/v2/service/ips' || pathname === '/api/v2/service/ips'))
    return 'ips'
  if (method === 'POST' && pathname.startsWith('/v1/apps/') && pathname.length > 9) return 'update'
  return undefined
}

function isJsonPost(request: IncomingMessage): boolean {
  return (request.headers['content-type'] ?? '').split(';')[0]?.trim() === 'application/json'
}

/** The service's own rules for an update body (https://docs.appetize.io/rest-api/v1/update-existing-app), as a 400 message, or undefined. */
function checkFields(fields: unknown): string | undefined {
  if (fields === null || typeof fields !== 'object' || Array.isArray(fields)) {
    return 'Body must be a JSON object'
  }
  for (const [name, value] of Object.entries(fields)) {
    const type = FIELD_TYPES[name]
    if (!type) return `Unknown field: ${name}`
    if (value === null) continue
    const actual = Array.isArray(value) ? 'array' : typeof value
    if (actual !== type) return `${name} must be of type ${type}`
    if (name === 'timeout' && !TIMEOUTS.includes(value as number)) {
      return `timeout must be one of ${TIMEOUTS.join(', ')}`
    }
    if (name === 'platform' && value !== 'ios' && value !== 'android') {
      return 'platform must be ios or android'
    }
    if (name === 'fileType' && !['zip', 'tar.gz', 'apk'].includes(value as string)) {
      return 'fileType must be zip, tar.gz or apk'
    }
    if (name === 'appPermissions') {
      for (const [key, level] of Object.entries(value as object)) {
        if (!PERMISSION_KEYS.includes(key)) return `Unknown permission: ${key}`
        if (level !== null && level !== 'authenticated' && level !== 'public') {
          return `Invalid value for appPermissions.${key}`
        }
      }
    }
  }
  return undefined
}

/**
 * A multipart upload's form fields as the JSON fields they stand for: `appPermissions.run`
 * flattened back into `appPermissions`, an empty value meaning null (direct file upload docs).
 */
function fieldsOfUpload(upload: ReceivedUpload): Record<string, unknown> {
  const fields: Record<string, unknown> = {}
  for (const [name, text] of Object.entries(upload.fields)) {
    const value = text === '' ? null : parseFormValue(FIELD_TYPES[name.split('.')[0] ?? ''], text)
    if (name.startsWith('appPermissions.')) {
      const permissions = (fields.appPermissions ?? {}) as Record<string, unknown>
      permissions[name.slice('appPermissions.'.length)] = value
      fields.appPermissions = permissions
    } else {
      fields[name] = value
    }
  }
  return fields
}

function parseFormValue(type: string | undefined, text: string): unknown {
  if (type === 'number') return Number(text)
  if (type === 'boolean') return text === 'true'
  if (type === 'array') return JSON.parse(text) as unknown
  return text
}

function readText(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    request.on('error', reject)
  })
}

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body)
  response.writeHead(status, {
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(text)
  })
  if (BREAK_BODY.has(response)) {
    response.write(text.slice(0, Math.floor(text.length / 2)), () => response.socket?.destroy())
    return
  }
  response.end(text)
}
