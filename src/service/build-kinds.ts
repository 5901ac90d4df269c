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

/** A kind of build the service does not take, recognised by name, with what to give instead. */
export interface RefusedBuildKind {
  /** Name endings that mark the kind, lower case. */
  readonly extensions: readonly string[]
  /** What it is and why it is refused, after "is" or "points to". */
  readonly description: string
  /** What to build and give instead, by the input that names the build. */
  readonly instead: Readonly<Record<'file' | 'url', string>>
}

/**
 * Builds the service cannot run: device builds for iOS (it streams simulator builds only) and
 * Android App Bundles (it takes APKs and APK sets). iOS:
 * https://docs.appetize.io/platform/app-management/uploading-apps/ios, Android:
 * https://docs.appetize.io/platform/app-management/uploading-apps/android
 */
export const REFUSED_BUILD_KINDS: readonly RefusedBuildKind[] = [
  {
    extensions: ['.ipa'],
    description: 'an .ipa (a device build), which the service cannot stream',
    instead: {
      file: 'Build for the simulator (xcodebuild -sdk iphonesimulator) and give the .app folder, or a .zip or .tar.gz of it.',
      url: 'Build for the simulator (xcodebuild -sdk iphonesimulator) and link a .zip or .tar.gz of the .app.'
    }
  },
  {
    extensions: ['.aab'],
    description: 'an .aab (an Android App Bundle), which the service does not take',
    instead: {
      file: 'Turn it into an APK set with bundletool build-apks and give the .apks, or the universal .apk from it.',
      url: 'Turn it into an APK with bundletool build-apks (--mode=universal) and link the .apk.'
    }
  }
]

/** The refused kind a file name or URL path marks, by its ending (case-insensitive). */
export function refusedBuildKindOfName(name: string): RefusedBuildKind | undefined {
  const lower = name.toLowerCase()
  return REFUSED_BUILD_KINDS.find(row =>
    row.extensions.some(extension => lower.endsWith(extension))
  )
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
