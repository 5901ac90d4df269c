/**
 * The fake service's endpoints: which route a request is, and what the service does and answers
 * for it (create, read, update and delete an app; IP blocks; devices), with its auth and errors.
 *
 * https://docs.appetize.io/rest-api   (auth, response codes)
 * https://docs.appetize.io/rest-api/v1/update-existing-app
 * https://docs.appetize.io/rest-api/v1/direct-file-uploads
 */
import { randomBytes } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import type { FakeDevice } from './devices.js'
import { checkFields, fieldsOfUpload } from './field-rules.js'
import type { ReceivedUpload } from './multipart.js'

/** What the service reads from a build and reports for an app (`GET /v1/apps/{publicKey}`). */
export interface AppMetadata {
  bundle: string
  name: string
  appDisplayName: string
  appVersionCode: string
  appVersionName: string
}

/** What the fake reports for every build it receives, unless told otherwise. */
export const DEFAULT_APP_METADATA: AppMetadata = {
  bundle: 'com.example.app',
  name: 'Example App',
  appDisplayName: 'Example App',
  appVersionCode: '1',
  appVersionName: '1.0.0'
}

/** An app as the fake stores it. */
export interface FakeApp {
  publicKey: string
  platform: string
  created: string
  updated: string
  versionCode: number
  /** Every settable field the app currently has (unset fields are absent). */
  fields: Record<string, unknown>
  /** What the service read from the app's build; undefined for an app without a build. */
  metadata?: AppMetadata
}

/** The requests a route stands for (and a fault can apply to). */
export type ServiceRoute = 'list' | 'create' | 'read' | 'update' | 'delete' | 'ips' | 'devices'

/** What the endpoints read and change. */
export interface ServiceState {
  readonly apps: Map<string, FakeApp>
  readonly apiToken: string
  readonly ipv4: string[]
  readonly devices: FakeDevice[]
  /** Reported for each build received. */
  readonly appMetadata: AppMetadata
  /** Send an `appURL` with this base in create and update answers. */
  readonly appUrlBase?: string
  /** The service's clock, in milliseconds since the epoch: it stamps `created` and `updated`. */
  readonly now: () => number
  /** Apps per page of `GET /v1/apps`. */
  readonly appsPageSize: number
  /** Whether the app list carries each app's `note` (its published schema does not name it). */
  readonly listNotes: boolean
}

/** A received request, as far as the endpoints read it. */
export interface ServiceRequest {
  readonly method: string
  readonly path: string
  readonly headers: IncomingMessage['headers']
  readonly json?: unknown
  readonly upload?: ReceivedUpload
}

export interface Answer {
  status: number
  /** JSON; undefined for an empty body. */
  body: unknown
}

type Fields = Record<string, unknown>
const UNAUTHORIZED: Answer = {
  status: 401,
  body: { message: 'Unauthorized: no valid API token provided' }
}

