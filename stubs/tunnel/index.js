'use strict'
// @actions/http-client imports tunnel at the top of its module, but calls it only to reach a
// server through HTTP_PROXY/HTTPS_PROXY. tunnel itself loads node:tls and node:assert at once;
// here it is loaded on the first proxied request instead, so runs without a proxy never pay for
// it. The real package is the `tunnel-proxy` dependency (npm:tunnel@0.0.6): see README.md.
let tunnel
const load = () => (tunnel ??= require('tunnel-proxy'))

exports.httpOverHttp = options => load().httpOverHttp(options)
exports.httpsOverHttp = options => load().httpsOverHttp(options)
exports.httpOverHttps = options => load().httpOverHttps(options)
exports.httpsOverHttps = options => load().httpsOverHttps(options)
