/**
 * The operations a run can perform, as one discriminated union: a plan is a list of them, and
 * each has one handler under src/features (registered in src/app/registry.ts). Adding an
 * operation means adding a member here and its handler there.
 */
import type { PullRequestTarget, RepositoryTarget } from '../review/review-port.js'
import type { IpBlockSource } from './ip-blocks/allow-list-bounds.js'
import type { Cidr, ParsedCidr } from './ip-blocks/cidr.js'
import type { Ipv4Format } from './ip-blocks/ipv4-formats.js'
import type { Platform } from '../service/app-fields.js'
import type { BuildFile } from '../service/upload/build-file.js'
import type { AppFields } from '../service/validate-fields.js'
import type { DeviceChoice, LinkParams } from './update-app/device-links.js'

import type { Text } from '../shared/message.js'

/**
 * Fetch the streaming servers' IP blocks and publish them (step outputs `ipv4…`).
 * https://docs.appetize.io/infrastructure/configure-network-access
 */
export interface FetchIpBlocksOperation {
  readonly kind: 'fetch-ip-blocks'
  /**
   * The public service (default `baseUrl`) or a private instance (`privateInstanceUrl`, another
   * `baseUrl`): whether the list may hold private and other non-public ranges.
   */
  readonly source: IpBlockSource
  /** The allow-list as it stands now (`previousIpv4`), canonical; undefined: no comparison. */
  readonly previous?: readonly Cidr[]
  /** Entries of `previousIpv4` that were written non-canonically (host bits set): one warning each. */
  readonly previousMadeCanonical?: readonly ParsedCidr[]
  /** Fail when the service lists fewer blocks than this (`ipv4MinCount`). */
  readonly minCount: number
  /** Fail when more blocks of `previous` would be removed than this (`ipv4MaxRemoved`). */
  readonly maxRemoved?: number
  /** Fail when the merged list has more entries than this (`ipv4MaxEntries`). */
  readonly maxEntries?: number
  /** The formats to write the merged list in (`ipv4Formats`), in the order given; empty: none. */
  readonly formats: readonly Ipv4Format[]
  /** The folder to write them into (`ipv4Directory`), absolute; undefined: the host's default. */
  readonly directory?: string
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
  /** The `devices` entries, checked by a `check-devices` operation before: a row of links each. */
  readonly devices?: readonly DeviceChoice[]
  /** The columns of links (`linkParams`); undefined: one column, device and OS version only. */
  readonly linkParams?: LinkParams
}

/**
 * Check the `devices` input against the service's device list before anything is sent
 * (`GET {v2}/service/devices`, no token).
 */
export interface CheckDevicesOperation {
  readonly kind: 'check-devices'
  /** Each id is checked, and its OS version when the entry names one (`pixel7@14.0`). */
  readonly devices: readonly DeviceChoice[]
  /** The app's platform, when known: a device of the other platform is refused. */
  readonly platform?: Platform
}

/**
 * Create or update the pull request's preview app for one `previewName`, recorded in the sticky
 * comment (created first when there is none, so that no app is created that cannot be recorded).
 */
export interface DeployPreviewOperation {
  readonly kind: 'deploy-preview'
  readonly previewName: string
  readonly target: PullRequestTarget
  /** The fields to send on create and update; `platform` always among them. */
  readonly fields: AppFields
  readonly platform: Platform
  readonly build?: BuildFile
  readonly devices: readonly DeviceChoice[]
  readonly linkParams?: LinkParams
  /** Record a deployment to this environment (where the platform keeps them); undefined: none. */
  readonly deploymentEnvironment?: string
}

/** Delete the pull request's preview app(s) and mark the comment and deployments removed. */
export interface RemovePreviewsOperation {
  readonly kind: 'remove-previews'
  /** The preview to remove; undefined: every preview the action recorded on the pull request. */
  readonly previewName?: string
  readonly target: PullRequestTarget
  readonly deploymentEnvironment?: string
  /** A pull request with this label keeps its previews (`keepLabel`): the comment says so. */
  readonly keepLabel: string
}

/**
 * A clean-up run (`sweep`): remove every preview recorded (signed) on a pull request of the
 * repository that is closed, or that has had no deploy for longer than `ttlMs`, unless the pull
 * request carries `keepLabel`; report possible leaks without deleting them.
 */
export interface SweepPreviewsOperation {
  readonly kind: 'sweep-previews'
  readonly repository: RepositoryTarget
  /** `previewTtl` as given (`7d`); '' : previews of open pull requests never expire. */
  readonly ttl: string
  /** `previewTtl` in milliseconds; undefined: no expiry. */
  readonly ttlMs?: number
  readonly keepLabel: string
  /** Fail before removing anything when more previews would be removed (`sweepMaxDeletes`). */
  readonly maxDeletes: number
}

/** Skip the preview (no apiToken: a fork pull request), with a notice; nothing is sent. */
export interface SkipPreviewOperation {
  readonly kind: 'skip-preview'
  /** Why, for the notice and the summary. */
  readonly reason: Text
}

/**
 * Keep the sticky comment of a plain update (`comment: true`) on the pull request; runs after
 * the `update-app` operation whose outputs it shows.
 */
export interface UpdateCommentOperation {
  readonly kind: 'update-comment'
  readonly publicKey: string
  readonly target: PullRequestTarget
  /** The build as it may be shown (file name or redacted URL); undefined for settings only. */
  readonly build?: string
  readonly devices: readonly DeviceChoice[]
  readonly linkParams?: LinkParams
}

/**
 * Create an app (`POST {v1}/apps`, the service's REST API reference, "Create new app":
 * https://docs.appetize.io/rest-api): the command-line tool's `create`.
 */
export interface CreateAppOperation {
  readonly kind: 'create-app'
  /** The fields to send; `platform` always among them (the service requires it). */
  readonly fields: AppFields
  readonly build?: BuildFile
  /** The `devices` entries, checked by a `check-devices` operation before: a row of links each. */
  readonly devices?: readonly DeviceChoice[]
  readonly linkParams?: LinkParams
}

/**
 * Delete an app (`DELETE {v1}/apps/{publicKey}`, "Deletes an app":
 * https://docs.appetize.io/rest-api); one that is already gone (404) counts as deleted.
 */
export interface DeleteAppOperation {
  readonly kind: 'delete-app'
  readonly publicKey: string
}

/** List the devices the service streams (`GET {v2}/service/devices`, no token). */
export interface ListDevicesOperation {
  readonly kind: 'list-devices'
  /** Only the devices of this platform; undefined: all. */
  readonly platform?: Platform
}

/** Every operation a plan may hold. */
export type Operation =
  | CreateAppOperation
  | DeleteAppOperation
  | ListDevicesOperation
  | CheckDevicesOperation
  | FetchIpBlocksOperation
  | UpdateAppOperation
  | DeployPreviewOperation
  | RemovePreviewsOperation
  | SweepPreviewsOperation
  | SkipPreviewOperation
  | UpdateCommentOperation

/** An operation's kind, e.g. `update-app`. */
export type OperationKind = Operation['kind']
