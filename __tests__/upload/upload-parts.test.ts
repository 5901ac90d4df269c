import { describe, expect, it } from '@jest/globals'
import { readdirSync, readlinkSync } from 'node:fs'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { once } from 'node:events'
import { PassThrough, Readable } from 'node:stream'
import { resolveBuildFile } from '../../src/service/upload/build-file.js'
import { formFields, multipartUpload } from '../../src/service/upload/multipart-body.js'
import { describeProgress, formatBytes, reportProgress } from '../../src/service/upload/progress.js'

describe('formFields', () => {
  it('flattens appPermissions, sends null as empty, lists as JSON, the rest as text', () => {
    expect(
      formFields({
        platform: 'ios',
        timeout: 300,
        disabled: false,
        launchUrl: null,
        referrerHostnamesRestricted: ['a.example.com', 'b.example.com'],
        appPermissions: { run: 'public', debugLog: null }
      })
    ).toEqual([
      ['platform', 'ios'],
      ['timeout', '300'],
      ['disabled', 'false'],
      ['launchUrl', ''],
      ['referrerHostnamesRestricted', '["a.example.com","b.example.com"]'],
      ['appPermissions.run', 'public'],
      ['appPermissions.debugLog', '']
    ])
    expect(formFields({ appPermissions: null })).toEqual([['appPermissions', '']])
  })
})

describe('a retried upload', () => {
  // Open files are counted in /proc, which only Linux has.
  const linuxIt = process.platform === 'linux' ? it : it.skip
  linuxIt('closes the build file of the failed attempt when the next one opens it', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'retry-'))
    try {
      await writeFile(join(folder, 'app.apk'), Buffer.alloc(4 * 1024 * 1024, 1))
      // The watcher is handed each attempt's file stream: its events say when it opened and
      // closed its file, so the test waits on them, not on a guess of how long that takes.
      const files: Readable[] = []
      const body = await multipartUpload(
        {},
        await resolveBuildFile('app.apk', folder),
        () => {},
        stream => {
          files.push(stream)
          return stream
        }
      )
      // Only this build's descriptors: jest opens and closes files of its own meanwhile.
      const openFiles = () =>
        readdirSync('/proc/self/fd').filter(fd => {
          try {
            return readlinkSync(`/proc/self/fd/${fd}`).endsWith('app.apk')
          } catch {
            return false // closed since it was listed
          }
        }).length
      body.open()
      await once(files[0]!, 'open')
      expect(openFiles()).toBe(1)
      body.open()
      expect(files[0]!.destroyed).toBe(true)
      await Promise.all([once(files[0]!, 'close'), once(files[1]!, 'open')])
      expect(openFiles()).toBe(1)
    } finally {
      await rm(folder, { recursive: true, force: true })
    }
  })
})

describe('upload progress', () => {
  it('formats sizes in binary units', () => {
    expect(formatBytes(980)).toBe('980 B')
    expect(formatBytes(1536)).toBe('1.5 KiB')
    expect(formatBytes(1024 ** 3)).toBe('1.0 GiB')
  })

  it('says size, percent and rate', () => {
    expect(describeProgress(512 * 1024 ** 2, 1024 ** 3, 4000)).toBe(
      'Uploaded 512.0 MiB of 1.0 GiB (50%), 128.0 MiB/s'
    )
    expect(describeProgress(10 * 1024 ** 2, undefined, 1000)).toBe('Uploaded 10.0 MiB, 10.0 MiB/s')
  })

  it('logs at most every 5 seconds, not per chunk', async () => {
    let clock = 0
    const lines: string[] = []
    const stream = reportProgress(
      new PassThrough(),
      100 * 1024,
      line => lines.push(line),
      () => clock
    )
    stream.resume()
    for (let i = 0; i < 100; i++) {
      clock += 200 // 100 chunks over 20 s
      stream.write(Buffer.alloc(1024))
    }
    stream.end()
    await new Promise(resolve => stream.on('end', resolve))
    expect(lines).toEqual([
      'Uploaded 25.0 KiB of 100.0 KiB (25%), 5.0 KiB/s',
      'Uploaded 50.0 KiB of 100.0 KiB (50%), 5.0 KiB/s',
      'Uploaded 75.0 KiB of 100.0 KiB (75%), 5.0 KiB/s',
      'Uploaded 100.0 KiB of 100.0 KiB (100%), 5.0 KiB/s',
      'Uploaded 100.0 KiB of 100.0 KiB (100%), 5.0 KiB/s, done'
    ])
  })
})

describe('the file part header', () => {
  it('keeps a hostile build file name from breaking out of its quotes', async () => {
    const { multipartUpload } = await import('../../src/service/upload/multipart-body.js')
    const folder = await mkdtemp(join(tmpdir(), 'part-'))
    const path = join(folder, 'a"b\r\nX-Injected: 1\\.apk')
    await writeFile(path, 'PK')
    try {
      const upload = await multipartUpload(
        { note: 'n' },
        { path, displayPath: 'a.apk', kind: 'apk', size: 2 },
        () => undefined
      )
      const sink = new PassThrough()
      upload.open().pipe(sink)
      const chunks: Buffer[] = []
      for await (const chunk of sink) chunks.push(Buffer.from(chunk as Buffer))
      const body = Buffer.concat(chunks).toString('latin1')
      expect(body).toContain('filename="a_b__X-Injected: 1_.apk"')
      expect(body).not.toMatch(/^X-Injected/m)
    } finally {
      await rm(folder, { recursive: true, force: true })
    }
  })
})
