/**
 * The rule of what the scrub masks (docs/security.md, "Masks that answer nothing"): a secret's
 * form whole always; a piece of a form from max(16, half the form) characters on, half
 * included, in every form; and where a mask reaches never depends on whether the characters
 * around a piece continue the secret.
 */
import assert from 'node:assert/strict'
import { describe, expect, it } from '@jest/globals'
import fc from 'fast-check'
import { escapeMarkdown } from '../../src/shared/markdown-text.js'
import { formsOf, Redactor, type SecretForm } from '../../src/shared/redaction.js'

const BASE62 = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789']
/** A token as the service issues them: a public `tok_` and random letters and digits. */
const token = fc
  .string({ unit: fc.constantFrom(...BASE62), minLength: 24, maxLength: 40 })
  .map(random => `tok_${random}`)
/** Text around a field that shares no character with any form of such a token. */
const around = fc.string({ unit: fc.constantFrom(...' |<>`*.,;:!?é\n'), maxLength: 6 })

function redactorOf(secret: string): Redactor {
  const redactor = new Redactor()
  redactor.add(secret)
  redactor.addEncoding(escapeMarkdown)
  return redactor
}

/** Every form the scrub looks for, the comment's Markdown-escaped one included. */
function formsWith(secret: string): SecretForm[] {
  return formsOf(secret, [escapeMarkdown])
}

/** The rule: the shortest masked piece of a form is max(16, half of it), half included. */
function shortestOf(form: string): number {
  return Math.min(form.length, Math.max(16, Math.ceil(form.length / 2)))
}

/** A piece of one of the token's forms: its form, and where it starts in it. */
const piece = (lengths: (form: SecretForm, secret: string) => [number, number]) =>
  token.chain(secret =>
    fc.constantFrom(...formsWith(secret)).chain(form => {
      // The scrub's own figure is the rule's, written plainly here.
      assert.equal(form.shortest, shortestOf(form.text))
      const [shortest, longest] = lengths(form, secret)
      return fc.integer({ min: shortest, max: longest }).chain(length =>
        fc.integer({ min: 0, max: form.text.length - length }).map(start => ({
          secret,
          form: form.text,
          start,
          text: form.text.slice(start, start + length)
        }))
      )
    })
  )

