/**
 * Direct file uploads end to end: dist/index.cjs streams a build from the workspace to the fake
 * service as multipart/form-data.
 */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { createHash, randomBytes } from 'node:crypto'
import {
  chmod,
  mkdir,
  mkdtemp,
  readdir,
  readFile,
  rename,
  rm,
  symlink,
  writeFile
} from 'node:fs/promises'
import { connect, createServer, type AddressInfo, type Socket } from 'node:net'
import { availableParallelism, tmpdir } from 'node:os'
import { join } from 'node:path'
import yauzl from 'yauzl'
import { DEFAULT_PUBLIC_KEY, FakeService } from '../../test-support/fake-service/server.js'
import { runAction, type ActionRun, type RunOptions } from '../../test-support/harness/runner.js'

let service: FakeService
let workspace: string

beforeEach(async () => {
  service = new FakeService({ apps: { [DEFAULT_PUBLIC_KEY]: 'ios', androidapp: 'android' } })
  await service.start()
  workspace = await mkdtemp(join(tmpdir(), 'workspace-'))
})
afterEach(async () => {
  await service.stop()
  await rm(workspace, { recursive: true, force: true })
})

async function writeBuild(path: string, bytes: Buffer): Promise<void> {
  await mkdir(join(workspace, path, '..'), { recursive: true })
  await writeFile(join(workspace, path), bytes)
}

function upload(
  inputs: Record<string, string>,
  options: Pick<RunOptions, 'env' | 'onSpawn'> = {}
): Promise<ActionRun> {
  return runAction(
    { apiToken: service.apiToken, publicKey: DEFAULT_PUBLIC_KEY, baseUrl: service.url, ...inputs },
    { workspace, ...options }
  )
}

/** How many of the process's threads are libuv's thread pool (Linux: /proc/PID/task/N/comm). */
async function poolThreads(pid: number): Promise<number> {
  const tasks = await readdir(`/proc/${pid}/task`)
  const names = await Promise.all(
    tasks.map(task => readFile(`/proc/${pid}/task/${task}/comm`, 'utf8').catch(() => ''))
  )
  return names.filter(name => name.trim() === 'libuv-worker').length
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex')

/** Every entry of a zip: name → mode bits and, for symlinks and small files, the content. */
function zipEntries(path: string): Promise<Map<string, { mode: number; content: string }>> {
  return new Promise((resolve, reject) => {
    const entries = new Map<string, { mode: number; content: string }>()
    yauzl.open(path, { lazyEntries: true }, (error, zip) => {
      if (error) return reject(error)
      zip.on('entry', (entry: yauzl.Entry) => {
        const mode = (entry.externalFileAttributes >>> 16) & 0xffff
        if (entry.fileName.endsWith('/')) {
          entries.set(entry.fileName, { mode, content: '' })
          return zip.readEntry()
        }
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError) return reject(streamError)
          const chunks: Buffer[] = []
          stream.on('data', (chunk: Buffer) => chunks.push(chunk))
          stream.on('end', () => {
            entries.set(entry.fileName, { mode, content: Buffer.concat(chunks).toString() })
            zip.readEntry()
          })
        })
      })
      zip.on('end', () => resolve(entries))
      zip.readEntry()
    })
  })
}

