/**
 * Writes a made-up iOS simulator `.app` for the `.app` benchmark, shaped like a Flutter or React
 * Native build: a few large binaries (the app's executable, frameworks, an asset catalogue) and
 * thousands of small files (images, fonts, JSON, plists, headers) in nested folders, with an
 * executable bit and a framework's `Versions/Current` symlink.
 *
 * Contents are real where the repository pins them, so that they compress as an app's do:
 * binaries are slices of the machine code of the Node binary running the benchmark (about 2.7:1
 * at level 6 for x86-64), text files slices of TypeScript's compiler source (about 5:1), images
 * random (incompressible). Without TypeScript installed pseudo-random stand-ins are used and the
 * output says so. The same seed gives the same tree.
 *
 * Run on its own, it writes the benchmark's folder for profiling by hand (docs/performance.md):
 * `node scripts/node24.mjs --import tsx scripts/simulator-app.ts <parent> [incompressible share]`
 * (or `alternating` instead of a share: every file's 4 KiB blocks alternate random and text)
 * writes `<parent>/Runner.app`, 5,000 small files and 96 MiB.
 */
import { chmod, mkdir, open, symlink, utimes, writeFile } from 'node:fs/promises'
import { existsSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { REPO_ROOT } from '../test-support/harness/runner.js'

export interface SimulatorAppShape {
  /** Number of small files (the large binaries and the symlink come on top). */
  readonly smallFiles: number
  /** Bytes of all files together, roughly (±1%). */
  readonly totalBytes: number
  /**
   * Share of the bytes that are incompressible (random, as PNGs and compiled asset catalogues
   * are), 0–1: 0 makes every image machine code instead; without it, images and an asset
   * catalogue of a tenth of the large files' bytes are random.
   */
  readonly incompressible?: number
  /**
   * Every file partly compressible instead: its 4 KiB blocks alternate between random bytes and
   * text, as compiled asset catalogues and binaries with embedded resources do (half the bytes
   * random). `incompressible` is then ignored.
   */
  readonly alternating?: boolean
}

export interface SimulatorApp {
  readonly path: string
  readonly files: number
  readonly bytes: number
  /** Where binary and text contents came from. */
  readonly contents: string
}

const MACHINE_CODE = process.execPath
const SOURCE_TEXT = join(REPO_ROOT, 'node_modules', 'typescript', 'lib', 'typescript.js')

/** Real contents, read once: machine code and program text, or undefined when not installed. */
let corpus: { code: Buffer; text: Buffer } | null | undefined
function realContents(): { code: Buffer; text: Buffer } | undefined {
  if (corpus === undefined) {
    corpus =
      existsSync(MACHINE_CODE) && existsSync(SOURCE_TEXT)
        ? { code: readFileSync(MACHINE_CODE), text: readFileSync(SOURCE_TEXT) }
        : null
  }
  return corpus ?? undefined
}

/** `size` bytes from a random place in `source` (wrapping around). */
function sliceOf(source: Buffer, size: number, next: () => number): Buffer {
  const bytes = Buffer.allocUnsafe(size)
  let at = next() % source.length
  for (let filled = 0; filled < size;) {
    const copied = source.copy(bytes, filled, at, Math.min(source.length, at + size - filled))
    filled += copied
    at = 0
  }
  return bytes
}

/** mulberry32: a small, fast, seeded generator, so every run benchmarks the same tree. */
function generator(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return (t ^ (t >>> 14)) >>> 0
  }
}

/** Machine code; without the Node binary, 32-byte runs, each fresh or a copy from before. */
function binaryBytes(size: number, next: () => number): Buffer {
  const real = realContents()
  if (real) return sliceOf(real.code, size, next)
  const bytes = Buffer.allocUnsafe(size)
  for (let at = 0; at < size; at += 32) {
    const end = Math.min(size, at + 32)
    if (at >= 16384 && next() % 100 < 62) {
      const from = at - 32 * (1 + (next() % 512))
      bytes.copy(bytes, at, from, from + (end - at))
    } else {
      for (let i = at; i < end; i += 4) {
        const word = next()
        for (let k = 0; k < 4 && i + k < end; k++) bytes[i + k] = (word >>> (8 * k)) & 0xff
      }
    }
  }
  return bytes
}

/** Incompressible bytes, as in PNG and font files. */
function imageBytes(size: number, next: () => number): Buffer {
  const bytes = Buffer.allocUnsafe(size)
  for (let i = 0; i < size; i += 4) {
    const word = next()
    for (let k = 0; k < 4 && i + k < size; k++) bytes[i + k] = (word >>> (8 * k)) & 0xff
  }
  return bytes
}

const BLOCK_BYTES = 4 * 1024

/** 4 KiB blocks alternating between random bytes and text, from a random one of the two. */
function alternatingBytes(size: number, next: () => number): Buffer {
  const bytes = Buffer.allocUnsafe(size)
  let random = next() % 2 === 0
  for (let at = 0; at < size; at += BLOCK_BYTES, random = !random) {
    const length = Math.min(BLOCK_BYTES, size - at)
    ;(random ? imageBytes : textBytes)(length, next).copy(bytes, at)
  }
  return bytes
}

const WORDS = Array.from({ length: 1500 }, (_, index) => {
  const next = generator(index + 1)
  const letters = 3 + (next() % 9)
  return Array.from({ length: letters }, () => String.fromCharCode(97 + (next() % 26))).join('')
})

/** Program text; without TypeScript's source, words at random. */
function textBytes(size: number, next: () => number): Buffer {
  const real = realContents()
  if (real) return sliceOf(real.text, size, next)
  const parts: string[] = []
  let length = 0
  while (length < size) {
    const word = WORDS[next() % WORDS.length]!
    const separator = ['": "', '", "', ' = ', ';\n', '>\n<', ' '][next() % 6]!
    parts.push(word, separator)
    length += word.length + separator.length
  }
  return Buffer.from(parts.join('').slice(0, size))
}

