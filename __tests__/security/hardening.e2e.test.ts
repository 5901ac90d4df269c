/**
 * Retries, deadlines, redirects and secrets, end to end: dist/index.cjs against the fake service.
 */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { execFileSync } from 'node:child_process'
import { symlinkSync } from 'node:fs'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DEFAULT_PUBLIC_KEY, FakeService } from '../../test-support/fake-service/server.js'
import { leaksSecret } from '../../test-support/harness/hostile-text.js'
import { runAction, type ActionRun } from '../../test-support/harness/runner.js'

let service: FakeService

beforeEach(async () => {
  service = new FakeService()
  await service.start()
})
afterEach(() => service.stop())

function update(extra: Record<string, string> = {}, workspace?: string): Promise<ActionRun> {
  return runAction(
    {
      apiToken: service.apiToken,
      publicKey: DEFAULT_PUBLIC_KEY,
      note: 'n',
      baseUrl: service.url,
      ...extra
    },
    { workspace }
  )
}

/** stdout and stderr without the `::add-mask::` commands, which the runner consumes. */
function visibleLog(run: ActionRun): string {
  return `${run.stdout}\n${run.stderr}`
    .split('\n')
    .filter(line => !line.startsWith('::add-mask::'))
    .join('\n')
}

describe('an uncaught exception', () => {
  it.each([
    ['thrown', "throw new Error('boom ::warning::x')"],
    ['rejected', "Promise.reject(new Error('boom ::warning::x'))"]
  ])(
    'fails the step at once (%s): an annotation, no outputs, no summary',
    async (_how, statement) => {
      // A preloaded script stands in for a library that fails outside the action's own error
      // handling while the update is in flight (the service never answers it: a step that
      // waited for the answer would run into the test's timeout).
      const folder = await mkdtemp(join(tmpdir(), 'uncaught-'))
      const preload = join(folder, 'fail-later.cjs')
      await writeFile(preload, `setTimeout(() => { ${statement} }, 200)\n`)
      service.injectFault('update', { hang: true })
      try {
        const run = await runAction(
          {
            apiToken: service.apiToken,
            publicKey: DEFAULT_PUBLIC_KEY,
            note: 'n',
            baseUrl: service.url
          },
          { env: { NODE_OPTIONS: `--require "${preload}"` } }
        )
        expect(run.exitCode).toBe(1)
        expect(run.errors).toEqual([
          { title: 'Unexpected error', message: expect.stringMatching(/^boom/) }
        ])
        expect(visibleLog(run)).not.toMatch(/^::warning::/m)
        expect(run.outputs).toEqual({})
        expect(run.summary).toBe('')
      } finally {
        await rm(folder, { recursive: true, force: true })
      }
    }
  )
})

