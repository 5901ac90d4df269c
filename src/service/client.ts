import { ActionFailure } from '../shared/failure.js'
import type { ServiceEndpoints } from './endpoints.js'
import type { AppFields } from './validate-fields.js'
import type { UploadBody } from './upload/multipart-body.js'
import {
  describe,
  jsonObject,
  parseAppRecord,
  scrubRecord,
  PUBLIC_KEY_PATTERN,
  type AppRecord
} from './answers.js'
import type { Device } from './devices.js'
import type { HttpRequest, HttpResponse } from './http-attempt.js'
import type { ApiCall } from './api-call.js'
import { sendCall, type TransportOptions } from './transport.js'
import type { AppReading } from './update-proof.js'

/**
 * The update's answer was lost or unusable after a 2xx status line: the update is not sent
 * again, and whether it took effect is for a read-back to show (update-proof.ts).
 */
export class LostUpdateAnswer extends ActionFailure {
  /**
   * @param sentAt when the update was first sent, by `performance.now()` (milliseconds)
   * @param htmlStatus the status of an answer whose body is an HTML page, which a proxy or a
   *   web site sends rather than the API; undefined for any other answer
   */
  constructor(
    message: string,
    readonly sentAt: number,
    readonly htmlStatus: number | undefined
  ) {
    super('answer-lost', message)
  }
}

/** True when an answer's body is an HTML page (by its Content-Type or its first character). */
function isHtml(response: HttpResponse): boolean {
  const type = String(response.headers['content-type'] ?? '').toLowerCase()
  return type.includes('html') || response.text.trimStart().startsWith('<')
}

/** How the client talks to the service. */
export interface ServiceClientOptions extends TransportOptions {
  readonly endpoints: ServiceEndpoints
  /**
   * Sent as `X-API-KEY` on the calls that need it (https://docs.appetize.io/rest-api); the IP
   * block request goes without it.
   */
  readonly apiToken: string
}

/**
 * The service's REST API: create, update, read and delete an app, fetch the IP blocks and the
 * device list. Each method knows its
 * request, whether a retry is safe, and the shape of its answer, which it checks before
 * returning anything of it.
 */
export class ServiceClient {
  private readonly options: ServiceClientOptions

  constructor(options: ServiceClientOptions) {
    this.options = options
  }

  /**
   * Updates an existing app: `POST {v1}/apps/{publicKey}`
   * (https://docs.appetize.io/rest-api/v1/update-existing-app), or the same as
   * `multipart/form-data` with a build (https://docs.appetize.io/rest-api/v1/direct-file-uploads).
   * Retried after any passing failure: the same update applied twice leaves the same app (only
   * versionCode counts it twice).
   *
   * @param publicKey the app; percent-encoded into the path, so it cannot reach another endpoint
   * @param fields exactly the fields to send; `null` unsets one
   * @returns the app as the answer describes it, every field checked
   * @throws ActionFailure on a refusal or a failure after all attempts; LostUpdateAnswer (kind
   *   `answer-lost`) when a 2xx status line arrived but the rest of the answer broke off or
   *   cannot be used: the update is then not sent again
   */
  async updateApp(publicKey: string, fields: AppFields, upload?: UploadBody): Promise<AppRecord> {
    const call: ApiCall = {
      name: `update of app ${publicKey}`,
      publicKey,
      request: this.updateRequest(publicKey, fields, upload),
      retry: 'any-failure',
      changesState: true
    }
    const sentAt = performance.now()
    let response: HttpResponse
    try {
      response = await sendCall(call, this.options)
    } catch (error) {
      if (!(error instanceof ActionFailure) || error.kind !== 'answer-lost') throw error
      throw new LostUpdateAnswer(error.message, sentAt, undefined)
    }
    try {
      return scrubRecord(
        this.options.redactor,
        parseAppRecord(jsonObject(response, call.name), call.name, publicKey)
      )
    } catch (error) {
      // A 2xx whose body cannot be used: the update may have been applied, and is not resent.
      if (!(error instanceof ActionFailure) || error.kind !== 'malformed-answer') throw error
      throw new LostUpdateAnswer(
        error.message,
        sentAt,
        isHtml(response) ? response.status : undefined
      )
    }
  }

