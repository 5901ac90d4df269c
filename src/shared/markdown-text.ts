/**
 * Text and links from outside the action (a pull request's title, a branch name, a build's file
 * name, every field the service answers) made safe to put into GitHub Flavored Markdown and
 * GitLab Flavored Markdown: shown as the text it is, never as markup, a link, an image, a
 * mention, a reference, a table cell break, an HTML comment or (on GitLab) a quick action.
 *
 * https://github.github.com/gfm/#backslash-escapes
 * https://github.github.com/gfm/#autolinks-extension-
 * https://docs.gitlab.com/user/markdown/#gitlab-specific-references
 * https://docs.gitlab.com/user/project/quick_actions/
 */

/** U+2060 WORD JOINER: invisible, and breaks GitHub's and GitLab's mention and autolink patterns. */
const WORD_JOINER = '\u2060'
/**
 * Characters after which a word joiner goes: each starts a reference or a mention on GitHub or
 * GitLab (`@user`, `#12`, `!12` a merge request, `$12` a snippet, `~label`, `%milestone`,
 * `&12` an epic, `^alert#12`, `[vulnerability:12]`), Bitbucket's mention (`@{account}`) or
 * GitLab's inline diff (`{+ +}`), which a backslash alone does not stop on every GitLab version.
 * A colon followed by a name starts an emoji shortcode (`:x:` on GitHub and Bitbucket, replaced
 * after the Markdown's backslashes are read): a joiner follows such a colon too.
 */
const JOINED_AFTER = new Set('@#!$~%&^[{')
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
 * Escapes text for GitHub's and GitLab's Markdown (inline: a paragraph, a table cell, a link's
 * text), and for HTML. Line breaks and control characters become spaces (so the text never
 * starts a line: no GitLab quick action such as `/merge`); HTML's special characters become
 * entities; every other ASCII punctuation character is backslash-escaped; a word joiner after
 * `@` (no mention, no e-mail link), after the other reference characters (JOINED_AFTER), after
 * `:` before a name's character or `/` (no emoji, no autolink) and after `www` leaves the text as
 * it reads.
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
      if (JOINED_AFTER.has(character)) escaped += WORD_JOINER
    } else if (PUNCTUATION.has(character)) {
      escaped += `\\${character}`
      // A colon starts an emoji (`:x:`) or, before `/`, an autolink: a joiner after it then.
      const joined =
        character === ':'
          ? /^[A-Za-z0-9_+/-]$/.test(characters[i + 1] ?? '')
          : JOINED_AFTER.has(character)
      if (joined) escaped += WORD_JOINER
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
