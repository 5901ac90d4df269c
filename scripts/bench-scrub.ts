/**
 * The scrub of secrets on a hostile answer (docs/performance.md): 1, 2, 4 and 8 MiB of the
 * token's first eight characters, each piece of it masked. The time grows with the text's
 * length, not with its square.
 */
import { Redactor } from '../src/shared/redaction.js'

const TOKEN = 'tok+9f8e/7d6c5b4a3928=1706'
const redactor = new Redactor()
redactor.add(TOKEN)
for (const mebibytes of [1, 2, 4, 8]) {
  const text = TOKEN.slice(0, 8).repeat((mebibytes * 1024 * 1024) / 8)
  const times: number[] = []
  for (let round = 0; round < 5; round++) {
    const started = performance.now()
    redactor.scrub(text)
    times.push(performance.now() - started)
  }
  const median = times.sort((a, b) => a - b)[2] ?? 0
  console.log(`${mebibytes} MiB: ${median.toFixed(0)} ms (median of 5)`)
}