describe('what the scrub masks', () => {
  it('shows a piece shorter than max(16, half) of every form as written, as a random string', () => {
    fc.assert(
      fc.property(
        // Shorter than what any form masks: a piece of one form may be a piece of another.
        piece((_, secret) => [1, Math.min(...formsWith(secret).map(f => shortestOf(f.text))) - 1]),
        around,
        around,
        ({ secret, text }, before, after) => {
          const redactor = redactorOf(secret)
          const random = [...text]
            .map(character => (/[A-Za-z0-9]/.test(character) ? 'x' : character))
            .join('')
          for (const field of [text, random]) {
            const shown = `${before}${field}${after}`
            assert.equal(redactor.scrub(shown), shown)
            assert.equal(redactor.mentions(shown), false)
          }
        }
      )
    )
  })

  it('masks a piece of max(16, half) of a form or more, half included, and a whole form', () => {
    const stops = fc.string({ unit: fc.constantFrom(...' |<>`\n'), maxLength: 4 })
    fc.assert(
      fc.property(
        piece(form => [shortestOf(form.text), form.text.length]),
        stops,
        stops,
        ({ secret, text }, before, after) => {
          assert.equal(redactorOf(secret).scrub(`${before}${text}${after}`), `${before}***${after}`)
          assert.equal(redactorOf(secret).mentions(text.toUpperCase()), true)
        }
      )
    )
  })

  it('masks as far as the form reaches around a piece, whatever the characters there are', () => {
    const other = fc.string({ unit: fc.constantFrom(...'#$~@^-'), minLength: 1, maxLength: 30 })
    fc.assert(
      fc.property(
        piece(form => [shortestOf(form.text), form.text.length]),
        other,
        other,
        ({ secret, form, start, text }, left, right) => {
          const end = start + text.length
          // The characters of the form before and after the piece, or as many of others.
          const before = form.slice(Math.max(0, start - left.length), start)
          const after = form.slice(end, end + right.length)
          const guessed = `<${left.slice(0, before.length)}${text}${right.slice(0, after.length)}>`
          const continued = `<${before}${text}${after}>`
          const redactor = redactorOf(secret)
          assert.equal(redactor.scrub(guessed), redactor.scrub(continued))
          assert.equal(redactor.scrub(guessed), '<***>')
        }
      )
    )
  })

  it('masks pieces side by side and overlapping, each of them', () => {
    fc.assert(
      fc.property(
        token,
        fc.array(fc.integer({ min: 0, max: 1000 }), { minLength: 2, maxLength: 5 }),
        (secret, cuts) => {
          const shortest = Math.max(16, Math.ceil(secret.length / 2))
          // Pieces cut short at the end or the start, each long enough to mask, no gap between.
          const pieces = cuts.map((cut, index) => {
            const length = shortest + (cut % (secret.length - shortest + 1))
            return index % 2 === 0 ? secret.slice(0, length) : secret.slice(-length)
          })
          assert.equal(redactorOf(secret).scrub(`| ${pieces.join('')} |`), '| *** |')
        }
      )
    )
  })

  it('keeps two cut-short copies side by side out, the second one too', () => {
    const secret = 'tok_Q8k2Lm4Nz7X9w3AbCd0E1f2G3h'
    const copy = secret.slice(0, 16)
    expect(redactorOf(secret).scrub(`[${copy}${copy}]`)).toBe('[***]')
  })

  it("masks the first and the last 20 of the 40 characters of the token's base64, not 19", () => {
    const secret = 'tok_Q8k2Lm4Nz7X9w3AbCd0E1f2G3h'
    const base64 = Buffer.from(secret).toString('base64')
    expect(base64).toHaveLength(40)
    const redactor = redactorOf(secret)
    for (const half of [base64.slice(0, 20), base64.slice(-20)]) {
      expect(redactor.scrub(`refused: ${half} |`)).toBe('refused: *** |')
      expect(redactor.mentions(half)).toBe(true)
    }
    for (const short of [base64.slice(0, 19), base64.slice(-19), base64.slice(10, 29)]) {
      expect(redactor.scrub(`refused: ${short} |`)).toBe(`refused: ${short} |`)
    }
  })

  it("masks either half of the token's base64 with its padding, whatever the token's length", () => {
    const random = 'Q8k2Lm4Nz7X9w3AbCd0E1f2G3hR5sT6uV7wX8yZ9aB0cD1eF2gH3iJ4kL5mN6oP7qR8'
    // From 22 characters on, half of the base64 (`=` included) is 16 or more.
    for (let length = 22; length <= 44; length++) {
      const secret = `tok_${random.slice(0, length - 4)}`
      const redactor = redactorOf(secret)
      for (const before of ['', 'u:']) {
        // On its own, and ending a Basic header's `user:token`, padding and all.
        const base64 = Buffer.from(`${before}${secret}`).toString('base64')
        const half = base64.slice(-Math.ceil(base64.length / 2))
        if (before === '') {
          const first = base64.slice(0, Math.ceil(base64.length / 2))
          expect([length, redactor.scrub(`refused: ${first} |`)]).toEqual([
            length,
            'refused: *** |'
          ])
        }
        expect([length, before, redactor.scrub(`refused: ${half} |`)]).toEqual([
          length,
          before,
          'refused: *** |'
        ])
      }
    }
  })
  it("shows the token's first 8, 12 and 15 characters as sent, masks 16 in every form", () => {
    const secret = 'tok_Q8k2Lm4Nz7X9w3AbCd0E1f2G3h'
    const redactor = redactorOf(secret)
    for (const length of [8, 12, 15]) {
      const field = `Version ${secret.slice(0, length)} |`
      expect(redactor.scrub(field)).toBe(field)
    }
    const forms = [
      (text: string) => text,
      (text: string) => Buffer.from(text).toString('base64'),
      escapeMarkdown,
      encodeURIComponent
    ]
    for (const write of forms) {
      expect(redactor.scrub(`Version ${write(secret.slice(0, 16))} |`)).toBe('Version *** |')
    }
  })

  it('masks max(16, half) of the base64 form at every offset, and shows one character less', () => {
    const random = 'Q8k2Lm4Nz7X9w3AbCd0E1f2G3hR5sT6uV7wX8yZ9aB0cD1eF2gH3iJ4kL5mN6oP7qR8'
    for (const length of [16, 17, 18, 19, 20, 21, 22, 23, 24, 32, 40, 64]) {
      const secret = `tok_${random.slice(0, length - 4)}`
      const redactor = redactorOf(secret)
      for (const before of ['', 'u:', 'ab:']) {
        const basic = Buffer.from(`${before}${secret}`).toString('base64')
        // The base64 form at this offset: the longest form the Basic header's text holds, short
        // of its `=` padding (the form with it starts alike: one character less of that is still
        // a long piece of this one).
        const [form] = formsWith(secret)
          .map(({ text }) => text)
          .filter(text => basic.includes(text) && !text.endsWith('='))
          .sort((a, b) => b.length - a.length)
        if (form === undefined) throw new Error(`no base64 form after ${JSON.stringify(before)}`)
        const shortest = shortestOf(form)
        for (const piece of [form.slice(0, shortest), form.slice(-shortest)]) {
          expect(redactor.scrub(`Version ${piece} |`)).toBe('Version *** |')
          const short = shortest === form.length ? piece.slice(1) : piece.slice(0, -1)
          expect(redactor.scrub(`Version ${short} |`)).toBe(`Version ${short} |`)
        }
        // The whole token's base64 keeps none of its own characters.
        const shown = redactor.scrub(`Basic ${basic}`)
        expect(shown.replace(/^Basic /, '').replace('***', '').length).toBeLessThanOrEqual(8)
      }
    }
  })

  it('masks the shortest piece of each form, and shows one character less', () => {
    const secret = 'tok_Q8k2Lm4Nz7X9w3AbCd0E1f2G3h'
    const redactor = redactorOf(secret)
    for (const { text, shortest } of formsWith(secret)) {
      expect(shortest).toBe(shortestOf(text))
      // A base64 form with its `=` padding starts as the one without: its end is its own.
      const padded = text.endsWith('=')
      const piece = padded ? text.slice(-shortest) : text.slice(0, shortest)
      const less = padded ? piece.slice(1) : piece.slice(0, -1)
      expect(redactor.scrub(`| ${piece} |`)).toBe('| *** |')
      expect(redactor.scrub(`| ${less} |`)).toBe(`| ${less} |`)
    }
  })

  it('masks a short secret only whole', () => {
    const redactor = new Redactor()
    redactor.add('hunter2024')
    expect(redactor.scrub('pw hunter2024 hunter202 unter2024')).toBe('pw *** hunter202 unter2024')
  })

  it('masks what the rule written plainly masks, on text of many pieces', () => {
    const secret = 'tok+9f8e/7d6c5b4a3928=1706xyz'
    const redactor = redactorOf(secret)
    const forms = formsWith(secret)
    const part = fc.oneof(
      fc
        .constantFrom(...forms)
        .chain(form =>
          fc
            .tuple(fc.nat(form.text.length), fc.nat(form.text.length))
            .map(([a, b]) => form.text.slice(Math.min(a, b), Math.max(a, b)))
        ),
      fc.string({ maxLength: 3 })
    )
    fc.assert(
      fc.property(fc.array(part, { maxLength: 12 }), parts => {
        const text = parts.join('')
        assert.equal(redactor.scrub(text), plainScrub(text, forms))
      }),
      { numRuns: 300 }
    )
  })
})

