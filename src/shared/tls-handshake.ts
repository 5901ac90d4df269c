/**
 * A TLS handshake that failed: nothing of the request was sent, whatever the socket had been
 * handed. What tells it apart (the request's socket never completed its handshake), and how to
 * say why it failed without OpenSSL's internals: the server does not speak TLS there, or its
 * certificate was refused. Used by every client over Node's `https` (the service's, GitLab's).
 *
 * https://nodejs.org/api/tls.html#event-secureconnect
 */
import type { ClientRequest, RequestOptions } from 'node:http'
import type { Socket } from 'node:net'
import type { TLSSocket } from 'node:tls'

/** OpenSSL's codes for a TLS handshake answered by something that does not speak TLS. */
export const NOT_TLS_CODE = /^ERR_SSL_(WRONG_VERSION_NUMBER|PACKET_LENGTH_TOO_LONG|HTTP_REQUEST)$/

/** OpenSSL's words for the same, in an `EPROTO` error's message (a failed write). */
const NOT_TLS_WORDS = /wrong version number|packet length too long|http request/i

/** Node's certificate and handshake failure codes. */
const TLS_CODE =
  /^(CERT_|UNABLE_TO_|DEPTH_ZERO_|SELF_SIGNED_|ERR_TLS_|ERR_SSL_|HOSTNAME_MISMATCH|ERR_CERT)/

/**
 * The request's TLS handshake never completed (the server does not speak TLS, its certificate
 * was refused, the connection broke during the handshake): no byte of the request reached the
 * server, so the request may be sent again, and no answer was lost.
 */
export class TlsHandshakeError extends Error {
  constructor(override readonly cause: unknown) {
    // Node's own errors may come from another realm (a test's VM context): read the message.
    const message = (cause as { message?: unknown } | null)?.message
    super(typeof message === 'string' ? message : String(cause), { cause })
    this.name = 'TlsHandshakeError'
  }
}

/**
 * Whether the TLS handshake of one request completed. It sees the request's socket through the
 * agent's `addRequest`, the one place a request meets its socket that @actions/http-client
 * leaves open to a handler; the agent is the client's own, made for one exchange.
 */
export class TlsHandshakeWatch {
  private pending = false

  /** True when the request's socket speaks TLS and its handshake has not completed. */
  get unfinished(): boolean {
    return this.pending
  }

  /** Makes the request about to be sent with `options` report its socket's handshake here. */
  watch(options: RequestOptions): void {
    // Every agent has addRequest, though Node's types do not declare it.
    const agent = options.agent as { addRequest?: unknown } | boolean | undefined
    if (typeof agent !== 'object' || typeof agent.addRequest !== 'function') return
    const addRequest = agent.addRequest as (request: ClientRequest, ...rest: unknown[]) => void
    const onSocket = (socket: Socket): void => {
      const tls = socket as Partial<TLSSocket>
      if (tls.encrypted !== true) return
      // The client's Finished message ends its side of the handshake: none yet, not done.
      if (typeof tls.getFinished === 'function' && tls.getFinished() !== undefined) return
      this.pending = true
      socket.once('secureConnect', () => {
        this.pending = false
      })
    }
    agent.addRequest = function (this: unknown, request: ClientRequest, ...rest: unknown[]) {
      request.once('socket', onSocket)
      addRequest.call(this, request, ...rest)
    }
  }
}

/**
 * Why a TLS handshake failed, in words without OpenSSL's internals; undefined for an error that
 * is no TLS failure (a reset, a refused connection: those say what they are).
 *
 * @returns `not-tls` when the server answered the handshake with something that is not TLS (a
 *   plain-HTTP port), `untrusted-certificate` with the check that failed
 */
export function tlsFailure(
  error: unknown
): { kind: 'not-tls' | 'untrusted-certificate'; reason: string } | undefined {
  const code = (error as { code?: unknown } | null)?.code
  const message = (error as { message?: unknown } | null)?.message
  if (typeof code !== 'string') return undefined
  if (NOT_TLS_CODE.test(code) || (typeof message === 'string' && NOT_TLS_WORDS.test(message))) {
    return { kind: 'not-tls', reason: 'the server at that address does not speak TLS' }
  }
  if (!TLS_CODE.test(code)) return undefined
  const check = certificateCheck(code)
  return {
    kind: 'untrusted-certificate',
    reason: `its TLS certificate was refused, since ${check}${check === GENERIC_CHECK ? ` (${code})` : ''}`
  }
}

const GENERIC_CHECK = 'it could not be verified'

/** Which check of the server's certificate failed, for the message. */
export function certificateCheck(code: string): string {
  if (/SELF_SIGNED/.test(code)) return 'it is self-signed'
  if (/ALTNAME|HOSTNAME/.test(code)) return 'it was not issued for this host name'
  if (/EXPIRED|NOT_YET_VALID/.test(code)) return 'it is expired or not yet valid'
  if (/UNABLE_TO_(GET_ISSUER|VERIFY_LEAF)/.test(code)) {
    return 'its issuer (CA) is not one this machine trusts'
  }
  return GENERIC_CHECK
}
