/**
 * What the fakes (test-support/fake-service/, test-support/fake-github/) share about listening: an http or https server on
 * loopback with a free port, its origin URL, the faults both take (a status, a delay, a hang, a
 * reset), and a stop that also drops connections a fault left hanging and cancels delays still
 * running, so that neither a test's afterEach nor the test worker's exit waits on them.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { createServer as createTlsServer } from 'node:https'
import { createServer as createTcpServer, type AddressInfo } from 'node:net'
import { setTimeout as sleep } from 'node:timers/promises'

/** Where and how a fake listens. */
export interface LoopbackOptions {
  /** Loopback address to listen on; default 127.0.0.1. */
  host?: string
  /** Port; default 0 (any free one). */
  port?: number
  /** Serve https with this key and certificate (PEM) instead of plain http. */
  tls?: { key: string; cert: string }
}

/** Something to do instead of (or before) answering normally. */
export interface LoopbackFault {
  /** Answer with this status (and `body`, `headers`) instead of handling the request. */
  status?: number
  body?: string
  headers?: Record<string, string>
  /** Wait this long (milliseconds) before handling the request. */
  delayMs?: number
  /** Never answer; the connection stays open until the client gives up. */
  hang?: boolean
  /** Destroy the connection without an answer. */
  reset?: boolean
  /**
   * Write these bytes on the connection instead of an answer (a status line alone, a header
   * section that never ends), then close it; with `hang`, keep it open instead.
   */
  raw?: string
  /** Run this first, while the client waits for its answer (a test looking at the client). */
  beforeAnswer?: () => Promise<void>
}

/** An http(s) server on loopback that hands every request to `answer`. */
export class LoopbackServer {
  /** Answers a fault holds open: `stop()` destroys them. */
  private readonly hung = new Set<ServerResponse>()
  /** Aborted by `stop()`: ends the delays of faults still waiting. */
  private readonly stopped = new AbortController()
  private readonly server: Server

  /**
   * @param answer answers one request; when it rejects, the client gets a 500 with the error
   *   (or a reset, when the headers were already sent)
   */
  constructor(
    private readonly options: LoopbackOptions,
    answer: (request: IncomingMessage, response: ServerResponse) => Promise<void>
  ) {
    const listener = (request: IncomingMessage, response: ServerResponse): void => {
      answer(request, response).catch(error => {
        if (response.headersSent || response.destroyed) return void response.destroy()
        const text = JSON.stringify({ message: String(error) })
        response.writeHead(500, {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(text)
        })
        response.end(text)
      })
    }
    this.server = options.tls ? createTlsServer(options.tls, listener) : createServer(listener)
  }

  /** `http://127.0.0.1:43117` (or https), once listening. */
  get origin(): string {
    const address = this.server.address() as AddressInfo
    const host = address.family === 'IPv6' ? `[${address.address}]` : address.address
    return `${this.options.tls ? 'https' : 'http'}://${host}:${address.port}`
  }

  /** Starts listening; rejects when the port is taken. */
  async start(): Promise<void> {
    await new Promise<void>((resolve, reject) => {
      this.server.once('error', reject)
      this.server.listen(this.options.port ?? 0, this.options.host ?? '127.0.0.1', () => resolve())
    })
  }

  /**
   * Applies `fault` (if any) to a request: waits its `delayMs`, then resets, hangs or answers
   * with its status. Resolves true when that was the answer, false when the request is still to
   * be answered normally.
   */
  async applyFault(
    fault: LoopbackFault | undefined,
    request: IncomingMessage,
    response: ServerResponse
  ): Promise<boolean> {
    if (fault?.beforeAnswer) await fault.beforeAnswer()
    if (fault?.delayMs) await sleep(fault.delayMs, undefined, { signal: this.stopped.signal })
    if (fault?.reset) {
      request.socket.destroy()
      return true
    }
    if (fault?.raw !== undefined) {
      if (fault.hang) {
        request.socket.write(fault.raw, 'latin1')
        this.hung.add(response)
      } else {
        request.socket.end(fault.raw, 'latin1')
      }
      return true
    }
    if (fault?.hang) {
      this.hung.add(response)
      return true
    }
    if (fault?.status === undefined) return false
    response.writeHead(fault.status, { 'content-type': 'application/json', ...fault.headers })
    response.end(fault.body ?? JSON.stringify({ message: `Injected fault ${fault.status}` }))
    return true
  }

  /** Stops listening and drops open connections, hung ones included. */
  async stop(): Promise<void> {
    this.stopped.abort()
    for (const response of this.hung) response.destroy()
    this.server.closeAllConnections()
    await new Promise<void>(resolve => this.server.close(() => resolve()))
  }
}

/** A request's body as UTF-8 text. */
export function readText(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    request.on('error', reject)
  })
}

/** A loopback port nothing listens on (it was free a moment ago), for "connection refused". */
export async function closedPort(): Promise<number> {
  const server = createTcpServer()
  await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  await new Promise(resolve => server.close(resolve))
  return port
}
