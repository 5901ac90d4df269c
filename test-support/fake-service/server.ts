/**
 * A fake of the app streaming service's REST API on loopback, for tests, the demo, the bench and
 * local runs. It implements the endpoints the action uses — list (with `nextKey` pages), create,
 * read, update and delete an app, the IP blocks and the device list (also under a private instance's `/api/v2`) — with their
 * auth and errors, records every request it receives, and takes injected faults (statuses,
 * delays, hangs, resets, redirects, malformed bodies, an answer lost after the work was done).
 *
 * It validates bodies with its own rules (field-rules.ts), not the action's field table, so a
 * mistake in the table shows up as a test failure instead of being agreed with.
 *
 * https://docs.appetize.io/rest-api/v1/update-existing-app
 * https://docs.appetize.io/rest-api/v1/direct-file-uploads
 * https://docs.appetize.io/infrastructure/configure-network-access
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import {
  LoopbackServer,
  readText,
  type LoopbackFault,
  type LoopbackOptions
} from '../harness/loopback-server.js'
import { FaultQueue } from '../harness/fault-queue.js'
import {
  answerRequest,
  type Answer,
  type AppMetadata,
  DEFAULT_APP_METADATA,
  type FakeApp,
  routeOf,
  type ServiceRoute,
  type ServiceState
} from './app-routes.js'
import { DEFAULT_DEVICES, type FakeDevice } from './devices.js'
import { receiveMultipart, type ReceivedUpload } from './multipart.js'

export { type AppMetadata, DEFAULT_APP_METADATA, DEFAULT_DEVICES, type FakeApp, type FakeDevice }

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
export type FaultRoute = ServiceRoute | 'any'

/** Something to do instead of (or before) answering normally. */
export interface Fault extends LoopbackFault {
  /**
   * Handle the request normally (an update is applied), then break the connection after the
   * status line and half the body.
   */
  breakBody?: boolean
  /**
   * Do the work first (create, update or delete the app), then apply the fault instead of the
   * answer: the client cannot know whether its request took effect.
   */
  afterHandling?: boolean
}

/** Answers whose body is to be cut off after the headers (fault `breakBody`). */
const BREAK_BODY = new WeakSet<ServerResponse>()

export interface FakeServiceOptions extends LoopbackOptions {
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
  /** The devices served at `{v2}/service/devices`; default `DEFAULT_DEVICES`. */
  devices?: FakeDevice[]
  /**
   * How far the service's clock is ahead of this machine's (negative: behind), in milliseconds;
   * default 0. It sets every answer's `Date` header and the apps' `created` and `updated`.
   */
  clockOffsetMs?: number
  /** Apps per page of the app list (`GET /v1/apps`, `nextKey` pagination); default 100. */
  appsPageSize?: number
  /**
   * Whether the app list carries each app's `note`; default false, as the list's published
   * schema names no `note`.
   */
  listNotes?: boolean
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

/** The fake service. `start()` it, point the action at `url`, read `requests`, `stop()` it. */
export class FakeService {
  /** Every request received, in order. */
  readonly requests: RecordedRequest[] = []
  /** The apps, by publicKey. */
  readonly apps = new Map<string, FakeApp>()
  ipv4: string[]
  devices: FakeDevice[]
  /** Reported for every build received from now on (a test may set a hostile app name). */
  appMetadata: AppMetadata = { ...DEFAULT_APP_METADATA }
  readonly apiToken: string
  private readonly options: FakeServiceOptions
  private readonly faults = new FaultQueue<FaultRoute, Fault>()
  private readonly loopback: LoopbackServer

  constructor(options: FakeServiceOptions = {}) {
    this.options = options
    this.apiToken = options.apiToken ?? DEFAULT_API_TOKEN
    this.ipv4 = [...(options.ipv4 ?? DEFAULT_IPV4)]
    this.devices = [...(options.devices ?? DEFAULT_DEVICES)]
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
        fields: { platform },
        metadata: { ...DEFAULT_APP_METADATA }
      })
    }
    this.loopback = new LoopbackServer(options, (request, response) =>
      this.handle(request, response)
    )
  }

  /** The base URL to give the action as `baseUrl`, e.g. `http://127.0.0.1:43117`. */
  get url(): string {
    return this.loopback.origin
  }

  /** Starts listening; resolves with the base URL. */
  async start(): Promise<string> {
    await this.loopback.start()
    return this.url
  }

  /** Stops listening and drops open connections (hung ones included). */
  stop(): Promise<void> {
    return this.loopback.stop()
  }

  /**
   * Makes the next `times` requests to `route` meet `fault` instead of a normal answer.
   * Faults are used up in the order they were injected.
   */
  injectFault(route: FaultRoute, fault: Fault, times = 1): void {
    this.faults.add(route, fault, times)
  }

  /** Requests to a route, in order. */
  requestsTo(route: Exclude<FaultRoute, 'any'>): RecordedRequest[] {
    return this.requests.filter(request => routeOf(request.method, request.path) === route)
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const receivedAt = Date.now()
    // As a server does, by its own clock, in whole seconds (https://www.rfc-editor.org/rfc/rfc9110#field.date).
    response.setHeader('date', new Date(this.now()).toUTCString())
    const path = request.url ?? '/'
    const route = routeOf(request.method ?? 'GET', path)
    const isMultipart = (request.headers['content-type'] ?? '').startsWith('multipart/form-data')
    let body = ''
    let json: unknown
    let upload: ReceivedUpload | undefined
    let bodyError: string | undefined
    if (isMultipart && (route === 'update' || route === 'create')) {
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
    const recorded = {
      method: request.method ?? '',
      path,
      headers: request.headers,
      body,
      json,
      upload,
      receivedAt
    }
    this.requests.push(recorded)

    const fault = this.faults.take(route)
    let answer: Answer | undefined
    if (fault?.afterHandling) answer = answerRequest(this.state(), recorded, bodyError)
    if (await this.loopback.applyFault(fault, request, response)) return
    if (fault?.breakBody) BREAK_BODY.add(response)
    answer ??= answerRequest(this.state(), recorded, bodyError)
    sendJson(response, answer.status, answer.body)
  }

  private state(): ServiceState {
    const { apps, apiToken, ipv4, devices, appMetadata } = this
    return {
      apps,
      apiToken,
      ipv4,
      devices,
      appMetadata,
      appUrlBase: this.options.appUrlBase,
      appsPageSize: this.options.appsPageSize ?? 100,
      listNotes: this.options.listNotes ?? false,
      now: () => this.now()
    }
  }

  /** The service's clock, in milliseconds since the epoch. */
  private now(): number {
    return Date.now() + (this.options.clockOffsetMs ?? 0)
  }
}

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  const text = body === undefined ? '' : JSON.stringify(body)
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
