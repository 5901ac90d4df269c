/**
 * A forward proxy on loopback, as HTTP(S)_PROXY points at it: it answers CONNECT by opening a
 * tunnel to a loopback port of the test's choosing and records every target it was asked for.
 * Plain-http forwarding (`GET http://host/…`) is refused with 405, so a client that skipped the
 * tunnel shows up as a failed request. `@actions/http-client` tunnels http targets too.
 *
 * https://datatracker.ietf.org/doc/html/rfc9110#name-connect
 */
import { createServer } from 'node:http'
import { connect, type AddressInfo, type Socket } from 'node:net'

/** A running forward proxy. */
export interface ForwardProxy {
  /** The proxy's URL, to give as HTTPS_PROXY or HTTP_PROXY, e.g. `http://127.0.0.1:43117`. */
  readonly url: string
  /** Every CONNECT target (`host:port`, as the client sent it), in order. */
  readonly tunnels: string[]
  /** The Proxy-Authorization header of each CONNECT ('' when none was sent), in order. */
  readonly authorizations: string[]
  /** Closes the tunnels and stops listening. */
  stop(): Promise<void>
}

/**
 * Starts a forward proxy on 127.0.0.1.
 *
 * @param route the loopback port to tunnel a CONNECT for `host`:`port` to (called per tunnel,
 *   so it may read a fake's port that is known only later)
 */
export async function startForwardProxy(
  route: (host: string, port: number) => number
): Promise<ForwardProxy> {
  const tunnels: string[] = []
  const authorizations: string[] = []
  // Tunnelled sockets leave the server's bookkeeping (closeAllConnections does not see them).
  const sockets = new Set<Socket>()
  const server = createServer((_request, response) => response.writeHead(405).end())
  server.on('connect', (request, client: Socket) => {
    const target = request.url ?? ''
    tunnels.push(target)
    authorizations.push(request.headers['proxy-authorization'] ?? '')
    const colon = target.lastIndexOf(':')
    const port = route(target.slice(0, colon), Number(target.slice(colon + 1)))
    const upstream = connect(port, '127.0.0.1', () => {
      client.write('HTTP/1.1 200 Connection Established\r\n\r\n')
      upstream.pipe(client).pipe(upstream)
    })
    sockets.add(client).add(upstream)
    upstream.on('error', () => client.destroy())
    client.on('error', () => upstream.destroy())
  })
  await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    tunnels,
    authorizations,
    async stop() {
      for (const socket of sockets) socket.destroy()
      await new Promise(resolve => server.close(resolve))
    }
  }
}