  /**
   * Creates an app: `POST {v1}/apps`, JSON or `multipart/form-data` exactly like an update
   * (the service's REST API reference, "Create new app": https://docs.appetize.io/rest-api).
   * Creating is not idempotent, so it is sent again only when it surely did not reach the
   * service (a refused connection, a 429).
   *
   * @param fields the fields of the new app; `platform` is required by the service
   * @returns the new app, every field checked
   * @throws ActionFailure; `outcome-unknown` when an app may have been created (the message
   *   names its publicKey when the answer did)
   */
  async createApp(fields: AppFields, upload?: UploadBody): Promise<AppRecord> {
    const call: ApiCall = {
      name: 'create of an app',
      request: this.createRequest(fields, upload),
      retry: 'unsent-only',
      changesState: true
    }
    let body: Record<string, unknown> | undefined
    try {
      body = jsonObject(await sendCall(call, this.options), call.name)
      return scrubRecord(this.options.redactor, parseAppRecord(body, call.name, undefined))
    } catch (error) {
      if (!(error instanceof ActionFailure)) throw error
      if (error.kind !== 'outcome-unknown' && error.kind !== 'malformed-answer') throw error
      const key = body?.publicKey
      const named =
        typeof key === 'string' && PUBLIC_KEY_PATTERN.test(key) ? ` (publicKey ${key})` : ''
      throw new ActionFailure(
        'outcome-unknown',
        `${error.message} An app may have been created${named} that nothing records.`
      )
    }
  }

  /** The create request exactly as `createApp` sends it (also shown by a dry run). */
  createRequest(fields: AppFields, upload?: UploadBody): HttpRequest {
    return this.writeRequest(`${this.options.endpoints.v1}/apps`, fields, upload)
  }

  /**
   * Deletes an app: `DELETE {v1}/apps/{publicKey}` (the service's REST API reference, "Deletes
   * an app": https://docs.appetize.io/rest-api). Sent again after any passing failure: deleting
   * twice leaves no app either.
   *
   * @returns `deleted`, or `already-gone` when the service has no such app (404)
   * @throws ActionFailure for any other failure
   */
  async deleteApp(publicKey: string): Promise<'deleted' | 'already-gone'> {
    const call: ApiCall = {
      name: `delete of app ${publicKey}`,
      publicKey,
      request: this.deleteRequest(publicKey),
      retry: 'any-failure',
      changesState: true
    }
    try {
      // The answer's body (often empty) says nothing more than its status.
      await sendCall(call, this.options)
      return 'deleted'
    } catch (error) {
      if (error instanceof ActionFailure && error.kind === 'not-found') return 'already-gone'
      if (error instanceof ActionFailure && error.kind === 'answer-lost') return 'deleted'
      throw error
    }
  }

  /** The delete request exactly as `deleteApp` sends it. */
  deleteRequest(publicKey: string): HttpRequest {
    return { method: 'DELETE', url: this.appUrl(publicKey), headers: this.authHeaders({}) }
  }

  /**
   * The devices the service streams: `GET {v2}/service/devices`, without the token (v2 REST
   * API reference, "Get available devices": https://docs.appetize.io/rest-api).
   * @throws ActionFailure; `malformed-answer` when the answer is not a list of devices
   */
  async listDevices(): Promise<Device[]> {
    const call: ApiCall = {
      name: 'device list request',
      request: this.devicesRequest(),
      retry: 'any-failure',
      changesState: false
    }
    const response = await sendCall(call, this.options)
    const { parseDeviceList } = await import('./devices.js')
    return parseDeviceList(response.text, call.name)
  }

  /** The device list request exactly as `listDevices` sends it. */
  devicesRequest(): HttpRequest {
    const url = `${this.options.endpoints.v2}/service/devices`
    return { method: 'GET', url, headers: { accept: 'application/json' } }
  }

