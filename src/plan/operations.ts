/**
 * The operations a run can perform, as one discriminated union: a plan is a list of them, and
 * each has one handler in src/core/operations. Adding an operation means adding a member here
 * and its handler there.
 */
import type { Cidr } from '../ipv4/cidr.js'
import type { BuildFile } from './build-file.js'
import type { AppFields } from './validate-fields.js'

/**
 * Fetch the streaming servers' IP blocks and publish them (step outputs `ipv4…`).
 * https://docs.appetize.io/infrastructure/configure-network-access
 */
export interface FetchIpBlocksOperation {
  readonly kind: 'fetch-ip-blocks'
  /** The allow-list as it stands now (`previousIpv4`), canonical; undefined: no comparison. */
  readonly previous?: readonly Cidr[]
  /** Fail when the service lists fewer blocks than this (`ipv4MinCount`). */
  readonly minCount: number
  /** Fail when more blocks of `previous` would be removed than this (`ipv4MaxRemoved`). */
  readonly maxRemoved?: number
}

/**
 * Update one existing app with exactly the fields the user gave, and/or a build upload.
 * https://docs.appetize.io/rest-api/v1/update-existing-app
 */
export interface UpdateAppOperation {
  readonly kind: 'update-app'
  readonly publicKey: string
  /** Only fields the user gave or that were inferred (`fileType`, `platform`), never a default. */
  readonly fields: AppFields
  /**
   * A build on disk to upload with the fields as `multipart/form-data`
   * (https://docs.appetize.io/rest-api/v1/direct-file-uploads).
   */
  readonly build?: BuildFile
}

/** Every operation a plan may hold. */
export type Operation = FetchIpBlocksOperation | UpdateAppOperation

/** An operation's kind, e.g. `update-app`. */
export type OperationKind = Operation['kind']
