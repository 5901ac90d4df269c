/** Pieces of the sticky comment that depend on how the platform shows Markdown. */
import type { PlatformTerms } from '../../review/terms.js'

/**
 * The comment's small print: `<sub>` where the platform renders HTML in comments, Markdown
 * italics where it shows tags as text (`PlatformTerms.showsHtml` false).
 */
export function smallPrint(text: string, terms: PlatformTerms): string {
  return terms.showsHtml === false ? `_${text}_` : `<sub>${text}</sub>`
}

/** True for a line the comment's own small print wrote. */
export function isSmallPrint(line: string): boolean {
  return /^<sub>.*<\/sub>$/.test(line) || /^_[^_].*_$/.test(line)
}
