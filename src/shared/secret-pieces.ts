/**
 * Finds where a secret's form, or a long piece of it, lies in a text: the half of the scrub
 * (src/shared/redaction.ts) that decides what it masks. The rule, and why it answers no question
 * about the secret, are in docs/security.md ("Masks that answer nothing").
 */

/** Length of the anchors searched for natively; every masked run holds one whole. */
const ANCHOR = 8

/**
 * Characters where a mask that reaches past its run stops: markup of the log, the job summary's
 * HTML and the comment's Markdown (so a mask never eats a tag, a cell's `|` or an escape's `\`),
 * and white space.
 */
const STOPS = new Set([...'<>"\'`|\\[](){}*'].map(character => character.charCodeAt(0)))

function stops(code: number): boolean {
  return STOPS.has(code) || code <= 0x20 || code === 0xa0 || code === 0x2028 || code === 0x2029
}

/** Marks, in a text, where one form of a secret lies, whole or in a long piece. */
export class FormMatcher {
  readonly form: string
  /** The shortest run of the form that is masked (its length when only whole). */
  readonly shortest: number
  /** Pieces of the form at their offsets, such that every run of `shortest` holds one whole. */
  private readonly anchors: { readonly offset: number; readonly text: string }[] = []

  /**
   * @param form the secret as it may be written (plain, percent-encoded, base64 …)
   * @param shortest the shortest piece of it to mask (src/shared/secret-forms.ts); its length
   *   to find it only whole
   */
  constructor(form: string, shortest: number) {
    this.form = form
    this.shortest = Math.min(Math.max(shortest, ANCHOR), form.length)
    if (this.shortest === form.length) return
    // Anchors every `stride` characters: a run of `shortest` from any offset holds one whole.
    const stride = this.shortest - ANCHOR + 1
    for (let offset = 0; offset + ANCHOR <= form.length; offset += stride) {
      this.anchors.push({ offset, text: form.slice(offset, offset + ANCHOR) })
    }
  }

  /**
   * Marks in `marks` the characters of `text` to mask: every whole occurrence of the form; and
   * for each run of at least `shortest` characters equal to a piece of it (at any offset), the
   * place the whole form would take around that run, stopped at markup and white space. How far
   * a mask reaches thus depends on where the form lies, never on whether the characters next to
   * the run continue it. Reads the text about once per anchor (native searches), so hostile
   * text of many near-matches costs time linear in its length.
   *
   * @param marks one byte per UTF-16 unit of `text`, allocated on the first mark
   * @returns the marks, or undefined when nothing was marked and none were given
   */
  mark(text: string, marks?: Uint8Array): Uint8Array | undefined {
    const { form } = this
    const set = (from: number, to: number): void => {
      marks ??= new Uint8Array(text.length)
      marks.fill(1, from, to)
    }
    if (this.anchors.length === 0) {
      let marked = 0
      for (let at = text.indexOf(form); at !== -1; at = text.indexOf(form, at + 1)) {
        set(Math.max(at, marked), at + form.length)
        marked = at + form.length
      }
      return marks
    }
    for (const anchor of this.anchors) {
      // A run already found from this alignment is not read again for each anchor in it.
      let lastStart = NaN
      let lastEnd = -1
      for (let at = text.indexOf(anchor.text); at !== -1; at = text.indexOf(anchor.text, at + 1)) {
        const start = at - anchor.offset // where the form would start (may be before the text)
        if (start === lastStart && at < lastEnd) continue
        let from = at
        while (
          from > 0 &&
          from > start &&
          text.charCodeAt(from - 1) === form.charCodeAt(from - 1 - start)
        )
          from--
        let to = at + ANCHOR
        while (
          to < text.length &&
          to - start < form.length &&
          text.charCodeAt(to) === form.charCodeAt(to - start)
        )
          to++
        lastStart = start
        lastEnd = to
        if (to - from < this.shortest) continue
        const first = Math.max(0, start)
        const end = Math.min(text.length, start + form.length)
        while (from > first && !stops(text.charCodeAt(from - 1))) from--
        while (to < end && !stops(text.charCodeAt(to))) to++
        set(from, to)
      }
    }
    return marks
  }
}

/**
 * The text with each marked stretch replaced by one `mask`.
 *
 * @param marks from FormMatcher.mark; undefined: nothing to mask
 */
export function replaceMarked(text: string, marks: Uint8Array | undefined, mask: string): string {
  if (marks === undefined) return text
  const parts: string[] = []
  let done = 0
  for (let from = marks.indexOf(1); from !== -1; from = marks.indexOf(1, done)) {
    const to = marks.indexOf(0, from)
    parts.push(text.slice(done, from), mask)
    done = to === -1 ? text.length : to
    if (to === -1) break
  }
  parts.push(text.slice(done))
  return parts.join('')
}
