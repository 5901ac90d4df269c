'use strict'
// @actions/http-client imports undici only for HttpClient.getAgentDispatcher(), the proxy agent
// for fetch(). This action sends its requests with HttpClient.request() (node:http and the
// tunnel agent for proxies) and never calls it, so the real undici — two thirds of the bundle
// and most of the start-up time — is left out. Calling it anyway fails loudly.
class ProxyAgent {
  constructor() {
    throw new Error(
      'undici is not bundled with this action: HttpClient.getAgentDispatcher() is not supported (see stubs/undici/README.md)'
    )
  }
}
module.exports = { ProxyAgent }