describe('retries', () => {
  // Retry counts and waits are tested in process (run.test.ts), where waits are not slept.
  it('cuts off a hung server after requestTimeout, saying so', async () => {
    service.injectFault('ips', { hang: true })
    const run = await update({
      publicKey: '',
      note: '',
      ipBlocks: 'true',
      requestTimeout: '1',
      maxAttempts: '1'
    })
    expect(run.exitCode).toBe(1)
    expect(run.errors).toEqual([
      { title: 'Timed out', message: 'The IP block request timed out after 1 s.' }
    ])
  })

  // A server that holds its answer after the whole update arrived, as a service busy with a
  // build (or a runner too slow to read the answer in time) does: the deadline runs out with the
  // update sent whole. Sending it again could deploy twice, unless the read-backs prove that the
  // service did not apply it: unchanged by its clock, and still 5 s later (a real wait here).
  it('sends an update that met no answer in time once more, once read-backs prove it was not applied', async () => {
    service.injectFault('update', { hang: true })
    const run = await update({ requestTimeout: '1' })
    expect(service.requestsTo('update')).toHaveLength(2)
    expect(service.requestsTo('read')).toHaveLength(2)
    expect(service.requestsTo('read')[0]?.headers['cache-control']).toBe('no-cache')
    expect(run.errors).toEqual([])
    expect(run.exitCode).toBe(0)
    expect(run.outputs.versionCode).toBe('2')
    expect(run.stdout).toContain(
      'The app still reads back unchanged 5 s later: the service did not apply the update, so it is sent once more (never a third time).'
    )
  }, 30_000)

  it('never takes a cached read-back (Age: 600, an old Date) for proof, nor sends the update again', async () => {
    service.injectFault('update', { hang: true })
    const old = new Date(Date.now() - 600_000)
    service.injectFault('read', {
      status: 200,
      headers: { age: '600', date: old.toUTCString() },
      body: JSON.stringify({
        publicKey: DEFAULT_PUBLIC_KEY,
        updated: new Date(old.getTime() - 1000).toISOString(),
        versionCode: 1
      })
    })
    const run = await update({ requestTimeout: '1' })
    expect(service.requestsTo('update')).toHaveLength(1)
    expect(run.exitCode).toBe(1)
    expect(run.outputs).toEqual({})
    expect(run.errors).toEqual([
      {
        title: 'Timed out',
        message: expect.stringMatching(
          /^The update of app \w+ was sent whole, but no answer came \(timed out after 1 s\)\. The app's read-back came from a cache \(Age: 600 s\), not from the service, so it shows nothing of this update\.$/
        )
      }
    ])
  })

  it('takes an update the service applied but did not answer in time from the read-back', async () => {
    service.injectFault('update', { afterHandling: true, hang: true })
    const run = await update({ requestTimeout: '1' })
    expect(service.requestsTo('update')).toHaveLength(1)
    expect(run.errors).toEqual([])
    expect(run.outputs.versionCode).toBe('2')
    expect(run.outputs.updated).toBe(service.apps.get(DEFAULT_PUBLIC_KEY)?.updated)
  })

  it.each([
    ['maxAttempts', '0', /maxAttempts must be a whole number from 1 to 10, got 0\./],
    ['maxAttempts', 'many', /maxAttempts must be a whole number from 1 to 10, got "many"\./],
    ['requestTimeout', '-5', /requestTimeout must be a number from 1 to 21600, got "-5"\./]
  ])('refuses %s %j before any request', async (name, value, message) => {
    const run = await update({ [name]: value })
    expect(run.exitCode).toBe(1)
    expect(run.errors[0]).toEqual({
      title: `Invalid input: ${name}`,
      message: expect.stringMatching(message)
    })
    expect(service.requests).toHaveLength(0)
  })
})

describe('redirects', () => {
  it('does not follow a redirect to another host, which never sees the token', async () => {
    const other = new FakeService({ host: '127.0.0.2' })
    await other.start()
    try {
      service.injectFault('update', {
        status: 307,
        headers: { location: `${other.url}/v1/apps/${DEFAULT_PUBLIC_KEY}` }
      })
      const run = await update()
      expect(run.exitCode).toBe(1)
      expect(other.requests).toHaveLength(0)
      expect(run.errors[0]?.message).toMatch(
        new RegExp(
          `redirected \\(307\\) to another origin, ${other.url.replace(/\./g, '\\.')}; it was not followed`
        )
      )
    } finally {
      await other.stop()
    }
  })

  it('follows a redirect within the same origin', async () => {
    service.injectFault('ips', { status: 308, headers: { location: '/api/v2/service/ips' } })
    const run = await runAction({ ipBlocks: 'true', baseUrl: service.url })
    expect(run.exitCode).toBe(0)
    expect(service.requests.map(request => request.path)).toEqual([
      '/v2/service/ips',
      '/api/v2/service/ips'
    ])
  })
})

