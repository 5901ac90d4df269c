// Preloaded (`node --require`) by `npm run bench:startup` into extra rounds of each process, to
// show where a cold start's time goes. It marks the time since the process started: when this
// file runs (Node's own start-up done, the script about to load), when the first HTTP request is
// created, when its response's status and headers arrive, and at the `exit` event; and appends
// the marks as one JSON line to the file BENCH_PHASES_FILE names. Node's diagnostics channels see
// the request from outside, so no script is changed to be measured. CommonJS, without
// dependencies: it runs first, in the process it measures.
/* eslint-disable @typescript-eslint/no-require-imports -- a preload script, see above */
const { appendFileSync } = require('node:fs')
const { subscribe } = require('node:diagnostics_channel')
const { performance } = require('node:perf_hooks')

const marks = { scriptStart: performance.now() }
const markOnce = name => () => {
  marks[name] ??= performance.now()
}
subscribe('http.client.request.created', markOnce('requestCreated'))
subscribe('http.client.response.finish', markOnce('responseReceived'))
process.on('exit', () => {
  marks.exit = performance.now()
  appendFileSync(process.env.BENCH_PHASES_FILE, `${JSON.stringify(marks)}\n`)
})
