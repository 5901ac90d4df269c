import { createReadStream } from 'node:fs'
import { lstat, readdir, readlink } from 'node:fs/promises'
import { basename, relative, resolve, sep } from 'node:path'
import type { Readable } from 'node:stream'

/**
 * Zips an iOS simulator `.app` folder on the fly, as `zip -ry App.zip App.app` would: the `.app`
 * folder is the archive's top entry, and file modes (the executable bit) and symlinks (inside
 * frameworks) are kept. Files are opened one at a time as the archive is read, so nothing is
 * held in memory and no temporary file is written.
 *
 * @param folder absolute path of the `.app` folder
 * @returns the zip as a stream; each call gives a fresh one (for a retry)
 */
export async function zipAppFolder(folder: string): Promise<Readable> {
  const { ZipFile } = await import('yazl')
  const zip = new ZipFile()
  const top = basename(folder)
  const rootStats = await lstat(folder)
  zip.addEmptyDirectory(`${top}/`, { mode: rootStats.mode, mtime: rootStats.mtime })
  const entries = await readdir(folder, { recursive: true, withFileTypes: true })
  // Sorted, so the archive is the same for the same folder.
  const paths = entries.map(entry => resolve(entry.parentPath, entry.name)).sort()
  for (const path of paths) {
    const name = `${top}/${relative(folder, path).split(sep).join('/')}`
    const stats = await lstat(path)
    const options = { mode: stats.mode, mtime: stats.mtime }
    if (stats.isSymbolicLink()) {
      // A symlink is stored as its target's path with the link's mode, which unzip restores.
      zip.addBuffer(Buffer.from(await readlink(path)), name, { ...options, compress: false })
    } else if (stats.isDirectory()) {
      zip.addEmptyDirectory(`${name}/`, options)
    } else if (stats.isFile()) {
      zip.addReadStreamLazy(name, { ...options, size: stats.size }, callback =>
        callback(null, createReadStream(path))
      )
    }
  }
  zip.end()
  const output = zip.outputStream as Readable
  // yazl reports a failed read on the ZipFile, not on its output: pass it on to the reader.
  zip.on('error', (error: Error) => output.destroy(error))
  return output
}