describe('secrets', () => {
  const signedUrl =
    'https://bucket.s3.amazonaws.com/builds/app.zip?X-Amz-Credential=AKIAEXAMPLE&X-Amz-Signature=5f1e0c0ffee5ecret5ignature'

  /** An update from a build URL, with debug logging on: the most the action ever prints. */
  const updateFromUrl = (url: string, more: Record<string, string> = {}): Promise<ActionRun> =>
    runAction(
      {
        apiToken: service.apiToken,
        publicKey: DEFAULT_PUBLIC_KEY,
        url,
        baseUrl: service.url,
        ...more
      },
      { env: { RUNNER_DEBUG: '1' } }
    )

  it('never prints the token or the signed query, even in debug mode and on failure', async () => {
    service.injectFault('update', {
      status: 400,
      body: JSON.stringify({ message: `cannot fetch ${signedUrl} with key ${service.apiToken}` })
    })
    const run = await updateFromUrl(signedUrl, { platform: 'ios' })
    expect(run.exitCode).toBe(1)
    const log = visibleLog(run)
    expect(log).toContain('::debug::')
    expect(log).toContain('https://bucket.s3.amazonaws.com/…/app.zip')
    for (const secret of [service.apiToken, '5f1e0c0ffee5ecret5ignature', 'AKIAEXAMPLE']) {
      expect(log).not.toContain(secret)
      expect(run.summary).not.toContain(secret)
    }
    // The service still received the URL unchanged.
    expect((service.requestsTo('update')[0]?.json as { url: string }).url).toBe(signedUrl)
  }, 20000)

  it('scrubs an answer of 8 MiB of pieces of the token at once, and prints none of it', async () => {
    // A host at baseUrl receives the token, and can answer with its first half over and over:
    // each would cost a rescan of the whole answer if the scrub were not linear.
    const head = service.apiToken.slice(0, Math.max(16, Math.ceil(service.apiToken.length / 2)))
    const message = `refused: ${head.repeat(Math.floor((8 * 1024 * 1024 - 64) / head.length))}`
    service.injectFault('update', { status: 400, body: JSON.stringify({ message }) })
    // A minute to read 8 MiB on a busy machine: the deadline must not decide this case.
    const run = await update({ maxAttempts: '1', requestTimeout: '60' })
    expect(run.exitCode).toBe(1)
    expect(run.errors[0]?.message).toMatch(/\*\*\*/)
    expect(leaksSecret(visibleLog(run), service.apiToken)).toBe(false)
    expect(leaksSecret(run.summary, service.apiToken)).toBe(false)
  }, 30000)

  it('keeps secrets out of a successful debug run too', async () => {
    const run = await updateFromUrl(signedUrl)
    expect(run.exitCode).toBe(0)
    const log = visibleLog(run)
    expect(log).toContain('::debug::')
    expect(log).not.toContain(service.apiToken)
    expect(log).not.toContain('5f1e0c0ffee5ecret5ignature')
    expect(run.summary).toContain('https://bucket.s3.amazonaws.com/…/app.zip?***')
    expect(run.summary).not.toContain('5f1e0c0ffee5ecret5ignature')
  })

  it('never prints the path before the file name, even when the service echoes the URL', async () => {
    const token = 'Xq7v2Lm9Rt4Kp8Ws3Hd6'
    const pathSigned = `https://files.example.com/download/${token}/app-release.apk`
    service.injectFault('update', {
      status: 400,
      body: JSON.stringify({ message: `cannot fetch ${pathSigned}` })
    })
    const run = await updateFromUrl(pathSigned)
    expect(run.exitCode).toBe(1)
    const log = visibleLog(run)
    // Printed by the action: scheme, host and file name; echoed by the service: the folder masked.
    expect(log).toContain('Build: https://files.example.com/…/app-release.apk')
    expect(log).toContain('cannot fetch https://files.example.com***/app-release.apk')
    expect(log).not.toContain('/download/')
    expect(log).not.toContain(token)
    expect(run.summary).toContain('cannot fetch https://files.example.com***/app-release.apk')
    expect(run.summary).not.toContain('/download/')
    expect(run.summary).not.toContain(token)
    expect((service.requestsTo('update')[0]?.json as { url: string }).url).toBe(pathSigned)
  })

  it('refuses a publicKey with ../ and sends nothing', async () => {
    const run = await update({ publicKey: '../../v2/service/ips' })
    expect(run.exitCode).toBe(1)
    expect(run.errors[0]?.title).toBe('Invalid input: publicKey')
    expect(service.requests).toHaveLength(0)
  })

  it('escapes markup from the service in the job summary', async () => {
    service.injectFault('update', {
      status: 400,
      body: JSON.stringify({ message: '<img src=x onerror=alert(1)>' })
    })
    const run = await update()
    expect(run.exitCode).toBe(1)
    expect(run.summary).toContain('&lt;img src=x onerror=alert(1)&gt;')
    expect(run.summary).not.toContain('<img')
  })

  it('refuses an answer whose platform is not ios or android, publishing nothing', async () => {
    service.injectFault('update', {
      status: 200,
      body: JSON.stringify({
        publicKey: DEFAULT_PUBLIC_KEY,
        platform: '<img src=x onerror=alert(1)>',
        versionCode: 3
      }),
      afterHandling: true
    })
    const run = await update()
    // The service applied the update: it is not sent again, and the app is read back instead.
    expect(run.exitCode).toBe(0)
    expect(service.requestsTo('update')).toHaveLength(1)
    expect(run.stdout).toMatch(
      /^::warning title=Answer lost::.*platform should be ios or android, got a string of 28 characters/m
    )
    expect(run.outputs.platform).toBe('ios')
    expect(run.summary).not.toContain('img')
  })

  it('shows a service message with markup escaped in the failure summary', async () => {
    service.injectFault('update', {
      status: 400,
      body: '{"message":"<script>x</script>\\n\\n# heading"}'
    })
    const run = await update()
    expect(run.exitCode).toBe(1)
    expect(run.summary).toContain('&lt;script&gt;x&lt;/script&gt;')
    expect(run.summary).not.toMatch(/<script>|\n\n/)
  })

  it('says that https:// to a plain-HTTP port sent nothing, without OpenSSL internals', async () => {
    const run = await update({ baseUrl: service.url.replace('http:', 'https:') })
    expect(run.exitCode).toBe(1)
    expect(run.errors).toEqual([
      {
        title: 'No TLS there',
        message: expect.stringMatching(
          /^The update of app \w+ could not reach the service over TLS: the server at that address does not speak TLS, so nothing was sent\.$/
        )
      }
    ])
    expect(visibleLog(run)).not.toMatch(/Answer lost|sent whole|EPROTO|ssl3_|SSL routines/)
    expect(service.requests).toHaveLength(0)
  })

  it('refuses plain http to a host that is not loopback', async () => {
    const run = await update({ baseUrl: 'http://api.example.com' })
    expect(run.exitCode).toBe(1)
    expect(run.errors[0]?.message).toMatch(/baseUrl must use https/)
  })
})

