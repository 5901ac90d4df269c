/**
 * The `.app` zipper on its own (src/service/upload/app-tree.ts, app-zip.ts): a generated folder is
 * walked, zipped and read back with yauzl, as the service would unpack it.
 */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { randomBytes } from 'node:crypto'
import {
  chmod,
  mkdir,
  mkdtemp,
  rename,
  rm,
  symlink,
  truncate,
  utimes,
  writeFile
} from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import type { Readable } from 'node:stream'
import yauzl from 'yauzl'
import { scanAppFolder, type AppTree } from '../../src/service/upload/app-tree.js'
import { zipAppTree } from '../../src/service/upload/app-zip.js'

let parent: string
let app: string

beforeEach(async () => {
  parent = await mkdtemp(join(tmpdir(), 'app-zip-'))
  app = join(parent, 'My App.app')
  await mkdir(app)
})
afterEach(async () => {
  await rm(parent, { recursive: true, force: true })
})

async function write(path: string, bytes: Buffer, mode = 0o644): Promise<void> {
  await mkdir(dirname(join(app, path)), { recursive: true })
  await writeFile(join(app, path), bytes)
  await chmod(join(app, path), mode)
}

async function collect(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of stream) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
}

interface ReadEntry {
  mode: number
  method: number
  mtime: number
  content: Buffer
}

/** The archive as an unzipper sees it: name → mode, method, mtime and content, in order. */
function readZip(archive: Buffer): Promise<Map<string, ReadEntry>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(archive, { lazyEntries: true }, (error, zip) => {
      if (error) return reject(error)
      const entries = new Map<string, ReadEntry>()
      zip.on('error', reject)
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError) return reject(streamError)
          collect(stream).then(content => {
            entries.set(entry.fileName, {
              mode: (entry.externalFileAttributes >>> 16) & 0xffff,
              method: entry.compressionMethod,
              mtime: entry.getLastModDate().getTime(),
              content
            })
            zip.readEntry()
          }, reject)
        })
      })
      zip.on('end', () => resolve(entries))
      zip.readEntry()
    })
  })
}

/** Compressible bytes, as a binary is: 64 random words repeated at random. */
function binary(size: number): Buffer {
  const words = randomBytes(64 * 8)
  const bytes = Buffer.alloc(size)
  for (let at = 0; at < size; at += 8)
    words.copy(bytes, at, ((at * 7919) % 64) * 8, ((at * 7919) % 64) * 8 + 8)
  return bytes
}

/** The names in an archive's central directory, without reading the entries. */
function namesInZip(archive: Buffer): Promise<string[]> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(archive, { lazyEntries: true }, (error, zip) => {
      if (error) return reject(error)
      const names: string[] = []
      zip.on('error', reject)
      zip.on('entry', (entry: yauzl.Entry) => {
        names.push(entry.fileName)
        zip.readEntry()
      })
      zip.on('end', () => resolve(names))
      zip.readEntry()
    })
  })
}