describe('file upload', () => {
  it('streams an .apk with its fields, inferring platform and fileType', async () => {
    const apk = randomBytes(3 * 1024 * 1024 + 17)
    await writeBuild('app/build/outputs/apk/release/app-release.apk', apk)
    const run = await upload({
      publicKey: 'androidapp',
      file: 'app/build/outputs/apk/release/app-release.apk',
      note: 'v1.2',
      settings:
        'timeout: 600\nlaunchUrl: null\nreferrerHostnamesRestricted: [a.example.com]\nappPermissions:\n  run: public\n  debugLog: null'
    })
    expect(run.errors).toEqual([])
    expect(run.exitCode).toBe(0)
    const [request] = service.requestsTo('update')
    expect(request?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/)
    expect(request?.headers['x-api-key']).toBe(service.apiToken)
    expect(Number(request?.headers['content-length'])).toBeGreaterThan(apk.length)
    expect(request?.upload?.file).toMatchObject({
      filename: 'app-release.apk',
      contentType: 'application/vnd.android.package-archive',
      size: apk.length,
      sha256: sha256(apk)
    })
    expect(request?.upload?.fields).toEqual({
      timeout: '600',
      launchUrl: '',
      referrerHostnamesRestricted: '["a.example.com"]',
      'appPermissions.run': 'public',
      'appPermissions.debugLog': '',
      note: 'v1.2',
      platform: 'android',
      fileType: 'apk'
    })
    expect(run.outputs).toMatchObject({
      publicKey: 'androidapp',
      platform: 'android',
      versionCode: '2'
    })
    expect(run.summary).toContain('app/build/outputs/apk/release/app-release.apk')
  })

  /** The pool's size in an upload's process, looked at while the action waits for the answer. */
  async function poolOfAnUpload(variable: string): Promise<number> {
    await writeBuild('app-release.apk', randomBytes(64 * 1024))
    let pid = 0
    let threads = -1
    // By the time the body has arrived, the file was read: the pool runs.
    service.injectFault('update', {
      beforeAnswer: async () => {
        threads = await poolThreads(pid)
      }
    })
    const run = await upload(
      { publicKey: 'androidapp', file: 'app-release.apk' },
      { env: { UV_THREADPOOL_SIZE: variable }, onSpawn: spawned => (pid = spawned) }
    )
    expect(run.errors).toEqual([])
    return threads
  }

  // The pool's threads are counted in /proc, which only Linux has.
  const linuxIt = process.platform === 'linux' ? it : it.skip
  linuxIt('reads the build on a thread pool of one thread per processor, 2 to 4', async () => {
    expect(await poolOfAnUpload('')).toBe(Math.max(2, Math.min(4, availableParallelism())))
  })
  linuxIt('leaves the thread pool to UV_THREADPOOL_SIZE when the workflow sets it', async () => {
    expect(await poolOfAnUpload('3')).toBe(3)
  })

  it('streams a .tar.gz of an iOS app as ios/tar.gz', async () => {
    const archive = randomBytes(50_000)
    await writeBuild('out/MyApp.tar.gz', archive)
    const run = await upload({ file: 'out/MyApp.tar.gz' })
    expect(run.exitCode).toBe(0)
    const { upload: received } = service.requestsTo('update')[0]!
    expect(received?.file).toMatchObject({
      filename: 'MyApp.tar.gz',
      size: archive.length,
      sha256: sha256(archive)
    })
    expect(received?.fields).toEqual({ platform: 'ios', fileType: 'tar.gz' })
  })

  // Windows has neither POSIX modes nor symlinks without privileges; iOS builds come from macOS.
  const posixIt = process.platform === 'win32' ? it.skip : it

  posixIt(
    'zips an .app folder found by a glob, keeping the .app on top, modes and symlinks',
    async () => {
      const app = 'build/Build/Products/Debug-iphonesimulator/MyApp.app'
      await writeBuild(`${app}/Info.plist`, Buffer.from('<plist/>'))
      await writeBuild(`${app}/MyApp`, Buffer.from('#!binary'))
      await chmod(join(workspace, app, 'MyApp'), 0o755)
      await writeBuild(`${app}/Frameworks/Kit.framework/Versions/A/Kit`, Buffer.from('kit'))
      await symlink('A', join(workspace, app, 'Frameworks/Kit.framework/Versions/Current'))
      // A watch app inside the bundle matches the glob too, but is part of MyApp.app.
      await writeBuild(`${app}/Watch/WatchApp.app/Info.plist`, Buffer.from('<plist/>'))

      const run = await upload({ file: 'build/**/*.app' })
      expect(run.errors).toEqual([])
      expect(run.exitCode).toBe(0)
      const { upload: received, headers } = service.requestsTo('update')[0]!
      expect(headers['transfer-encoding']).toBe('chunked')
      expect(received?.file?.filename).toBe('MyApp.zip')
      expect(received?.fields).toEqual({ platform: 'ios', fileType: 'zip' })
      const entries = await zipEntries(received!.file!.savedPath!)
      expect([...entries.keys()].sort()).toEqual([
        'MyApp.app/',
        'MyApp.app/Frameworks/',
        'MyApp.app/Frameworks/Kit.framework/',
        'MyApp.app/Frameworks/Kit.framework/Versions/',
        'MyApp.app/Frameworks/Kit.framework/Versions/A/',
        'MyApp.app/Frameworks/Kit.framework/Versions/A/Kit',
        'MyApp.app/Frameworks/Kit.framework/Versions/Current',
        'MyApp.app/Info.plist',
        'MyApp.app/MyApp',
        'MyApp.app/Watch/',
        'MyApp.app/Watch/WatchApp.app/',
        'MyApp.app/Watch/WatchApp.app/Info.plist'
      ])
      expect(entries.get('MyApp.app/MyApp')).toEqual({ mode: 0o100755, content: '#!binary' })
      expect(entries.get('MyApp.app/Frameworks/Kit.framework/Versions/Current')).toEqual({
        mode: 0o120777,
        content: 'A'
      })
    }
  )

  /**
   * A relay in front of the fake service that keeps every byte the action sends it: what reached
   * the service, whether or not a request finished.
   */
  async function recordingRelay(): Promise<{ url: string; sent: () => Buffer; stop: () => void }> {
    const chunks: Buffer[] = []
    const sockets = new Set<Socket>()
    const relay = createServer(client => {
      const upstream = connect(Number(new URL(service.url).port), '127.0.0.1')
      sockets.add(client).add(upstream)
      client.on('data', (chunk: Buffer) => chunks.push(chunk))
      client.pipe(upstream).pipe(client)
      client.on('error', () => upstream.destroy())
      upstream.on('error', () => client.destroy())
    })
    await new Promise<void>(resolve => relay.listen(0, '127.0.0.1', resolve))
    return {
      url: `http://127.0.0.1:${(relay.address() as AddressInfo).port}`,
      sent: () => Buffer.concat(chunks),
      stop: () => {
        for (const socket of sockets) socket.destroy()
        relay.close()
      }
    }
  }

  posixIt.each([
    ['a small file', 'a same-size symlink to a file outside the folder', 40_000, 'link'],
    ['a large file', 'a same-size symlink to a file outside the folder', 3 << 20, 'link'],
    ['a small file', 'another file of the same size', 40_000, 'file']
  ] as const)(
    'fails when %s of the .app is replaced by %s after the walk, naming it, and never sends it',
    async (_, _replacement, size, kind) => {
      const app = 'build/MyApp.app'
      await writeBuild(`${app}/Info.plist`, Buffer.from('<plist/>'))
      await writeBuild(`${app}/Assets.car`, randomBytes(size))
      // Random bytes are stored as they are: read, they would be in the body as they are.
      const outside = randomBytes(size)
      await writeBuild('outside/secret.bin', outside)
      const swapped = join(workspace, app, 'Assets.car')
      // The devices are checked after the folder was walked and before the upload starts.
      service.injectFault('devices', {
        beforeAnswer: async () => {
          if (kind === 'link') {
            await rm(swapped)
            await symlink(join(workspace, 'outside/secret.bin'), swapped)
          } else {
            await writeFile(`${swapped}.new`, outside)
            await rename(`${swapped}.new`, swapped)
          }
        }
      })
      const relay = await recordingRelay()
      let run: ActionRun
      try {
        run = await upload({ file: app, devices: 'iphone15pro', baseUrl: relay.url })
      } finally {
        relay.stop()
      }
      expect(run.exitCode).toBe(1)
      expect(run.errors).toHaveLength(1)
      expect(run.errors[0]?.message).toContain(
        `${swapped} was replaced (by a link or another file) after the .app folder was walked, so it was not read`
      )
      expect(service.requestsTo('devices')).toHaveLength(1)
      expect(service.requestsTo('update').every(request => !request.upload?.file)).toBe(true)
      const sent = relay.sent()
      for (let at = 0; at + 64 <= outside.length; at += 4096) {
        expect(sent.includes(outside.subarray(at, at + 64))).toBe(false)
      }
    }
  )

  posixIt.each([
    [
      'a file in it cannot be read',
      'Frameworks/secret.bin',
      0o000,
      'build/MyApp.app/Frameworks/secret.bin'
    ],
    ['a folder in it cannot be read', 'Frameworks', 0o000, 'build/MyApp.app/Frameworks'],
    ['a folder in it cannot be searched', 'Frameworks', 0o644, 'build/MyApp.app/Frameworks'],
    ['the .app itself cannot be read', '.', 0o000, 'build/MyApp.app']
  ])('refuses an .app when %s, naming it, and sends nothing', async (_, path, mode, named) => {
    const app = 'build/MyApp.app'
    await writeBuild(`${app}/Info.plist`, Buffer.from('<plist/>'))
    await writeBuild(`${app}/Frameworks/secret.bin`, Buffer.from('x'))
    await chmod(join(workspace, app, path), mode)
    const run = await runAction(
      {
        apiToken: service.apiToken,
        publicKey: DEFAULT_PUBLIC_KEY,
        baseUrl: service.url,
        file: app
      },
      { workspace, honourFileModes: true }
    ).finally(() =>
      // Put back, so that the workspace can be removed (as a user other than root too).
      chmod(join(workspace, app, path), 0o755)
    )
    expect(run.errors).toEqual([
      {
        title: 'Invalid input: file',
        message: `file ${named} cannot be read: check its permissions.`
      }
    ])
    expect(run.exitCode).toBe(1)
    expect(service.requests).toHaveLength(0)
  })

  it('refuses a glob that matches several builds, listing them, and sends nothing', async () => {
    await writeBuild('out/a.apk', randomBytes(10))
    await writeBuild('out/b.apk', randomBytes(10))
    const run = await upload({ file: 'out/*.apk' })
    expect(run.exitCode).toBe(1)
    expect(run.errors[0]).toEqual({
      title: 'Invalid input: file',
      message:
        'file "out/*.apk" matches 2 paths, but must match exactly one: out/a.apk, out/b.apk. Narrow the pattern.'
    })
    expect(service.requests).toHaveLength(0)
  })

  it('refuses a glob that matches nothing', async () => {
    const run = await upload({ file: 'out/*.apk' })
    expect(run.exitCode).toBe(1)
    expect(run.errors[0]?.message).toMatch(/^file "out\/\*\.apk" matches nothing in /)
    expect(service.requests).toHaveLength(0)
  })

  it.each([
    ['a missing file', 'missing.apk', null, /^file missing\.apk does not exist/],
    ['an empty file', 'empty.apk', Buffer.alloc(0), /^file empty\.apk is empty \(0 bytes\)/],
    ['an .ipa', 'App.ipa', Buffer.from('x'), /is an \.ipa \(a device build\).*iphonesimulator/],
    ['an unknown kind', 'notes.txt', Buffer.from('x'), /is not a build the service takes/]
  ])('refuses %s before any request', async (_, path, bytes, message) => {
    if (bytes) await writeBuild(path, bytes)
    const run = await upload({ file: path })
    expect(run.exitCode).toBe(1)
    expect(run.errors[0]?.title).toBe('Invalid input: file')
    expect(run.errors[0]?.message).toMatch(message)
    expect(service.requests).toHaveLength(0)
  })

  it('refuses file together with url', async () => {
    await writeBuild('a.apk', randomBytes(10))
    const run = await upload({ file: 'a.apk', url: 'https://x.example.com/a.apk' })
    expect(run.exitCode).toBe(1)
    expect(run.errors[0]?.message).toMatch(/^file and url were both given/)
    expect(service.requests).toHaveLength(0)
  })

  it('refuses a platform that contradicts the file', async () => {
    await writeBuild('a.apk', randomBytes(10))
    const run = await upload({ file: 'a.apk', platform: 'ios' })
    expect(run.exitCode).toBe(1)
    expect(run.errors[0]?.message).toBe(
      'platform is "ios", but file a.apk is an Android .apk, which means platform android. Leave platform empty to infer it.'
    )
  })

  it('re-sends the whole file on a retry', async () => {
    const apk = randomBytes(200_000)
    await writeBuild('a.apk', apk)
    // Retry-After: 0, so that the retry comes at once instead of after a backoff of up to 1 s.
    service.injectFault('update', { status: 503, headers: { 'retry-after': '0' } })
    const run = await upload({ file: 'a.apk', publicKey: 'androidapp' })
    expect(run.exitCode).toBe(0)
    const requests = service.requestsTo('update')
    expect(requests).toHaveLength(2)
    expect(requests[1]?.upload?.file?.sha256).toBe(sha256(apk))
  })

  it('shows the upload in a dry run without reading it', async () => {
    await writeBuild('a.apk', randomBytes(2048))
    const run = await upload({ file: 'a.apk', publicKey: 'androidapp', dryRun: 'true' })
    expect(run.exitCode).toBe(0)
    expect(service.requests).toHaveLength(0)
    expect(run.stdout).toContain(
      'file=@a.apk (a.apk, application/vnd.android.package-archive, 2.0 KiB)'
    )
    expect(run.stdout).toContain('platform=android')
  })
})