describe('dryRun', () => {
  it('prints the requests with secrets masked and sends nothing', async () => {
    const run = await update({
      dryRun: 'true',
      ipBlocks: 'true',
      url: 'https://cdn.example.com/a.zip?sig=topsecretsig',
      settings: 'timeout: 60'
    })
    expect(run.exitCode).toBe(0)
    expect(service.requests).toHaveLength(0)
    expect(run.outputs).toEqual({})
    const log = visibleLog(run)
    expect(log).toContain(`POST ${service.url}/v1/apps/${DEFAULT_PUBLIC_KEY}`)
    expect(log).toContain('x-api-key: ***')
    expect(log).toContain(`GET ${service.url}/v2/service/ips`)
    expect(log).toContain('"url": "https://cdn.example.com/a.zip?***"')
    expect(log).toContain('"timeout": 60')
    expect(log).not.toContain('topsecretsig')
    expect(log).not.toContain(service.apiToken)
    expect(run.summary).toMatch(/dry run/)
  })

  it('still refuses invalid input', async () => {
    const run = await update({ dryRun: 'true', settings: 'timeout: 61' })
    expect(run.exitCode).toBe(1)
    expect(service.requests).toHaveLength(0)
  })
})

describe('the API token as an input', () => {
  it.each([
    ['a line break', 'fake-api\ntoken', /contains a line break at position 9/],
    [
      'a zero-width space',
      'fake-api\u200btoken',
      /invisible or non-ASCII character \(U\+200B\) at position 9/
    ],
    ['a space', 'fake-api token', /contains a space or tab at position 9/]
  ])(
    'refuses a token with %s before any request, without printing it',
    async (_what, token, message) => {
      const run = await update({ apiToken: token })
      expect(run.exitCode).toBe(1)
      expect(run.errors).toEqual([
        { title: 'Invalid input: apiToken', message: expect.stringMatching(message) }
      ])
      expect(run.errors[0]?.message).toMatch(/copy the token again/)
      expect(service.requests).toHaveLength(0)
      expect(visibleLog(run)).not.toContain('fake-api')
    }
  )
})

describe('build files that are not regular files', () => {
  let folder: string
  beforeEach(async () => {
    folder = await mkdtemp(join(tmpdir(), 'special-'))
  })
  afterEach(() => rm(folder, { recursive: true, force: true }))

  it.each([
    ['a FIFO', (path: string) => execFileSync('mkfifo', [path])],
    ['a link to /dev/zero', (path: string) => symlinkSync('/dev/zero', path)]
  ])('refuses %s at once as not a regular file', async (_what, make) => {
    make(join(folder, 'app.apk'))
    const started = Date.now()
    const run = await update({ file: 'app.apk', note: '' }, folder)
    // Read as a build, either would hold the step until requestTimeout (300 s): 20 s is far
    // short of that and ample for a busy machine to start the action and refuse the file.
    expect(Date.now() - started).toBeLessThan(20_000)
    expect(run.exitCode).toBe(1)
    expect(run.errors[0]?.message).toMatch(/^file app\.apk is not a regular file/)
    expect(service.requests).toHaveLength(0)
  })

  it('uploads a build outside the workspace through a link', async () => {
    const outside = await mkdtemp(join(tmpdir(), 'derived-data-'))
    try {
      await writeFile(join(outside, 'real.apk'), 'PK apk bytes')
      symlinkSync(join(outside, 'real.apk'), join(folder, 'app.apk'))
      const run = await update({ file: 'app.apk', note: '' }, folder)
      expect(run.exitCode).toBe(0)
      expect(service.requestsTo('update')).toHaveLength(1)
    } finally {
      await rm(outside, { recursive: true, force: true })
    }
  })
})