/** A small file's size: log-uniform from 100 B to 32 KiB, as asset folders are. */
function smallSize(next: () => number): number {
  return Math.round(100 * Math.exp(((next() % 10000) / 10000) * Math.log(327.68)))
}

const CHUNK = 8 * 1024 * 1024

/** Every file gets this modification time, so two runs zip to the same bytes. */
const MTIME = new Date('2025-06-01T12:00:00Z')

/**
 * Writes `<parent>/Runner.app`.
 *
 * @returns its path, and how many regular files and bytes it holds
 */
export async function writeSimulatorApp(
  parent: string,
  shape: SimulatorAppShape,
  seed = 1
): Promise<SimulatorApp> {
  const next = generator(seed)
  const app = join(parent, 'Runner.app')
  let files = 0
  let bytes = 0
  let randomBytes = 0
  const write = async (path: string, content: Buffer, mode = 0o644): Promise<void> => {
    const full = join(app, path)
    await mkdir(dirname(full), { recursive: true })
    await writeFile(full, content, { mode })
    await chmod(full, mode)
    await utimes(full, MTIME, MTIME)
    files++
    bytes += content.length
  }

  // Small files first, so the large binaries can take what is left of the total.
  const folders = [
    'Frameworks/App.framework/flutter_assets/assets/images',
    'Frameworks/App.framework/flutter_assets/fonts',
    'Frameworks/App.framework/flutter_assets/packages/cupertino_icons/assets',
    'Frameworks/Flutter.framework/Headers',
    'Frameworks/Kit.framework/Versions/A/Resources',
    'Base.lproj/Main.storyboardc',
    'PlugIns/Widget.appex',
    '_CodeSignature'
  ]
  for (let i = 0; i < shape.smallFiles; i++) {
    const folder = `${folders[i % folders.length]}/group${(i >> 6) % 16}`
    const size = smallSize(next)
    const kind = next() % 3
    const random = kind === 0 && shape.incompressible !== 0 && !shape.alternating
    if (random) randomBytes += size
    const content = shape.alternating
      ? alternatingBytes(size, next)
      : kind === 0
        ? (random ? imageBytes : binaryBytes)(size, next)
        : kind === 1
          ? textBytes(size, next)
          : binaryBytes(size, next)
    await write(`${folder}/file${i}.${['png', 'json', 'nib'][kind]}`, content)
  }
  await write('Info.plist', textBytes(2000, next))
  await write('PkgInfo', Buffer.from('APPL????'))

  // The large binaries: the executable (mode 755), three frameworks' and an asset catalogue.
  const rest = Math.max(4 * 1024 * 1024, shape.totalBytes - bytes)
  const large: [string, number, number][] = [
    ['Runner', 0.4, 0o755],
    ['Frameworks/Flutter.framework/Flutter', 0.3, 0o755],
    ['Frameworks/App.framework/App', 0.15, 0o755],
    ['Frameworks/Kit.framework/Versions/A/Kit', 0.05, 0o755]
  ]
  const writeLarge = async (
    path: string,
    size: number,
    mode: number,
    make: typeof binaryBytes
  ): Promise<void> => {
    // In 8 MiB pieces, so a 3 GiB tree needs no 1 GiB buffer.
    const full = join(app, path)
    await mkdir(dirname(full), { recursive: true })
    const file = await open(full, 'w', mode)
    for (let written = 0; written < size; written += CHUNK) {
      await file.write(make(Math.min(CHUNK, size - written), next))
    }
    await file.close()
    await chmod(full, mode)
    await utimes(full, MTIME, MTIME)
    files++
    bytes += size
  }
  // The asset catalogue takes the random bytes the images left to make up; the binaries share
  // the rest, in proportion.
  const assets =
    shape.incompressible === undefined || shape.alternating
      ? Math.round(rest * 0.1)
      : Math.min(
          rest,
          Math.max(0, Math.round(shape.totalBytes * shape.incompressible) - randomBytes)
        )
  const binaries = large.reduce((sum, [, share]) => sum + share, 0)
  const [binary, assetCatalogue] = shape.alternating
    ? [alternatingBytes, alternatingBytes]
    : [binaryBytes, imageBytes]
  for (const [path, share, mode] of large) {
    await writeLarge(path, Math.round(((rest - assets) * share) / binaries), mode, binary)
  }
  if (assets > 0) await writeLarge('Assets.car', assets, 0o644, assetCatalogue)

  await symlink('A', join(app, 'Frameworks/Kit.framework/Versions/Current'))
  const contents = shape.alternating
    ? `every file 4 KiB blocks alternating: random and ${realContents() ? 'TypeScript source' : 'random words'}`
    : realContents()
      ? `binaries: Node 24 machine code; text: TypeScript source; images: ${shape.incompressible === 0 ? 'machine code' : 'random'}`
      : 'pseudo-random stand-ins (typescript not installed)'
  return { path: app, files, bytes, contents }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [parent, share] = process.argv.slice(2)
  // "alternating": every file's 4 KiB blocks alternate between random bytes and text.
  if (!parent) throw new Error('give the folder to write Runner.app into')
  await mkdir(parent, { recursive: true })
  const app = await writeSimulatorApp(parent, {
    smallFiles: 5000,
    totalBytes: 96 * 1024 * 1024,
    ...(share === 'alternating'
      ? { alternating: true }
      : share === undefined
        ? {}
        : { incompressible: Number(share) })
  })
  console.log(`${app.path}: ${app.files} files, ${app.bytes} bytes; ${app.contents}`)
}
