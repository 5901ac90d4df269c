import type { ClientRequest, RequestOptions } from 'node:http'
import type { Socket } from 'node:net'

/** Most bytes of an answer's beginning kept while looking for its status line. */
const MAX_STATUS_SEARCH_BYTES = 16 * 1024

/**
 * The status of an answer as soon as its status line arrives, before Node has parsed the whole
 * header section (it reports nothing of an answer whose headers break off or never end), and
 * whether the request was sent whole before that: together they tell a failure that may have
 * reached the service from one that cannot have. It reads the bytes the request's socket
 * receives, after TLS, through the agent's `addRequest`, the one place a request meets its
 * socket that @actions/http-client leaves open to a handler.
 * Status line: https://www.rfc-editor.org/rfc/rfc9112#name-status-line
 */
export class StatusLineWatch {
  /** The first final (not 1xx) status received, once its status line is complete. */
  seen: number | undefined
  /**
   * True once the whole request, head and body, was handed to the socket (its `finish` event):
   * from then on the service may have received all of it and acted on it.
   */
  requestSent = false
  private head = ''

  /**
   * Makes the request about to be sent with `options` report its socket's bytes here. The
   * agent is the client's own, made for this one exchange (sendOnce makes a client per
   * attempt), so its addRequest is wrapped in place.
   */
  watch(options: RequestOptions): void {
    // Every agent has addRequest, though Node's types do not declare it.
    const agent = options.agent as { addRequest?: unknown } | boolean | undefined
    if (typeof agent !== 'object' || typeof agent.addRequest !== 'function') return
    const addRequest = agent.addRequest as (request: ClientRequest, ...rest: unknown[]) => void
    const onSocket = (socket: Socket): void => {
      const onData = (chunk: Buffer): void => {
        this.head += chunk.toString('latin1')
        this.seen = finalStatus(this.head)
        if (this.seen !== undefined || this.head.length > MAX_STATUS_SEARCH_BYTES) {
          socket.off('data', onData)
        }
      }
      // First in line: Node's own listener may fail the request on this very chunk.
      socket.prependListener('data', onData)
    }
    const onFinish = (): void => {
      this.requestSent = true
    }
    agent.addRequest = function (this: unknown, request: ClientRequest, ...rest: unknown[]) {
      request.once('socket', onSocket)
      request.once('finish', onFinish)
      addRequest.call(this, request, ...rest)
    }
  }
}

/**
 * The status of the first final status line in an answer's first bytes: the one at the start,
 * or after the blank line that ends an informational (1xx) answer's head.
 */
function finalStatus(head: string): number | undefined {
  const match = /(?:^|\r?\n\r?\n)HTTP\/\d(?:\.\d)? ([2-5]\d\d)(?: [^\r\n]*)?\r?\n/.exec(head)
  return match ? Number(match[1]) : undefined
}
