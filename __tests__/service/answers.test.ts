/**
 * Answers the service should not send, met by the client in process: each is refused (or
 * decoded) before anything of it is published, and no message quotes it or a secret in it.
 */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { createServer, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { gzipSync } from 'node:zlib'
import { DEFAULT_PUBLIC_KEY } from '../../test-support/fake-service/server.js'
import { MALFORMED_APP_FIELDS } from '../../test-support/harness/hostile-answers.js'
import { ActionFailure } from '../../src/shared/failure.js'
import { resolveEndpoints } from '../../src/service/endpoints.js'
import { Redactor } from '../../src/shared/redaction.js'
import { ServiceClient } from '../../src/service/client.js'

const TOKEN = 'tok+9f8e/7d6c5b4a3928=1706'

let server: Server
let answer: (response: ServerResponse) => void
let requests: { method?: string; headers: Record<string, unknown> }[]

beforeEach(async () => {
  requests = []
  server = createServer((request, response) => {
    requests.push({ method: request.method, headers: request.headers })
    request.resume()
    request.on('end', () => answer(response))
  })
  await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve))
})
afterEach(() => new Promise(resolve => server.close(resolve)))

function client(token = TOKEN): ServiceClient {
  const redactor = new Redactor()
  redactor.add(token)
  const { port } = server.address() as AddressInfo
  return new ServiceClient({
    endpoints: resolveEndpoints(`http://127.0.0.1:${port}`, ''),
    apiToken: token,
    maxAttempts: 3,
    // No answer here is held back: the deadline only stops a test that would hang, so it is
    // as long as jest's own, and a busy machine never meets it.
    requestTimeoutMs: 30_000,
    redactor,
    now: Date.now,
    random: () => 0.5,
    log: { info: () => undefined, debug: () => undefined },
    sleep: () => Promise.resolve()
  })
}

const json =
  (body: unknown, headers: Record<string, string> = {}) =>
  (response: ServerResponse) => {
    response.writeHead(200, { 'content-type': 'application/json', ...headers })
    response.end(typeof body === 'string' ? body : JSON.stringify(body))
  }

async function refusal(promise: Promise<unknown>): Promise<ActionFailure> {
  const error = await promise.catch((e: unknown) => e)
  expect(error).toBeInstanceOf(ActionFailure)
  const failure = error as ActionFailure
  expect(failure.message).not.toContain(TOKEN)
  return failure
}

const update = () => client().updateApp(DEFAULT_PUBLIC_KEY, { note: 'n' })

describe('answers checked before they are published', () => {
  it.each(MALFORMED_APP_FIELDS)('refuses %j', async (body, message) => {
    answer = json({ publicKey: DEFAULT_PUBLIC_KEY, ...body })
    const failure = await refusal(update())
    // A 2xx: the update may have been applied, so an answer it cannot use is a lost one.
    expect(failure.kind).toBe('answer-lost')
    expect(failure.message).toMatch(message)
    expect(failure.message).not.toMatch(/someoneelse|yesterday|windows|javascript/)
    expect(failure.message).not.toContain(TOKEN)
  })

  it('takes a well-formed answer', async () => {
    answer = json({
      publicKey: DEFAULT_PUBLIC_KEY,
      created: '2026-01-01T00:00:00.000Z',
      updated: '2026-11-22T10:00:00+01:00',
      platform: 'ios',
      versionCode: 7,
      appURL: 'https://appetize.io/app/x'
    })
    await expect(update()).resolves.toMatchObject({
      versionCode: 7,
      appUrl: 'https://appetize.io/app/x'
    })
  })
})

