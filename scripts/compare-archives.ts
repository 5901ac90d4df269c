/**
 * Checks that two zips of the same folder hold the same thing, as a user would see it: the
 * entries the central directory lists (names, Unix modes, sizes, CRCs, symlinks stored as
 * links), and the trees `unzip` makes of them (kinds, modes, contents, link targets, times).
 */
import { spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import { lstat, mkdtemp, readdir, readFile, readlink, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import yauzl from 'yauzl'

/** What the central directory says of an entry. */
function entriesOf(path: string): Promise<Map<string, string>> {
  return new Promise((resolve, reject) => {
    yauzl.open(path, { lazyEntries: true, autoClose: true }, (error, zip) => {
      if (error) return reject(error)
      const entries = new Map<string, string>()
      zip.on('entry', (entry: yauzl.Entry) => {
        const mode = (entry.externalFileAttributes >>> 16) & 0xffff
        entries.set(
          entry.fileName,
          `mode ${mode.toString(8)}, ${entry.uncompressedSize} bytes, crc ${entry.crc32.toString(16)}`
        )
        zip.readEntry()
      })
      zip.on('end', () => resolve(entries))
      zip.on('error', reject)
      zip.readEntry()
    })
  })
}

function unzip(archive: string, into: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('unzip', ['-q', '-o', archive, '-d', into], { stdio: 'inherit' })
    child.on('error', reject)
    child.on('close', code => (code === 0 ? resolve() : reject(new Error(`unzip exited ${code}`))))
  })
}

/** Every path below `root`: kind, mode, and content digest, link target or mtime. */
async function treeOf(root: string): Promise<Map<string, string>> {
  const tree = new Map<string, string>()
  const entries = await readdir(root, { recursive: true, withFileTypes: true })
  for (const entry of entries) {
    const path = join(entry.parentPath, entry.name)
    const stats = await lstat(path)
    const mode = (stats.mode & 0o7777).toString(8)
    let what: string
    if (stats.isSymbolicLink()) what = `symlink → ${await readlink(path)}`
    else if (stats.isDirectory()) what = 'folder'
    else {
      const digest = createHash('sha256')
        .update(await readFile(path))
        .digest('hex')
      what = `file ${stats.size} bytes ${digest.slice(0, 16)} mtime ${Math.floor(stats.mtimeMs / 1000)}`
    }
    tree.set(path.slice(root.length), `${what}, mode ${mode}`)
  }
  return tree
}

function differences(a: Map<string, string>, b: Map<string, string>): string[] {
  const found: string[] = []
  for (const [name, value] of a) {
    if (!b.has(name)) found.push(`${name}: only in the first`)
    else if (b.get(name) !== value) found.push(`${name}: ${value} ≠ ${b.get(name)}`)
  }
  for (const name of b.keys()) if (!a.has(name)) found.push(`${name}: only in the second`)
  return found
}

export interface Comparison {
  readonly entries: number
  readonly symlinks: number
  /** Differences between the central directories (empty when they agree). */
  readonly entryDifferences: string[]
  /** Differences between the unzipped trees (empty when they agree). */
  readonly treeDifferences: string[]
}

/** Compares two zips of one folder; see the file's comment. */
export async function compareArchives(first: string, second: string): Promise<Comparison> {
  const [a, b] = [await entriesOf(first), await entriesOf(second)]
  const folder = await mkdtemp(join(tmpdir(), 'compare-archives-'))
  try {
    await unzip(first, join(folder, 'a'))
    await unzip(second, join(folder, 'b'))
    const [treeA, treeB] = [await treeOf(join(folder, 'a')), await treeOf(join(folder, 'b'))]
    return {
      entries: a.size,
      symlinks: [...treeA.values()].filter(value => value.startsWith('symlink')).length,
      entryDifferences: differences(a, b),
      treeDifferences: differences(treeA, treeB)
    }
  } finally {
    await rm(folder, { recursive: true, force: true })
  }
}
