/**
 * Each request of the service's REST API exactly as the client sends it (a dry run shows them
 * too): its URL on the run's endpoints, its headers (the token only where a call needs it) and
 * its body. https://docs.appetize.io/rest-api
 */
import type { ServiceEndpoints } from './endpoints.js'
import type { HttpRequest } from './http-attempt.js'
import type { TransportOptions } from './transport.js'
import type { UploadBody } from './upload/multipart-body.js'
import type { AppFields } from './validate-fields.js'

/** How the client talks to the service. */
export interface ServiceClientOptions extends TransportOptions {
  readonly endpoints: ServiceEndpoints
  /**
   * Sent as `X-API-KEY` on the calls that need it (https://docs.appetize.io/rest-api); the IP
   * block request goes without it.
   */
  readonly apiToken: string
}

/** The requests of the service's API; ServiceClient sends them. */
export class ServiceRequests {
  protected readonly options: ServiceClientOptions

  constructor(options: ServiceClientOptions) {
    this.options = options
  }

  /** The create request exactly as `createApp` sends it (also shown by a dry run). */
  createRequest(fields: AppFields, upload?: UploadBody): HttpRequest {
    return this.writeRequest(`${this.options.endpoints.v1}/apps`, fields, upload)
  }

  /** The delete request exactly as `deleteApp` sends it. */
  deleteRequest(publicKey: string): HttpRequest {
    return { method: 'DELETE', url: this.appUrl(publicKey), headers: this.authHeaders({}) }
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
  protected writeRequest(url: string, fields: AppFields, upload?: UploadBody): HttpRequest {
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

  /** An app's URL in the v1 API. */
  appUrl(publicKey: string): string {
    return `${this.options.endpoints.v1}/apps/${encodeURIComponent(publicKey)}`
  }

  /** The IP block operation's URL. */
  ipBlocksUrl(): string {
    return `${this.options.endpoints.v2}/service/ips`
  }

  /** Headers for an authenticated request: the token, JSON accepted. */
  protected authHeaders(extra: Record<string, string>): Record<string, string> {
    return { 'x-api-key': this.options.apiToken, accept: 'application/json', ...extra }
  }
}
