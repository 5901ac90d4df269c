/**
 * The neutral words of the review port: a repository as the core sees it, and how a platform
 * names what the previews write on. Each platform's words come from its adapter (its
 * descriptor); nothing here or in src/features holds one platform's words.
 */

/**
 * A repository as the core sees it: a name to show and a rename-stable binding for signatures.
 * The adapter's own value: an adapter extends it with the fields it addresses the repository by
 * (an owner and a name, a project's id, a workspace and a slug) and reads them
 * back in its own methods; the core never takes it apart, and never builds one.
 */
export interface RepositoryRef {
  /** How users name it: `acme/mobile-app`, `group/sub/project`, `workspace/slug`. */
  readonly display: string
  /**
   * An id that stays with the repository through a rename or move, bound into every preview
   * record's signature: the repository's or project's numeric id or UUID.
   * Non-empty, one line.
   */
  readonly binding: string
}

/** How a platform names what the previews write on, for every text a user reads. */
export interface PlatformTerms {
  /** The platform's name as users write it. */
  readonly name: string
  /** `pull request`, `merge request` (lower case). */
  readonly pullRequest: string
  /** What the sticky record is written in: `comment`, `note` (lower case). */
  readonly comment: string
  /** What a pull request's number is written after: `#` (`#12`), `!` (`!12`). */
  readonly numberPrefix: string
  /**
   * Who else writes under the token's identity, in a warning about a copied record, in the
   * words of the platform's CI (its descriptor's terms give them).
   */
  readonly otherWriter: string
  /**
   * When a preview's app goes, completing "the app is deleted …": `when the pull request closes`,
   * `at the sweep after a merge or decline`.
   */
  readonly appRemoved: string
  /**
   * False where the platform shows HTML tags in a comment as text (its descriptor says so): the
   * comment's small print is then Markdown italics instead of `<sub>`. Default true.
   */
  readonly showsHtml?: boolean
  /**
   * False where pull requests have no labels: the keep label is then its name in brackets in
   * the title or description (`[keep-preview]`), and what the tool says of a kept preview names
   * the tag, not a label. Default true.
   */
  readonly hasLabels?: boolean
}

/**
 * How a pull request carries the keep label: `the label x`, `[x] in its title or description`.
 *
 * @param markdown escapes the label for a comment (the brackets are then escaped too, with no
 *   joiner in them: a reader can copy the tag as it reads)
 */
export function keepMark(
  label: string,
  terms: PlatformTerms,
  markdown?: (text: string) => string
): string {
  const name = markdown === undefined ? label : markdown(label)
  if (terms.hasLabels !== false) return `the label ${name}`
  const [open, close] = markdown === undefined ? ['[', ']'] : ['\\[', '\\]']
  return `${open}${name}${close} in its title or description`
}

/**
 * What deletes a kept preview's app once the keep label goes, a sentence: `Once the label is
 * removed, the next sweep or close deletes the app.`; where there are no labels, the tag taken
 * out and the app deleted `appRemoved`.
 *
 * @param apps `the app`, or `them` for several
 */
export function afterKeepMark(terms: PlatformTerms, apps: 'the app' | 'them'): string {
  if (terms.hasLabels !== false) {
    return `Once the label is removed, the next sweep or close deletes ${apps}.`
  }
  const deleted = apps === 'them' ? 'the apps are deleted' : 'the app is deleted'
  return `Once that is taken out, ${deleted} ${terms.appRemoved}.`
}

/** `pull request #12`, `merge request !12`. */
export function pullRequestName(number: number, terms: PlatformTerms): string {
  return `${terms.pullRequest} ${terms.numberPrefix}${number}`
}

/**
 * A pull request's cross-repository reference in the platform's form: `acme/app#12`,
 * `group/project!12`; the app's note on the dashboard names its preview's pull request so.
 */
export function pullRequestReference(
  repository: RepositoryRef,
  number: number,
  terms: PlatformTerms
): string {
  return `${repository.display}${terms.numberPrefix}${number}`
}

/** `Pull request #12` from `pull request #12`. */
export function capitalized(text: string): string {
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}`
}
