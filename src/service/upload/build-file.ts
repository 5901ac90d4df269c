import { constants } from 'node:fs'
import { access, stat } from 'node:fs/promises'
import { basename, isAbsolute, relative, resolve, sep } from 'node:path'
import { InputError } from '../../shared/input-error.js'
import type { AppTree } from '../upload/app-tree.js'
import {
  buildKind,
  buildKindOfName,
  refusedBuildKindOfName,
  type BuildKind
} from '../build-kinds.js'
import { advice, input, message } from '../../shared/message.js'

/** A build on the runner's disk, found and checked. */
export interface BuildFile {
  /** Absolute path of the file, or of the `.app` folder. */
  readonly path: string
  /** As the user may see it: relative to the workspace when inside it. */
  readonly displayPath: string
  readonly kind: BuildKind
  /** Bytes of the file; for an `.app` folder, the sum of its files (the zip's size is unknown). */
  readonly size: number
  /** An `.app` folder as walked once: what the zip is made from. */
  readonly appTree?: AppTree
}

const GLOB_CHARACTERS = /[*?[\]{}!]/

/**
 * Finds the build the `file` input names and checks it can be uploaded, before any request.
 *
 * @param pattern a path or glob, relative to `workspace` (absolute paths work too)
 * @param workspace the folder relative paths start from (GITHUB_WORKSPACE)
 * @throws InputError when the glob matches nothing or several builds, or the build is missing,
 *   empty, unreadable, not a regular file (a FIFO, a device, a socket), of a kind the service
 *   does not take (an `.ipa`, an `.aab`: see REFUSED_BUILD_KINDS) or of no kind it knows. A link is followed, so a build outside the workspace (Xcode's
 *   DerivedData) works by absolute path or through a link.
 */
export async function resolveBuildFile(pattern: string, workspace: string): Promise<BuildFile> {
  const path = GLOB_CHARACTERS.test(pattern)
    ? await matchOne(pattern, workspace)
    : resolve(workspace, pattern)
  const displayPath = showPath(path, workspace)
  const kind = kindOf(path, displayPath)

  let stats
  try {
    stats = await stat(path)
  } catch {
    throw new InputError(
      'file',
      message`${input('file')} ${displayPath} does not exist (looked in ${workspace}). ${advice('build-first')}, and give the path relative to ${advice('workspace')}.`
    )
  }
  if (buildKind(kind).folder) {
    if (!stats.isDirectory()) {
      throw new InputError(
        'file',
        message`${input('file')} ${displayPath} should be an .app folder, but is a file.`
      )
    }
    const { scanAppFolder, UnreadableAppEntryError } = await import('./app-tree.js')
    const appTree = await scanAppFolder(path).catch((error: unknown) => {
      if (!(error instanceof UnreadableAppEntryError)) throw error
      const where =
        error.relativePath === '.' ? displayPath : `${displayPath}/${error.relativePath}`
      throw new InputError(
        'file',
        message`${input('file')} ${where} cannot be read: check its permissions.`
      )
    })
    if (appTree.files === 0) {
      throw new InputError(
        'file',
        message`${input('file')} ${displayPath} is an empty folder: not an app bundle.`
      )
    }
    return { path, displayPath, kind, size: appTree.bytes, appTree }
  }
  if (stats.isDirectory()) {
    throw new InputError(
      'file',
      message`${input('file')} ${displayPath} is a folder, not a build file.`
    )
  }
  if (!stats.isFile()) {
    throw new InputError(
      'file',
      message`${input('file')} ${displayPath} is not a regular file (a pipe, a device or a socket): give the build file itself.`
    )
  }
  if (stats.size === 0) {
    throw new InputError(
      'file',
      message`${input('file')} ${displayPath} is empty (0 bytes): the build step did not finish writing it.`
    )
  }
  await checkReadable(path, displayPath)
  return { path, displayPath, kind, size: stats.size }
}

/** The single path a glob matches; an `.app` inside a matched `.app` is part of it, not another. */
async function matchOne(pattern: string, workspace: string): Promise<string> {
  const { glob } = await import('tinyglobby')
  const found = await glob(pattern, {
    cwd: workspace,
    absolute: true,
    onlyFiles: false,
    dot: true,
    followSymbolicLinks: false
  })
  const paths = found
    .map(path => path.replace(/[/\\]+$/, ''))
    .filter(
      (path, _, all) => !all.some(other => other !== path && path.startsWith(`${other}${sep}`))
    )
    .sort()
  if (paths.length === 1) return paths[0] as string
  if (paths.length === 0) {
    throw new InputError(
      'file',
      message`${input('file')} ${JSON.stringify(pattern)} matches nothing in ${workspace}. ${advice('build-first')}, and check the pattern.`
    )
  }
  const shown = paths.slice(0, 10).map(path => showPath(path, workspace))
  throw new InputError(
    'file',
    message`${input('file')} ${JSON.stringify(pattern)} matches ${paths.length} paths, but must match exactly one: ${shown.join(', ')}${paths.length > 10 ? ', …' : ''}. Narrow the pattern.`
  )
}

function kindOf(path: string, displayPath: string): BuildKind {
  const name = basename(path)
  const row = buildKindOfName(name)
  if (row) return row.kind
  const refused = refusedBuildKindOfName(name)
  if (refused) {
    throw new InputError(
      'file',
      message`${input('file')} ${displayPath} is ${refused.description}. ${refused.instead.file}`
    )
  }
  throw new InputError(
    'file',
    message`${input('file')} ${displayPath} is not a build the service takes: give an .apk or .apks (Android), or an iOS simulator .app folder or a .zip or .tar.gz of it.`
  )
}

async function checkReadable(path: string, displayPath: string): Promise<void> {
  try {
    await access(path, constants.R_OK)
  } catch {
    throw new InputError(
      'file',
      message`${input('file')} ${displayPath} cannot be read: check its permissions.`
    )
  }
}

function showPath(path: string, workspace: string): string {
  const inside = relative(workspace, path)
  return inside !== '' && !inside.startsWith('..') && !isAbsolute(inside) ? inside : path
}