describe('an IPv6 literal in baseUrl', () => {
  it('reaches http://[::1]:port', async () => {
    const v6 = new FakeService({ host: '::1' })
    await v6.start()
    try {
      const run = await runAction({ ipBlocks: 'true', baseUrl: v6.url })
      expect(v6.url).toMatch(/^http:\/\/\[::1\]:\d+$/)
      expect(run.exitCode).toBe(0)
      expect(run.outputs.ipv4Count).toBe('5')
    } finally {
      await v6.stop()
    }
  })
})

describe('libraries that print on their own', () => {
  it.each(['LOG_TOKENS', 'LOG_STREAM'])(
    "with %s set, the YAML parser's trace of the settings goes through the boundary",
    async variable => {
      const run = await runAction(
        {
          apiToken: service.apiToken,
          publicKey: DEFAULT_PUBLIC_KEY,
          settings: 'buttonText: "Tap##[error title=Forged]forged"',
          baseUrl: service.url
        },
        { env: { [variable]: '1' } }
      )
      expect(run.exitCode).toBe(0)
      expect(run.errors).toEqual([])
      expect(run.stderr).toBe('')
      expect(visibleLog(run)).not.toContain('##[')
      // The trace is there, as debug lines, its command broken.
      expect(run.stdout).toMatch(/^::debug::.*Tap#\u200b#\[error/m)
    }
  )

  it("with NODE_DEBUG set, Node's own trace goes through the boundary, the API key masked", async () => {
    const run = await runAction(
      {
        apiToken: service.apiToken,
        publicKey: DEFAULT_PUBLIC_KEY,
        note: 'n',
        baseUrl: service.url
      },
      { env: { NODE_DEBUG: 'http,net' } }
    )
    expect(run.exitCode).toBe(0)
    expect(run.stderr).toBe('')
    // net's trace of the request's options, as debug lines, with the header's value scrubbed.
    expect(run.stdout).toMatch(/^::debug::NET \d+: createConnection/m)
    expect(run.stdout).toMatch(/^::debug::.*'x-api-key': '\*\*\*'/m)
    expect(visibleLog(run)).not.toContain(service.apiToken)
  })

  it('with NODE_DEBUG set, stderr is decoded across writes and as encoded', async () => {
    // Written while the update is in flight, once the action has taken over stderr.
    const folder = await mkdtemp(join(tmpdir(), 'stderr-'))
    const preload = join(folder, 'write-later.cjs')
    await writeFile(
      preload,
      `setTimeout(() => {
        const bytes = Buffer.from('split \u00e9 here\\n')
        process.stderr.write(bytes.subarray(0, 7))
        process.stderr.write(bytes.subarray(7))
        process.stderr.write(Buffer.from('::error::forged\\n').toString('base64'), 'base64')
      }, 200)\n`
    )
    service.injectFault('update', { delayMs: 600 })
    try {
      const run = await runAction(
        {
          apiToken: service.apiToken,
          publicKey: DEFAULT_PUBLIC_KEY,
          note: 'n',
          baseUrl: service.url
        },
        // A section that prints nothing: the preload's own timer starts before the action runs.
        { env: { NODE_DEBUG: 'none', NODE_OPTIONS: `--require "${preload}"` } }
      )
      expect(run.exitCode).toBe(0)
      expect(run.stderr).toBe('')
      expect(run.errors).toEqual([])
      expect(run.stdout).toMatch(/^::debug::split \u00e9 here$/m)
      expect(run.stdout).toMatch(/^::debug::.*forged$/m)
    } finally {
      await rm(folder, { recursive: true, force: true })
    }
  })
})
