import { constants, type Stats } from 'node:fs'
import { accessSync, lstatSync, readdirSync, readlinkSync, statSync } from 'node:fs'
import { basename, dirname, join } from 'node:path'

/** One entry of an `.app` folder, as it goes into the zip. */
export interface AppTreeEntry {
  /**
   * The entry's name in the zip: `/`-separated, under the `.app` folder; folders end in `/`.
   * Its path on disk is this name below the `.app` folder's parent (see entryPath).
   */
  readonly name: string
  readonly kind: 'folder' | 'file' | 'symlink'
  /** `st_mode`: type and permission bits, which unzip restores (the executable bit). */
  readonly mode: number
  /** Modification time, milliseconds since 1970. */
  readonly mtimeMs: number
  /** Bytes of a file; 0 for folders and symlinks. */
  readonly size: number
  /**
   * Device and inode as the walk saw them (lstat): the zipper reads a file only when the file it
   * opened is this one, so a file swapped after the walk is never read in its place.
   */
  readonly dev: number
  readonly ino: number
  /** What a symlink points to, stored as the entry's content (as `zip -y` does). */
  readonly linkTarget?: Buffer
}

/** An `.app` folder walked once: everything the zip needs before its first byte. */
export interface AppTree {
  /** Absolute path of the `.app` folder. */
  readonly folder: string
  /** The folder itself first, then everything below it, sorted by name (a stable order). */
  readonly entries: readonly AppTreeEntry[]
  /** Number of regular files. */
  readonly files: number
  /** Bytes of all regular files together. */
  readonly bytes: number
}

/** A file or folder inside the `.app` that this process may not read. */
export class UnreadableAppEntryError extends Error {
  /**
   * @param relativePath the entry's path relative to the `.app` folder (`/`-separated)
   */
  constructor(readonly relativePath: string) {
    super(`${relativePath} cannot be read: check its permissions`)
    this.name = 'UnreadableAppEntryError'
  }
}

/**
 * Walks an iOS simulator `.app` folder once, recording every entry's kind, mode, modification
 * time, size and symlink target, and checking that every file and folder can be read (and every
 * folder searched), so an upload fails before its request instead of halfway through. Symlinks
 * are not followed.
 *
 * The calls are synchronous on purpose: nothing else runs before the upload starts, and a
 * synchronous lstat costs a few microseconds where a promise round trip through the thread pool
 * costs ten times that, which adds up over the thousands of files of a Flutter or React Native
 * app.
 *
 * @param folder absolute path of the `.app` folder
 * @throws UnreadableAppEntryError for an entry that cannot be read or searched; Node's fs error
 *   when `folder` does not exist; Error when it is not a folder
 */
export function scanAppFolder(folder: string): Promise<AppTree> {
  // The walk is synchronous (one lstat after another is faster than as many promises); its
  // failures still arrive as a rejection.
  try {
    return Promise.resolve(walkAppFolder(folder))
  } catch (error) {
    return Promise.reject(error instanceof Error ? error : new Error(String(error)))
  }
}

function walkAppFolder(folder: string): AppTree {
  const top = basename(folder)
  const entries: AppTreeEntry[] = []
  let files = 0
  let bytes = 0
  const visit = (path: string, relativePath: string, stats: Stats): void => {
    const name = relativePath === '' ? `${top}/` : `${top}/${relativePath}`
    const common = {
      mode: stats.mode,
      mtimeMs: stats.mtimeMs,
      size: 0,
      dev: stats.dev,
      ino: stats.ino
    }
    if (stats.isSymbolicLink()) {
      entries.push({ ...common, name, kind: 'symlink', linkTarget: readlinkSync(path, 'buffer') })
    } else if (stats.isFile()) {
      readable(path, relativePath)
      entries.push({ ...common, name, kind: 'file', size: stats.size })
      files++
      bytes += stats.size
    } else if (stats.isDirectory()) {
      // A folder must be searchable too: without its x bit, what it lists cannot be looked at.
      readable(path, relativePath, constants.R_OK | constants.X_OK)
      entries.push({ ...common, name: relativePath === '' ? name : `${name}/`, kind: 'folder' })
      let children
      try {
        children = readdirSync(path)
      } catch {
        throw new UnreadableAppEntryError(relativePath || '.')
      }
      for (const child of children) {
        const childPath = join(path, child)
        visit(
          childPath,
          relativePath === '' ? child : `${relativePath}/${child}`,
          lstatSync(childPath)
        )
      }
    }
    // Sockets, FIFOs and devices have no place in an app bundle, and zip -r skips them too.
  }
  // The `.app` itself may be a symlink to the build (stat follows it); what is inside is not.
  const rootStats = statSync(folder)
  if (!rootStats.isDirectory()) throw new Error(`${folder} is not a folder`)
  visit(folder, '', rootStats)
  // Sorted, so the same folder gives the same archive; a folder comes before what it holds.
  const [root, ...rest] = entries
  rest.sort((a, b) => compare(a.name, b.name))
  return { folder, entries: root ? [root, ...rest] : [], files, bytes }
}

function readable(path: string, relativePath: string, mode = constants.R_OK): void {
  try {
    accessSync(path, mode)
  } catch {
    throw new UnreadableAppEntryError(relativePath || '.')
  }
}

const compare = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0)

/**
 * Where an entry is on disk.
 *
 * @param tree the walked folder
 * @param entry one of its entries
 */
export function entryPath(tree: AppTree, entry: AppTreeEntry): string {
  return join(dirname(tree.folder), entry.name)
}