/** Which endpoint a request is for: v2 at `/v2` (public) or `/api/v2` (private instance). */
export function routeOf(method: string, path: string): ServiceRoute | undefined {
  const pathname = path.split('?')[0] ?? ''
  const v2 = pathname.replace(/^\/api\/v2\//, '/v2/')
  if (method === 'GET' && v2 === '/v2/service/ips') return 'ips'
  if (method === 'GET' && v2 === '/v2/service/devices') return 'devices'
  if (method === 'POST' && pathname === '/v1/apps') return 'create'
  if (method === 'GET' && pathname === '/v1/apps') return 'list'
  if (!pathname.startsWith('/v1/apps/') || pathname.length <= 9) return undefined
  if (method === 'POST') return 'update'
  if (method === 'GET') return 'read'
  if (method === 'DELETE') return 'delete'
  return undefined
}

/**
 * Does what a request asks and says what to answer.
 *
 * @param bodyError why the body could not be read, if it could not
 */
export function answerRequest(
  state: ServiceState,
  request: ServiceRequest,
  bodyError: string | undefined
): Answer {
  const route = routeOf(request.method, request.path)
  if (route === 'ips') return { status: 200, body: { ipv4: state.ipv4 } }
  if (route === 'devices') return { status: 200, body: state.devices }
  if (route === 'list') {
    if (request.headers['x-api-key'] !== state.apiToken) return UNAUTHORIZED
    return listApps(state, new URL(request.path, 'http://fake').searchParams.get('nextKey'))
  }
  if (route === undefined) {
    return { status: 404, body: { message: `Not found: ${request.method} ${request.path}` } }
  }
  if (request.headers['x-api-key'] !== state.apiToken) return UNAUTHORIZED
  const publicKey = decodeURIComponent(request.path.split('?')[0]?.slice('/v1/apps/'.length) ?? '')
  const app = state.apps.get(publicKey)
  if (route !== 'create' && !app) {
    return { status: 404, body: { message: `No app found for publicKey ${publicKey}` } }
  }
  if (route === 'read')
    return { status: 200, body: { ...answer(app as FakeApp), ...app?.metadata } }
  if (route === 'delete') {
    state.apps.delete(publicKey)
    return { status: 200, body: undefined }
  }
  if (bodyError) return { status: 400, body: { message: bodyError } }
  if (!request.upload && !isJsonPost(request.headers)) {
    return { status: 400, body: { message: 'Content-Type must be application/json' } }
  }
  const fields = request.upload ? fieldsOfUpload(request.upload) : request.json
  const problem = checkFields(fields)
  if (problem) return { status: 400, body: { message: problem } }
  const build = request.upload?.file !== undefined
  if (route === 'update') {
    return { status: 200, body: applyUpdate(state, app as FakeApp, fields as Fields, build) }
  }
  if (typeof (fields as Fields).platform !== 'string') {
    return { status: 400, body: { message: 'platform is required' } }
  }
  const now = new Date(state.now()).toISOString()
  const created: FakeApp = {
    publicKey: newPublicKey(),
    platform: (fields as Fields).platform as string,
    created: now,
    updated: now,
    versionCode: 0,
    fields: {}
  }
  state.apps.set(created.publicKey, created)
  return { status: 200, body: applyUpdate(state, created, fields as Fields, build) }
}

function applyUpdate(
  state: ServiceState,
  app: FakeApp,
  fields: Fields,
  build: boolean
): Record<string, unknown> {
  for (const [name, value] of Object.entries(fields)) {
    if (value === null) delete app.fields[name]
    else app.fields[name] = value
  }
  if (typeof fields.platform === 'string') app.platform = fields.platform
  if (build || typeof fields.url === 'string') app.metadata = { ...state.appMetadata }
  app.versionCode += 1
  app.updated = new Date(state.now()).toISOString()
  const result = answer(app)
  if (state.appUrlBase) result.appURL = `${state.appUrlBase}/app/${app.publicKey}`
  return result
}

/**
 * One page of `GET /v1/apps`: `data`, and `hasMore` with a `nextKey` (an opaque key: here the
 * offset, base64url) while more apps follow.
 */
function listApps(state: ServiceState, nextKey: string | null): Answer {
  const start = nextKey === null ? 0 : Number(Buffer.from(nextKey, 'base64url').toString('utf8'))
  if (!Number.isSafeInteger(start) || start < 0) {
    return { status: 400, body: { message: 'Invalid nextKey' } }
  }
  const apps = [...state.apps.values()]
  const page = apps.slice(start, start + state.appsPageSize).map(app => ({
    ...answer(app),
    ...app.metadata,
    ...(state.listNotes && typeof app.fields.note === 'string' ? { note: app.fields.note } : {})
  }))
  const end = start + state.appsPageSize
  return {
    status: 200,
    body:
      end < apps.length
        ? { hasMore: true, nextKey: Buffer.from(String(end)).toString('base64url'), data: page }
        : { hasMore: false, data: page }
  }
}

/** The answer of the create and update operations. */
function answer(app: FakeApp): Record<string, unknown> {
  return {
    publicKey: app.publicKey,
    created: app.created,
    updated: app.updated,
    platform: app.platform,
    versionCode: app.versionCode
  }
}

/** A new publicKey, shaped like the service's (26 lower-case letters and digits). */
function newPublicKey(): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789'
  return [...randomBytes(26)].map(byte => alphabet[byte % alphabet.length]).join('')
}

function isJsonPost(headers: IncomingMessage['headers']): boolean {
  return (headers['content-type'] ?? '').split(';')[0]?.trim() === 'application/json'
}
