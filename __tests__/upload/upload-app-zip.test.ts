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
  open,
  rename,
  rm,
  symlink,
  truncate,
  utimes,
  writeFile
} from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { deflateRawSync, inflateRawSync } from 'node:zlib'
import type { Readable } from 'node:stream'
import yauzl from 'yauzl'
import { scanAppFolder, type AppTree } from '../../src/service/upload/app-tree.js'
import { zipAppTree } from '../../src/service/upload/app-zip.js'
import { ReplacedAppFileError } from '../../src/service/upload/zip-steps.js'
import { deflatePlan, deflateRuns, storedBlocks } from '../../src/service/upload/deflate-runs.js'

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

  it('zips files whose 4 KiB blocks alternate random and text to their bytes, the random ones stored', async () => {
    // As compiled asset catalogues and binaries with embedded images are: a large file (in
    // pieces), a small one, and one that ends in a short random block.
    const text = Buffer.from('func viewDidLoad() { super.viewDidLoad(); label.text = title }\n')
    const alternating = (size: number): Buffer => {
      const bytes = Buffer.alloc(size)
      for (let at = 0; at < size; at += 4096) {
        const block = (at / 4096) % 2 === 0 ? randomBytes(4096) : text
        for (let filled = at; filled < Math.min(size, at + 4096); filled += block.length) {
          block.copy(bytes, filled, 0, Math.min(block.length, size - filled, at + 4096 - filled))
        }
      }
      return bytes
    }
    const files = {
      'Assets.car': alternating(2 * 1024 * 1024 + 3000),
      'Kit.bundle/Resources.bin': alternating(100 * 1024),
      'Kit.bundle/Tail.bin': alternating(5 * 4096 + 700)
    }
    for (const [path, bytes] of Object.entries(files)) await write(path, bytes)
    const archive = await collect(zipAppTree(await scanAppFolder(app)))
    const entries = await readZip(archive)
    for (const [path, bytes] of Object.entries(files)) {
      const entry = entries.get(`My App.app/${path}`)!
      expect(entry.method).toBe(8)
      expect(entry.content.equals(bytes)).toBe(true)
    }
    // About half the bytes are random: stored, they cost their size and a few bytes more.
    const total = Object.values(files).reduce((sum, bytes) => sum + bytes.length, 0)
    expect(archive.length).toBeLessThan(total * 0.56)
  })

  it('writes ZIP64 end records for more than 65,535 entries', async () => {
    // Symlinks need no reading, so a made-up tree of 70,000 costs little.
    const root = {
      name: 'Big.app/',
      kind: 'folder',
      mode: 0o40755,
      mtimeMs: Date.now(),
      size: 0,
      dev: 0,
      ino: 0
    } as const
    const links = Array.from({ length: 70_000 }, (_, i) => ({
      name: `Big.app/link${i}`,
      kind: 'symlink' as const,
      mode: 0o120777,
      mtimeMs: Date.now(),
      size: 0,
      dev: 0,
      ino: 0,
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

  it('ends the stream with an error when a large file is rewritten in place, same size, while zipped', async () => {
    await write('MyApp', randomBytes(8 * 1024 * 1024), 0o755)
    const zip = zipAppTree(await scanAppFolder(app))
    const reading = (async () => {
      let received = 0
      for await (const chunk of zip) {
        // Once 1 MiB is out, the first pieces were read, and the last ones not yet (at most six
        // are read ahead). Written over in place (the same file, the same size), only the bytes
        // where two pieces meet tell.
        if (received < 1024 * 1024 && received + (chunk as Buffer).length >= 1024 * 1024) {
          const file = await open(join(app, 'MyApp'), 'r+')
          await file.write(randomBytes(8 * 1024 * 1024), 0, 8 * 1024 * 1024, 0)
          await file.close()
        }
        received += (chunk as Buffer).length
      }
    })()
    await expect(reading).rejects.toThrow(/MyApp changed while it was being zipped/)
  })

  it('ends the stream with an error when a large file is replaced by another while zipped', async () => {
    await write('MyApp', randomBytes(8 * 1024 * 1024), 0o755)
    const zip = zipAppTree(await scanAppFolder(app))
    const later = randomBytes(8 * 1024 * 1024)
    const chunks: Buffer[] = []
    const reading = (async () => {
      let received = 0
      for await (const chunk of zip) {
        // Once 1 MiB is out, the first pieces were read, and the last ones not yet.
        if (received < 1024 * 1024 && received + (chunk as Buffer).length >= 1024 * 1024) {
          await writeFile(join(parent, 'MyApp.new'), later)
          await rename(join(parent, 'MyApp.new'), join(app, 'MyApp'))
        }
        received += (chunk as Buffer).length
        chunks.push(chunk as Buffer)
      }
    })()
    await expect(reading).rejects.toThrow(
      `${join(app, 'MyApp')} was replaced (by a link or another file) after the .app folder was walked, so it was not read`
    )
    expect(containsAnyOf(Buffer.concat(chunks), later)).toBe(false)
  })

  // Windows has no symlinks without privileges; iOS builds come from macOS.
  const posixIt = process.platform === 'win32' ? it.skip : it

  /**
   * Whether `archive` holds any 64-byte run of `bytes` (random, so stored as they are if read:
   * a run across a stored block's header is missed, the others are not).
   */
  function containsAnyOf(archive: Buffer, bytes: Buffer): boolean {
    for (let at = 0; at + 64 <= bytes.length; at += 4096) {
      if (archive.includes(bytes.subarray(at, at + 64))) return true
    }
    return false
  }

  posixIt.each([
    ['a small file', 'a same-size symlink to a file outside the folder', 40_000, 'link'],
    ['a large file', 'a same-size symlink to a file outside the folder', 3 * 1024 * 1024, 'link'],
    ['a small file', 'another file of the same size', 40_000, 'file'],
    ['a large file', 'another file of the same size', 3 * 1024 * 1024, 'file']
  ] as const)(
    'refuses %s replaced after the walk by %s, naming it, and never reads it',
    async (_, _replacement, size, kind) => {
      await write('Info.plist', Buffer.from('<plist/>'))
      await write('Assets/Assets.car', randomBytes(size))
      await write('Runner', binary(2048), 0o755)
      const outside = randomBytes(size)
      await writeFile(join(parent, 'outside.bin'), outside)
      const tree = await scanAppFolder(app)

      const swapped = join(app, 'Assets/Assets.car')
      if (kind === 'link') {
        await rm(swapped)
        await symlink(join(parent, 'outside.bin'), swapped)
      } else {
        await rename(join(parent, 'outside.bin'), swapped)
      }
      const chunks: Buffer[] = []
      const reading = (async () => {
        for await (const chunk of zipAppTree(tree)) chunks.push(chunk as Buffer)
      })()
      await expect(reading).rejects.toThrow(
        `${swapped} was replaced (by a link or another file) after the .app folder was walked, so it was not read`
      )
      await expect(reading).rejects.toBeInstanceOf(ReplacedAppFileError)
      expect(containsAnyOf(Buffer.concat(chunks), outside)).toBe(false)
    }
  )

  it('ends the stream with an error when a small file vanished after the walk', async () => {
    await write('Info.plist', Buffer.from('<plist/>'))
    const tree = await scanAppFolder(app)
    await rm(join(app, 'Info.plist'))
    await expect(collect(zipAppTree(tree))).rejects.toThrow(/ENOENT/)
  })
})

describe('deflating in runs', () => {
  const text = Buffer.from('let view = UIView(frame: bounds); view.backgroundColor = .systemBlue\n')
  const textBlock = (): Buffer => Buffer.alloc(4096, text)
  const blocks = (...kinds: ('random' | 'text')[]): Buffer =>
    Buffer.concat(kinds.map(kind => (kind === 'random' ? randomBytes(4096) : textBlock())))

  it('plans whole, stored or in runs from the share of random 4 KiB blocks', () => {
    expect(deflatePlan(randomBytes(4095)).kind).toBe('whole')
    expect(deflatePlan(blocks('text', 'text', 'text', 'random', 'text')).kind).toBe('whole')
    expect(deflatePlan(blocks('random', 'random', 'random')).kind).toBe('stored')
    // A short last block is taken to be what the block before it is.
    expect(deflatePlan(Buffer.concat([blocks('random'), randomBytes(100)])).kind).toBe('stored')
    const plan = deflatePlan(blocks('text', 'random', 'random', 'text'))
    expect(plan).toEqual({ kind: 'runs', random: Uint8Array.from([0, 1, 1, 0]) })
    // Compressed bytes look random too; machine code and text do not.
    expect(deflatePlan(deflateRawSync(randomTextOf(64 * 1024))).kind).toBe('stored')
    expect(deflatePlan(binary(64 * 1024)).kind).toBe('whole')
  })

  /** Text of random words: compressible, yet not the same few bytes over and over. */
  function randomTextOf(size: number): Buffer {
    const words = randomBytes(size)
      .toString('base64')
      .match(/.{1,7}/g)!
    return Buffer.from(words.join(' ')).subarray(0, size)
  }

  it('stores the random runs as they are and deflates the rest into one stream', () => {
    const bytes = blocks('text', 'random', 'random', 'text', 'random', 'text', 'text')
    const plan = deflatePlan(bytes)
    if (plan.kind !== 'runs') throw new Error(`planned ${plan.kind}`)
    const stream = deflateRuns(bytes, 0, plan.random, 6, true)
    expect(inflateRawSync(stream).equals(bytes)).toBe(true)
    expect(stream.includes(bytes.subarray(4096, 3 * 4096))).toBe(true)
    expect(stream.includes(bytes.subarray(4 * 4096, 5 * 4096))).toBe(true)
    expect(stream.length).toBeLessThan(3 * 4096 + 400)
  })

  it('continues a stream: primed with the bytes before, ended at a sync flush until the last', () => {
    const first = blocks('text', 'random', 'text', 'text')
    const second = blocks('random', 'text', 'random', 'text')
    const bytes = Buffer.concat([first, second])
    const plan = (part: Buffer): Uint8Array => {
      const planned = deflatePlan(part)
      if (planned.kind !== 'runs') throw new Error(`planned ${planned.kind}`)
      return planned.random
    }
    const stream = Buffer.concat([
      deflateRuns(first, 0, plan(first), 5, false),
      deflateRuns(bytes, first.length, plan(second), 5, true)
    ])
    expect(inflateRawSync(stream).equals(bytes)).toBe(true)
    expect(storedBlocks(Buffer.alloc(0), true)).toEqual(Buffer.from([1, 0, 0, 0xff, 0xff]))
    const large = randomBytes(70_000)
    expect(inflateRawSync(storedBlocks(large, true)).equals(large)).toBe(true)
  })
})