/**
 * The rule as written in docs/security.md, checked character by character (cubic: short texts
 * only). A stretch of at least a form's `shortest` equal to part of it is masked, and so
 * is every character around it up to where the whole form would lie, short of white space and
 * markup.
 */
function plainScrub(text: string, forms: readonly SecretForm[]): string {
  const masked = new Array<boolean>(text.length).fill(false)
  const stop = (character: string): boolean => /[\s<>"'`|\\[\](){}*\u00a0]/.test(character)
  for (const { text: form, shortest } of forms) {
    for (let start = -form.length; start < text.length; start++) {
      // Every run of text equal to the form placed at `start`.
      let at = Math.max(0, start)
      const end = Math.min(text.length, start + form.length)
      while (at < end) {
        if (text[at] !== form[at - start]) {
          at++
          continue
        }
        let to = at
        while (to < end && text[to] === form[to - start]) to++
        if (to - at >= shortest) {
          let from = at
          while (from > Math.max(0, start) && !stop(text[from - 1] ?? '')) from--
          let until = to
          while (until < end && !stop(text[until] ?? '')) until++
          masked.fill(true, from, until)
        }
        at = to
      }
    }
  }
  let result = ''
  for (let at = 0; at < text.length; at++) {
    if (!masked[at]) result += text[at]
    else if (at === 0 || !masked[at - 1]) result += '***'
  }
  return result
}
