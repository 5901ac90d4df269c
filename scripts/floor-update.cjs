// The CommonJS floor for `npm run bench`: the least a Node process can do for the same update —
// send the request with node:http and write the outputs to GITHUB_OUTPUT — with no validation,
// retries or library. CommonJS, because on Node 24 an ES module that imports node:http also
// loads Node's bundled undici, tls and http2 (about 30 ms, nodejs/node#57649): an ES-module
// floor would flatter every ratio measured against it.
/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS on purpose, see above */
const { appendFileSync } = require('node:fs')

const body = JSON.stringify({ url: process.env.INPUT_URL, note: process.env.INPUT_NOTE })
const target = new URL(`${process.env.INPUT_BASEURL}/v1/apps/${process.env.INPUT_PUBLICKEY}`)
// node:https only for an https service (the benchmark's second pass): it loads tls.
const { request } = require(target.protocol === 'https:' ? 'node:https' : 'node:http')
const req = request(
  target,
  {
    method: 'POST',
    headers: {
      'x-api-key': process.env.INPUT_APITOKEN,
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(body)
    }
  },
  res => {
    const chunks = []
    res.on('data', chunk => chunks.push(chunk))
    res.on('end', () => {
      const app = JSON.parse(Buffer.concat(chunks).toString())
      const lines = Object.entries(app).map(([name, value]) => `${name}=${value}`)
      appendFileSync(process.env.GITHUB_OUTPUT, `${lines.join('\n')}\n`)
    })
  }
)
req.end(body)
