/**
 * The scrub of secrets on a hostile answer (docs/performance.md): 1, 2, 4 and 8 MiB of pieces of
 * the token, once of its first 8 characters (shown as written: too short to mask) and once of
 * its first 16 (each copy masked). The time grows with the text's length, not with its
 * square.
 */
import { Redactor } from '../src/shared/redaction.js'
import { escapeMarkdown } from '../src/shared/markdown-text.js'

const TOKEN = 'tok+9f8e/7d6c5b4a3928=1706'
const redactor = new Redactor()
redactor.add(TOKEN)
// As a comment's run has it: the Markdown-escaped forms too.
redactor.addEncoding(escapeMarkdown)
// Eight characters are too few to mask; 16 (at least half the token) are masked.
const pieces = { 'first 8 characters': 8, 'first 16 characters': 16 }
for (const [what, length] of Object.entries(pieces)) {
  for (const mebibytes of [1, 2, 4, 8]) {
    const piece = TOKEN.slice(0, length)
    const text = piece.repeat(Math.ceil((mebibytes * 1024 * 1024) / piece.length))
    const times: number[] = []
    for (let round = 0; round < 5; round++) {
      const started = performance.now()
      redactor.scrub(text)
      times.push(performance.now() - started)
    }
    const median = times.sort((a, b) => a - b)[2] ?? 0
    console.log(`${mebibytes} MiB of its ${what}: ${median.toFixed(0)} ms (median of 5)`)
  }
}