  /** The update request exactly as `updateApp` sends it (also shown by a dry run). */
  updateRequest(publicKey: string, fields: AppFields, upload?: UploadBody): HttpRequest {
    return this.writeRequest(this.appUrl(publicKey), fields, upload)
  }

  /** A POST of app fields: JSON, or `multipart/form-data` with a build. */
  private writeRequest(url: string, fields: AppFields, upload?: UploadBody): HttpRequest {
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

  /**
   * Reads an app back: `GET {v1}/apps/{publicKey}`, a read that changes nothing (the service's
   * REST API reference, "Get a Single App": https://docs.appetize.io/rest-api).
   *
   * @throws ActionFailure as `updateApp`
   */
  async readApp(publicKey: string): Promise<AppRecord> {
    return (await this.readAppAnswer(publicKey)).record
  }

  /**
   * Reads an app back as `readApp` does, keeping what shows when the answer was made: its
   * fields as sent and the service's clock (the `Date` header, which HTTP requires of a server
   * with a clock: https://www.rfc-editor.org/rfc/rfc9110#field.date).
   *
   * @throws ActionFailure as `readApp`
   */
  async readAppAnswer(publicKey: string): Promise<AppReading> {
    const call: ApiCall = {
      name: `read of app ${publicKey}`,
      publicKey,
      request: { method: 'GET', url: this.appUrl(publicKey), headers: this.authHeaders({}) },
      retry: 'any-failure',
      changesState: false
    }
    const response = await sendCall(call, this.options)
    const receivedAt = performance.now()
    const body = jsonObject(response, call.name)
    const record = scrubRecord(this.options.redactor, parseAppRecord(body, call.name, publicKey))
    const date = response.headers.date
    const serviceDate = date === undefined ? Number.NaN : Date.parse(date)
    return {
      record,
      body,
      serviceDate: Number.isNaN(serviceDate) ? undefined : serviceDate,
      receivedAt
    }
  }

  /** The IP block request exactly as `getIpBlocks` sends it (also shown by a dry run). */
  ipBlocksRequest(): HttpRequest {
    return { method: 'GET', url: this.ipBlocksUrl(), headers: { accept: 'application/json' } }
  }

  /** An app's URL in the v1 API. */
  appUrl(publicKey: string): string {
    return `${this.options.endpoints.v1}/apps/${encodeURIComponent(publicKey)}`
  }

  /** The IP block operation's URL. */
  ipBlocksUrl(): string {
    return `${this.options.endpoints.v2}/service/ips`
  }

  /**
   * Fetches the streaming servers' IP blocks: `GET {v2}/service/ips`, without the token
   * (https://docs.appetize.io/infrastructure/configure-network-access).
   *
   * @returns the `ipv4` list as the service sent it (order and duplicates kept)
   * @throws ActionFailure on a failure, or `malformed-answer` when `ipv4` is missing or not a
   *   list of strings
   */
  async getIpBlocks(): Promise<string[]> {
    const call: ApiCall = {
      name: 'IP block request',
      request: this.ipBlocksRequest(),
      retry: 'any-failure',
      changesState: false
    }
    const answer = jsonObject(await sendCall(call, this.options), call.name)
    const ipv4 = answer.ipv4
    if (!Array.isArray(ipv4) || !ipv4.every(entry => typeof entry === 'string')) {
      throw new ActionFailure(
        'malformed-answer',
        `The service answered the IP block request without an "ipv4" list of strings (got ${describe(ipv4)}); nothing was published from it.`
      )
    }
    return ipv4
  }

  /** Every app of the account (`GET {v1}/apps`, all pages; see app-list.ts). */
  async listApps(): Promise<import('./app-list.js').ListedApp[]> {
    const { listApps } = await import('./app-list.js')
    return listApps(this.options, this.authHeaders({}))
  }

  /** Headers for an authenticated request: the token, JSON accepted. */
  private authHeaders(extra: Record<string, string>): Record<string, string> {
    return { 'x-api-key': this.options.apiToken, accept: 'application/json', ...extra }
  }
}
