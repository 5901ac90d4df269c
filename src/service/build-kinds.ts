/**
 * The kinds of build the service takes, as one table: how each is recognised, what it implies
 * for the app fields, and how it is uploaded. Android:
 * https://docs.appetize.io/platform/app-management/uploading-apps/android, iOS:
 * https://docs.appetize.io/platform/app-management/uploading-apps/ios, uploads:
 * https://docs.appetize.io/rest-api/v1/direct-file-uploads
 */
import type { FileType, Platform } from './app-fields.js'

/** A build kind's name. */
export type BuildKind = 'apk' | 'apks' | 'zip' | 'tar.gz' | 'app'

/** One row of the build kind table. */
export interface BuildKindRow {
  readonly kind: BuildKind
  /** Name endings that mark the kind, lower case, longest first within the table. */
  readonly extensions: readonly string[]
  readonly platform: Platform
  /** The `fileType` value the kind means, where the API has one (an .apks has none). */
  readonly fileType?: FileType
  /** `Content-Type` of the upload's file part. */
  readonly contentType: string
  /** How the kind is named in messages. */
  readonly description: string
  /** True for a folder (zipped on the fly), false for a file. */
  readonly folder: boolean
}

/** Every kind, in the order names are matched. */
export const BUILD_KINDS: readonly BuildKindRow[] = [
  {
    kind: 'apk',
    extensions: ['.apk'],
    platform: 'android',
    fileType: 'apk',
    contentType: 'application/vnd.android.package-archive',
    description: 'an Android .apk',
    folder: false
  },
  {
    kind: 'apks',
    extensions: ['.apks'],
    platform: 'android',
    contentType: 'application/octet-stream',
    description: 'an Android .apks (APK set)',
    folder: false
  },
  {
    kind: 'zip',
    extensions: ['.zip'],
    platform: 'ios',
    fileType: 'zip',
    contentType: 'application/zip',
    description: 'a .zip of an iOS simulator .app',
    folder: false
  },
  {
    kind: 'tar.gz',
    extensions: ['.tar.gz', '.tgz'],
    platform: 'ios',
    fileType: 'tar.gz',
    contentType: 'application/gzip',
    description: 'a .tar.gz of an iOS simulator .app',
    folder: false
  },
  {
    kind: 'app',
    extensions: ['.app'],
    platform: 'ios',
    fileType: 'zip',
    contentType: 'application/zip',
    description: 'an iOS simulator .app folder',
    folder: true
  }
]

/** The table keyed by kind. */
export const BUILD_KINDS_BY_KIND: ReadonlyMap<BuildKind, BuildKindRow> = new Map(
  BUILD_KINDS.map(row => [row.kind, row])
)

/** The row of a kind (every kind has one). */
export function buildKind(kind: BuildKind): BuildKindRow {
  return BUILD_KINDS_BY_KIND.get(kind) as BuildKindRow
}

/**
 * The kind a file or folder name marks, by its ending (case-insensitive).
 *
 * @returns undefined when the name ends in none of the table's extensions
 */
export function buildKindOfName(name: string): BuildKindRow | undefined {
  const lower = name.toLowerCase()
  return BUILD_KINDS.find(row => row.extensions.some(extension => lower.endsWith(extension)))
}

/**
 * The name the upload gives the build: the file's own name, or `{name}.zip` for an `.app`
 * folder (zipped on the fly).
 *
 * @param baseName the file or folder name, without directories
 */
export function uploadName(kind: BuildKind, baseName: string): string {
  return kind === 'app' ? `${baseName.replace(/\.app$/i, '')}.zip` : baseName
}
