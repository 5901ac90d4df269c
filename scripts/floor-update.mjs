// The floor for `npm run bench`: the least a Node process can do for the same update — send the
// request with node:http and write the outputs to GITHUB_OUTPUT — with no validation, retries or
// library. The action's start-up is measured against this.
import { appendFileSync } from 'node:fs'
import { request } from 'node:http'

const body = JSON.stringify({ url: process.env.INPUT_URL, note: process.env.INPUT_NOTE })
const target = new URL(`${process.env.INPUT_BASEURL}/v1/apps/${process.env.INPUT_PUBLICKEY}`)
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