describe('zipping an .app folder', () => {
  it('keeps the folder on top, every entry, modes, symlinks as links and the bytes', async () => {
    const executable = binary(3 * 1024 * 1024 + 8 * 1000) // in 7 pieces, the last one short
    const image = randomBytes(40_000)
    await write('MyApp', executable, 0o755)
    await write('Info.plist', Buffer.from('<plist>'.repeat(100)))
    await write('Assets/icon.png', image)
    await write('Assets/empty', Buffer.alloc(0))
    await write('Frameworks/Kit.framework/Versions/A/Kit', binary(512 * 1024)) // exactly 1 piece
    await symlink('A', join(app, 'Frameworks/Kit.framework/Versions/Current'))
    await symlink('Versions/Current/Kit', join(app, 'Frameworks/Kit.framework/Kit'))
    await write('Resources/ünïcode €.json', Buffer.from('{"a": 1}'))
    const mtime = new Date('2024-03-04T05:06:08Z')
    await utimes(join(app, 'Info.plist'), mtime, mtime)

    const tree = await scanAppFolder(app)
    expect(tree.files).toBe(6)
    expect(tree.bytes).toBe(executable.length + image.length + 700 + 512 * 1024 + 8)
    const entries = await readZip(await collect(zipAppTree(tree)))

    expect([...entries.keys()]).toEqual([
      'My App.app/',
      'My App.app/Assets/',
      'My App.app/Assets/empty',
      'My App.app/Assets/icon.png',
      'My App.app/Frameworks/',
      'My App.app/Frameworks/Kit.framework/',
      'My App.app/Frameworks/Kit.framework/Kit',
      'My App.app/Frameworks/Kit.framework/Versions/',
      'My App.app/Frameworks/Kit.framework/Versions/A/',
      'My App.app/Frameworks/Kit.framework/Versions/A/Kit',
      'My App.app/Frameworks/Kit.framework/Versions/Current',
      'My App.app/Info.plist',
      'My App.app/MyApp',
      'My App.app/Resources/',
      'My App.app/Resources/ünïcode €.json'
    ])
    const entry = (name: string): ReadEntry => entries.get(`My App.app/${name}`)!
    expect(entry('MyApp').mode).toBe(0o100755)
    expect(entry('MyApp').method).toBe(8)
    expect(entry('MyApp').content.equals(executable)).toBe(true)
    expect(entry('Info.plist').mode).toBe(0o100644)
    expect(entry('Info.plist').mtime).toBe(mtime.getTime())
    expect(entry('Info.plist').content.toString()).toBe('<plist>'.repeat(100))
    // An image does not shrink, so it is stored, as zip does.
    expect(entry('Assets/icon.png')).toMatchObject({ method: 0, content: image })
    expect(entry('Assets/empty').content).toHaveLength(0)
    expect(entry('Frameworks/Kit.framework/Versions/Current').mode).toBe(0o120777)
    expect(entry('Frameworks/Kit.framework/Versions/Current').content.toString()).toBe('A')
    expect(entry('Frameworks/Kit.framework/Kit').content.toString()).toBe('Versions/Current/Kit')
    expect(entry('Resources/ünïcode €.json').content.toString()).toBe('{"a": 1}')
    expect(entry('Assets/').mode & 0o170000).toBe(0o040000)
  })

  it('deflates a large file in pieces to within 1% of zlib in one go, and the same bytes each time', async () => {
    const executable = binary(3 * 1024 * 1024)
    await write('MyApp', executable, 0o755)
    const tree = await scanAppFolder(app)
    const [first, second] = [await collect(zipAppTree(tree, 6)), await collect(zipAppTree(tree, 6))]
    expect(first.equals(second)).toBe(true)
    const { deflateRawSync } = await import('node:zlib')
    expect(first.length).toBeLessThan(deflateRawSync(executable, { level: 6 }).length * 1.01 + 500)
  })

  it('zips a large file with an incompressible stretch to its bytes, no larger than they are', async () => {
    // Random bytes, as images are, between two stretches of machine code in one file.
    const assets = Buffer.concat([
      binary(1024 * 1024),
      randomBytes(3 * 1024 * 1024),
      binary(1024 * 1024)
    ])
    await write('Assets.car', assets)
    const archive = await collect(zipAppTree(await scanAppFolder(app)))
    const entry = (await readZip(archive)).get('My App.app/Assets.car')!
    expect(entry.content.equals(assets)).toBe(true)
    expect(archive.length).toBeLessThan(3 * 1024 * 1024 * 1.001 + 1024 * 1024 * 0.2)
  })

  it('writes ZIP64 end records for more than 65,535 entries', async () => {
    // Symlinks need no reading, so a made-up tree of 70,000 costs little.
    const root = {
      name: 'Big.app/',
      kind: 'folder',
      mode: 0o40755,
      mtimeMs: Date.now(),
      size: 0
    } as const
    const links = Array.from({ length: 70_000 }, (_, i) => ({
      name: `Big.app/link${i}`,
      kind: 'symlink' as const,
      mode: 0o120777,
      mtimeMs: Date.now(),
      size: 0,
      linkTarget: Buffer.from(`target${i}`)
    }))
    const tree: AppTree = { folder: app, entries: [root, ...links], files: 0, bytes: 0 }
    const names = await namesInZip(await collect(zipAppTree(tree)))
    expect(names).toHaveLength(70_001)
    expect(names.at(-1)).toBe('Big.app/link69999')
  })

  it('ends the stream with an error when a file changed size after the walk', async () => {
    await write('MyApp', binary(3 * 1024 * 1024), 0o755)
    const tree = await scanAppFolder(app)
    await truncate(join(app, 'MyApp'), 1024 * 1024 + 5)
    await expect(collect(zipAppTree(tree))).rejects.toThrow(
      /MyApp changed while it was being zipped/
    )
  })

  it('ends the stream with an error when a large file is rewritten, same size, while zipped', async () => {
    await write('MyApp', randomBytes(8 * 1024 * 1024), 0o755)
    const zip = zipAppTree(await scanAppFolder(app))
    const reading = (async () => {
      let first = true
      for await (const _chunk of zip) {
        // The first pieces are read by now, the later ones not yet. Renamed over it, the new
        // file is never seen half-written (a size that differs is caught another way).
        if (first) {
          await writeFile(join(parent, 'MyApp.new'), randomBytes(8 * 1024 * 1024))
          await rename(join(parent, 'MyApp.new'), join(app, 'MyApp'))
        }
        first = false
      }
    })()
    await expect(reading).rejects.toThrow(/MyApp changed while it was being zipped/)
  })

  it('ends the stream with an error when a small file vanished after the walk', async () => {
    await write('Info.plist', Buffer.from('<plist/>'))
    const tree = await scanAppFolder(app)
    await rm(join(app, 'Info.plist'))
    await expect(collect(zipAppTree(tree))).rejects.toThrow(/ENOENT/)
  })
})
