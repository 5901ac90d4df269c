import { ActionFailure } from '../shared/failure.js'
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
import type { HttpResponse } from './http-attempt.js'
import type { ApiCall } from './api-call.js'
import { sendCall } from './transport.js'
import type { AppReading } from './update-proof.js'
import { isHtml, LostUpdateAnswer, UnansweredWrite } from './lost-update-answer.js'
import { ServiceRequests } from './requests.js'

/**
 * The service's REST API: create, update, read and delete an app, fetch the IP blocks and the
 * device list. Each method knows its request (ServiceRequests), whether a retry is safe, and the
 * shape of its answer, which it checks before returning anything of it.
 */
export class ServiceClient extends ServiceRequests {
  /**
   * Updates an existing app: `POST {v1}/apps/{publicKey}`
   * (https://docs.appetize.io/rest-api/v1/update-existing-app), or the same as
   * `multipart/form-data` with a build (https://docs.appetize.io/rest-api/v1/direct-file-uploads).
   * Sent again after a status that says it failed (429, 5xx) or a network failure before the
   * whole request was sent; never once it was sent whole, since an update applied twice deploys
   * twice (versionCode counts both).
   *
   * @param publicKey the app; percent-encoded into the path, so it cannot reach another endpoint
   * @param fields exactly the fields to send; `null` unsets one
   * @param maxAttempts attempts allowed to this update, at most the client's `maxAttempts` (a
   *   second sending gets what the first left)
   * @returns the app as the answer describes it, every field checked
   * @throws ActionFailure on a refusal or a failure after all attempts; LostUpdateAnswer (kind
   *   `answer-lost`) when the update was sent whole and no answer came, or a 2xx status line
   *   arrived but the rest of the answer broke off or cannot be used: it is then not sent again
   */
  async updateApp(
    publicKey: string,
    fields: AppFields,
    upload?: UploadBody,
    maxAttempts = this.options.maxAttempts
  ): Promise<AppRecord> {
    const call: ApiCall = {
      name: `update of app ${publicKey}`,
      publicKey,
      request: this.updateRequest(publicKey, fields, upload),
      retry: 'until-sent',
      changesState: true
    }
    const sentAt = performance.now()
    let response: HttpResponse
    try {
      response = await sendCall(call, { ...this.options, maxAttempts })
    } catch (error) {
      if (!(error instanceof ActionFailure) || error.kind !== 'answer-lost') throw error
      if (!(error instanceof UnansweredWrite)) {
        throw new LostUpdateAnswer(error.message, sentAt, undefined)
      }
      throw new LostUpdateAnswer(
        error.message,
        error.sentAt,
        undefined,
        error.unanswered,
        Math.max(0, maxAttempts - error.attempts)
      )
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
   * Reads an app back as `readApp` does, asking caches between for no stored copy
   * (`Cache-Control: no-cache`: https://www.rfc-editor.org/rfc/rfc9111#name-no-cache), and
   * keeping what shows when the answer was made: its fields as sent, the service's clock (the
   * `Date` header, which HTTP requires of a server with a clock:
   * https://www.rfc-editor.org/rfc/rfc9110#field.date) and a cache's `Age`.
   *
   * @throws ActionFailure as `readApp`
   */
  async readAppAnswer(publicKey: string): Promise<AppReading> {
    const call: ApiCall = {
      name: `read of app ${publicKey}`,
      publicKey,
      // No cache's copy: its Date and updated would be those of when it was stored.
      request: {
        method: 'GET',
        url: this.appUrl(publicKey),
        headers: this.authHeaders({ 'cache-control': 'no-cache' })
      },
      retry: 'any-failure',
      changesState: false
    }
    const response = await sendCall(call, this.options)
    const receivedAt = performance.now()
    const body = jsonObject(response, call.name)
    const record = scrubRecord(this.options.redactor, parseAppRecord(body, call.name, publicKey))
    const date = response.headers.date
    const serviceDate = date === undefined ? Number.NaN : Date.parse(date)
    const age = response.headers.age
    return {
      record,
      body,
      serviceDate: Number.isNaN(serviceDate) ? undefined : serviceDate,
      receivedAt,
      age: Array.isArray(age) ? age.join(', ') : age
    }
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
}
