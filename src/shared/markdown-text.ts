/**
 * Text and links from outside the action (a pull request's title, a branch name, a build's file
 * name, every field the service answers) made safe to put into GitHub Markdown: shown as the text
 * it is, never as markup, a link, an image, a mention, a table cell break or an HTML comment.
 *
 * https://github.github.com/gfm/#backslash-escapes
 * https://github.github.com/gfm/#autolinks-extension-
 */

/** U+2060 WORD JOINER: invisible, and breaks GitHub's mention and autolink patterns. */
const WORD_JOINER = '\u2060'
/** Characters HTML needs escaped; as entities they are never Markdown either. */
const HTML_ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;'
}
/** The rest of ASCII punctuation: each may start Markdown somewhere, so each is escaped. */
const PUNCTUATION = new Set('!#$%()*+,-./:;=?@[\\]^_`{|}~')
/** Line breaks, other control characters, and direction overrides that can disguise text. */
const CONTROLS = /[\p{Cc}\u2028\u2029]/gu
const BIDI_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g

/**
 * Escapes text for GitHub Markdown (inline: a paragraph, a table cell, a link's text), and for
 * HTML. Line breaks and control characters become spaces; HTML's special characters become
 * entities; every other ASCII punctuation character is backslash-escaped; a word joiner after
 * `@` (no mention, no e-mail link), after `#` (no issue reference), between `:` and `/` and
 * after `www` (no autolink) leaves the text as it reads.
 *
 * Not for code spans or blocks, where backslashes show.
 *
 * @returns one line of Markdown that renders as `text`
 */
export function escapeMarkdown(text: string): string {
  const clean = text
    .replace(CONTROLS, ' ')
    .replace(BIDI_CONTROLS, '')
    .replace(/(www)(?=\.)/gi, `$1${WORD_JOINER}`)
  const characters = [...clean]
  let escaped = ''
  for (let i = 0; i < characters.length; i++) {
    const character = characters[i] ?? ''
    const entity = HTML_ENTITIES[character]
    if (entity !== undefined) {
      escaped += entity
    } else if (PUNCTUATION.has(character)) {
      escaped += `\\${character}`
      const breaksLink = character === ':' && characters[i + 1] === '/'
      if (character === '@' || character === '#' || breaksLink) escaped += WORD_JOINER
    } else {
      escaped += character
    }
  }
  return escaped
}

/**
 * At most `limit` characters (code points) of `text`, with `…` when cut: a service answer or a
 * title cannot make the comment huge.
 */
export function clip(text: string, limit = 200): string {
  const characters = [...text]
  return characters.length <= limit ? text : `${characters.slice(0, limit - 1).join('')}…`
}

/**
 * A link destination for Markdown: an absolute http(s) URL, normalised, with every character
 * that could end the destination or start markup percent-encoded.
 *
 * @returns the destination, or undefined for anything but an http(s) URL (`javascript:`, …)
 */
export function safeUrl(url: string): string | undefined {
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return undefined
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return undefined
  if (parsed.username !== '' || parsed.password !== '') return undefined
  return parsed.href.replace(
    /[()[\]<>"'\\`\s|]/g,
    character => `%${character.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`
  )
}

/** `[text](url)`, or the escaped text alone when `url` is not a safe http(s) URL. */
export function markdownLink(text: string, url: string): string {
  const destination = safeUrl(url)
  return destination === undefined
    ? escapeMarkdown(text)
    : `[${escapeMarkdown(text)}](${destination})`
}
