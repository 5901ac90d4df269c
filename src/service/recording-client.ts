import type { AppRecord } from './answers.js'
import { PLATFORMS } from './app-fields.js'
import { ServiceClient } from './client.js'
import type { ServiceClientOptions } from './requests.js'
import type { HttpRequest } from './http-attempt.js'
import type { UploadBody } from './upload/multipart-body.js'
import type { AppFields } from './validate-fields.js'

/**
 * The publicKey a dry run's create answers with: no app exists, so nothing reads it back. Of
 * the form the service issues, so that a record naming it renders as a real one would.
 */
export const PLANNED_PUBLIC_KEY = 'dry-run-new-app'

/**
 * The service client of a dry run: every request that changes something (update, create,
 * delete) and the IP block request are handed to `record` instead of being sent, and answered
 * with a planned value so that the operation goes on as a real run would; reads that checks and
 * previews need (the device list, an existing app) are sent. An upload's body is never opened.
 */
export class RecordingServiceClient extends ServiceClient {
  /**
   * @param record receives each request exactly as it would have been sent
   */
  constructor(
    options: ServiceClientOptions,
    private readonly record: (request: HttpRequest) => void
  ) {
    super(options)
  }

  /** Records the update; answers with the app as far as the request says (no versionCode). */
  override updateApp(
    publicKey: string,
    fields: AppFields,
    upload?: UploadBody
  ): Promise<AppRecord> {
    this.record(this.updateRequest(publicKey, fields, upload))
    return Promise.resolve(plannedApp(publicKey, fields))
  }

  /** Records the create; answers with PLANNED_PUBLIC_KEY. */
  override createApp(fields: AppFields, upload?: UploadBody): Promise<AppRecord> {
    this.record(this.createRequest(fields, upload))
    return Promise.resolve(plannedApp(PLANNED_PUBLIC_KEY, fields))
  }

  /** Records the delete; answers `deleted`. */
  override deleteApp(publicKey: string): Promise<'deleted' | 'already-gone'> {
    this.record(this.deleteRequest(publicKey))
    return Promise.resolve('deleted')
  }

  /** Reads an existing app; the planned one is answered without a request. */
  override readApp(publicKey: string): Promise<AppRecord> {
    return publicKey === PLANNED_PUBLIC_KEY
      ? Promise.resolve({ publicKey })
      : super.readApp(publicKey)
  }

  /**
   * Records the IP block request (a dry run has never sent it) and answers with no blocks: the
   * operation publishes nothing in a dry run.
   */
  override getIpBlocks(): Promise<string[]> {
    this.record(this.ipBlocksRequest())
    return Promise.resolve([])
  }
}

/** The app a dry run's write answers with: what the request says, nothing the service adds. */
function plannedApp(publicKey: string, fields: AppFields): AppRecord {
  const platform = PLATFORMS.find(known => known === fields.platform)
  return platform === undefined ? { publicKey } : { publicKey, platform }
}
