import type { HttpRequest } from './http-attempt.js'

/** When a request may be sent again after a failure. */
export type RetrySafety =
  /** Reads, and writes that give the same result when applied twice. */
  | 'any-failure'
  /** Only when the request surely did not reach the service (refused connection, a 429). */
  | 'unsent-only'
  /**
   * Writes that must not be applied twice unasked (an update): after a status that says the
   * request failed (429, 5xx) or a network failure before the whole request was sent, never
   * after a whole request met no answer.
   */
  | 'until-sent'

/** One request of the API, described for messages and for the retry decision. */
export interface ApiCall {
  /** For messages: "update of app abc", "IP block request". */
  readonly name: string
  readonly request: HttpRequest
  readonly retry: RetrySafety
  /** True when a 2xx means the service changed something (an answer lost then is not resent). */
  readonly changesState: boolean
  /** The app the call is about: a 404 then means that app does not exist. */
  readonly publicKey?: string
}
