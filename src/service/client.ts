import { ActionFailure } from '../errors/failure.js'
import type { ServiceEndpoints } from '../plan/endpoints.js'
import type { AppFields } from '../plan/validate-fields.js'
import type { UploadBody } from '../upload/multipart-body.js'
import { describe, parseAppRecord, type AppRecord } from './answers.js'
import { statusLine } from './failures.js'
import type { HttpRequest, HttpResponse } from './http-attempt.js'
import { sendCall, type ApiCall, type TransportOptions } from './transport.js'

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
 * The service's REST API: update and read an app, fetch the IP blocks. Each method knows its
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
   * @throws ActionFailure on a refusal, a failure after all attempts, or a malformed answer
   *   (kind `answer-lost` when the update was accepted but its answer broke off)
   */
  async updateApp(publicKey: string, fields: AppFields, upload?: UploadBody): Promise<AppRecord> {
    const call: ApiCall = {
      name: `update of app ${publicKey}`,
      publicKey,
      request: this.updateRequest(publicKey, fields, upload),
      retry: 'any-failure',
      changesState: true
    }
    const response = await sendCall(call, this.options)
    try {
      return this.scrubbed(parseAppRecord(this.jsonObject(response, call), call.name, publicKey))
    } catch (error) {
      // The service accepted the update: an answer it cannot use means applied, answer lost.
      if (!(error instanceof ActionFailure) || error.kind !== 'malformed-answer') throw error
      throw new ActionFailure(
        'answer-lost',
        `The service accepted the ${call.name} (${statusLine(response.status)}), but its answer cannot be used: ${error.message}`
      )
    }
  }

  /** The update request exactly as `updateApp` sends it (also shown by a dry run). */
  updateRequest(publicKey: string, fields: AppFields, upload?: UploadBody): HttpRequest {
    const url = this.appUrl(publicKey)
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
    const call: ApiCall = {
      name: `read of app ${publicKey}`,
      publicKey,
      request: { method: 'GET', url: this.appUrl(publicKey), headers: this.authHeaders({}) },
      retry: 'any-failure',
      changesState: false
    }
    return this.scrubbed(
      parseAppRecord(
        this.jsonObject(await sendCall(call, this.options), call),
        call.name,
        publicKey
      )
    )
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
    const answer = this.jsonObject(await sendCall(call, this.options), call)
    const ipv4 = answer.ipv4
    if (!Array.isArray(ipv4) || !ipv4.every(entry => typeof entry === 'string')) {
      throw new ActionFailure(
        'malformed-answer',
        `The service answered the IP block request without an "ipv4" list of strings (got ${describe(ipv4)}); nothing was published from it.`
      )
    }
    return ipv4
  }

  /**
   * The record with its free-text fields (name, version, bundle) scrubbed of secrets: they may
   * reach a pull request comment, which the host's print boundary does not see.
   */
  private scrubbed(record: AppRecord): AppRecord {
    const { redactor } = this.options
    const scrub = (text: string | undefined): string | undefined =>
      text === undefined ? undefined : redactor.scrub(text)
    return {
      ...record,
      name: scrub(record.name),
      appVersionName: scrub(record.appVersionName),
      appVersionCode: scrub(record.appVersionCode),
      bundle: scrub(record.bundle)
    }
  }

  /** Headers for an authenticated request: the token, JSON accepted. */
  private authHeaders(extra: Record<string, string>): Record<string, string> {
    return { 'x-api-key': this.options.apiToken, accept: 'application/json', ...extra }
  }

  /** Parses a 2xx body as a JSON object, or fails without quoting it. */
  private jsonObject(response: HttpResponse, call: ApiCall): Record<string, unknown> {
    let parsed: unknown
    try {
      parsed = JSON.parse(response.text)
    } catch {
      parsed = undefined
    }
    if (parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)) {
      return parsed as Record<string, unknown>
    }
    const got =
      parsed === undefined
        ? `${response.text.length} characters that are not JSON`
        : describe(parsed)
    throw new ActionFailure(
      'malformed-answer',
      `The service answered the ${call.name} with ${statusLine(response.status)}, but its body is not a JSON object (${got}); nothing was published from it.`
    )
  }
}