describe('answers the service should not send', () => {
  it('asks for an uncompressed answer and decodes a gzip one anyway', async () => {
    answer = response => {
      response.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip' })
      response.end(gzipSync(JSON.stringify({ ipv4: ['10.0.0.0/24'] })))
    }
    await expect(client().getIpBlocks()).resolves.toEqual(['10.0.0.0/24'])
    expect(requests[0]?.headers['accept-encoding']).toBe('identity')
  })

  it('refuses an encoding it cannot decode, with a readable message and no binary', async () => {
    answer = response => {
      response.writeHead(200, { 'content-encoding': 'zstd' })
      response.end(Buffer.from([0x28, 0xb5, 0x2f, 0xfd, 0, 1, 2, 3]))
    }
    const failure = await refusal(client().getIpBlocks())
    expect(failure.kind).toBe('malformed-answer')
    expect(failure.message).toMatch(/compressed with an encoding that cannot be decoded here/)
  })

  it('says a corrupt gzip answer is corrupt, not undecodable', async () => {
    answer = response => {
      response.writeHead(200, { 'content-encoding': 'gzip' })
      response.end(Buffer.from('not gzip at all'))
    }
    const failure = await refusal(client().getIpBlocks())
    expect(failure.message).toMatch(/its gzip data is corrupt/)
    expect(failure.message).not.toMatch(/[\u0000-\u0008\ufffd]/)
  })

  it('reports a body over the size cap as too large, and does not fetch it again', async () => {
    answer = response => {
      response.writeHead(200, { 'content-type': 'application/json' })
      response.end(Buffer.alloc(9 * 1024 * 1024, 0x20))
    }
    const failure = await refusal(client().getIpBlocks())
    expect(failure.message).toMatch(/larger than 8 MiB/)
    expect(requests).toHaveLength(1)
  })

  it('never names a redirect target whose host holds the token, whatever its case', async () => {
    const token = 'AbCdEfGh12345678XyZ'
    answer = response => {
      response.writeHead(307, { location: `https://${token}.evil.example/` })
      response.end()
    }
    const error = await client(token)
      .updateApp(DEFAULT_PUBLIC_KEY, { note: 'n' })
      .then(
        () => undefined,
        (e: unknown) => e as ActionFailure
      )
    expect(error?.kind).toBe('redirect-refused')
    expect(error?.message.toLowerCase()).not.toContain(token.toLowerCase().slice(0, 8))
    expect(error?.message).toContain('(not shown: its address holds a secret)')
  })

  it('names a redirect target that holds no secret', async () => {
    answer = response => {
      response.writeHead(307, { location: 'https://elsewhere.example/v1/apps/x' })
      response.end()
    }
    const failure = await refusal(update())
    expect(failure.message).toContain('to another origin, https://elsewhere.example;')
  })

  it('never retries a 401 whose body broke off, and calls it a refused token', async () => {
    answer = response => {
      response.writeHead(401, { 'content-type': 'application/json', 'content-length': '100' })
      response.write('{"message":"no', () => response.socket?.destroy())
    }
    const failure = await refusal(update())
    expect(failure.kind).toBe('unauthorized')
    expect(requests).toHaveLength(1)
  })

  it('treats an unusable 2xx answer to an update as maybe applied, never sending it again', async () => {
    answer = json('<html>not json</html>')
    const failure = await refusal(update())
    expect(failure.kind).toBe('answer-lost')
    expect(failure.message).toMatch(/answered the update .* with 200, but its body is not a JSON/)
    expect(requests).toHaveLength(1)
  })

  it('scrubs the token from a service message, percent-encoded or cut to half', async () => {
    answer = response => {
      response.writeHead(400, { 'content-type': 'application/json' })
      response.end(
        JSON.stringify({
          message: `bad ${encodeURIComponent(TOKEN)} and ${encodeURIComponent(TOKEN).toLowerCase()} and ${TOKEN.slice(0, 16)} and ${TOKEN.slice(-16)}; ${TOKEN.slice(0, 15)}`
        })
      )
    }
    const failure = await refusal(update())
    expect(failure.message).not.toMatch(/%2b9f8e/i)
    // Fifteen characters are too few to mask: a mask there would answer whether they are right.
    expect(failure.message).toContain(`bad *** and *** and *** and ***; ${TOKEN.slice(0, 15)}`)
  })
})
