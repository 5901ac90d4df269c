/**
 * Access tokens in a build URL's path. Most signed links carry their signature in the query
 * (S3, GCS, Azure SAS, Firebase), but some file hosts put a capability in the path
 * (`/shared/static/<token>.apk`, `/download/<token>/app.apk`), and a URL kept as a secret is
 * masked by the runner only whole: a printed host and path would carry such a token out.
 *
 * A token is told from a name by its shape, not its place: names in paths are words joined by
 * `-`, `_` or `.` (`acme-mobile-app-v2`, `android-v2.1.0-rc1`, `nightly-20261122`) or run
 * together (`MyAppRelease2026`), tokens are long runs of random letters and digits, which
 * switch between lower case, upper case and digits every few characters. What is taken for a
 * token is masked wherever it appears, so the shapes are kept narrow: a name taken for one would
 * hide that name in every later line of the job.
 */

/** A run of letters and digits this long, with both in it, may be a token. */
const ALPHANUMERIC_RUN = /[A-Za-z0-9]{16,}/g
/** base64url (`-` and `_` too) from this length, with upper and lower case and digits. */
const BASE64URL_RUN = /[A-Za-z0-9_-]{20,}/g
/** The words of a run: capitals (`QA`, `OS` of `OSBuild`), a word (`App`, `release`), digits. */
const WORDS = /[A-Z]+(?![a-z])|[A-Z]?[a-z]+|[0-9]+/g
/** A UUID, as unguessable download links often are. */
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi
/** Git's commit id: public, and a common folder name for per-commit builds. */
const COMMIT_ID = /^[0-9a-f]{40}$/

/**
 * The pieces of a URL's path that look like access tokens, as they read once percent-decoded.
 * Both the path as written and as parsed are searched: the parser drops what a `..` segment
 * undoes (`/d/<token>/../app.apk`), but the service is sent the URL as written.
 *
 * @param url the URL as given (an absolute URL; anything else has no path tokens)
 * @returns distinct tokens, each at least 16 characters of `[A-Za-z0-9_-]`
 */
export function pathTokens(url: string): string[] {
  let pathname: string
  try {
    pathname = new URL(url).pathname
  } catch {
    return []
  }
  const written = url.replace(/^[A-Za-z][A-Za-z0-9+.-]*:[/\\]*[^/\\?#]*/, '').split(/[?#]/)[0]
  const tokens = new Set<string>()
  for (const path of [decodePath(written ?? ''), decodePath(pathname)]) {
    for (const run of path.match(ALPHANUMERIC_RUN) ?? []) {
      if (isRandom(run) && !COMMIT_ID.test(run)) tokens.add(run)
    }
    for (const run of path.match(BASE64URL_RUN) ?? []) {
      // In random base64url one character in 32 is `-` or `_`; in a name, one every few.
      const separators = run.match(/[-_]/g)?.length ?? 0
      if (separators * 8 <= run.length && /[a-z]/.test(run) && /[A-Z]/.test(run) && isRandom(run)) {
        tokens.add(run)
      }
    }
    for (const uuid of path.match(UUID) ?? []) tokens.add(uuid)
  }
  return [...tokens]
}

/**
 * True when a run reads as random rather than as words. It has digits and letters and switches
 * between them (and between the cases) often: a hex run breaks into at least six words (see
 * WORDS), any other into at least six averaging at most three characters. Beyond hex, random text
 * is also mostly letters and short on words: at most half of it digits (a timestamp with a build
 * number is not), under half of its letters in words of three or more (`iPhone15ProMax_iOS17_5`,
 * `Pixel8ProAPI34Arm64V8a` and `SDK34NDK26` are names), and in lower case alone, where letters
 * run together as words do, under 30% of its letters vowels (`ios17sim18b2` is a name). Names
 * come first: a token missed is printed as before, a name taken for one is hidden job-wide.
 * Of random tokens (3,000 of each kind and length, in a path), found: hex 89% at 16 characters
 * and all from 32, lower-case base36 57% at 16 and 74% at 32, base62 about 55% at any length,
 * base64url 56% at 20 and 64% at 32; UUIDs always.
 * Letters alone are words run together as often as a token, and are never taken for one. A hex
 * run cannot be told from a public id (a build slug, a digest): it is taken for a token.
 */
function isRandom(run: string): boolean {
  if (!/[0-9]/.test(run) || !/[A-Za-z]/.test(run)) return false
  const words = run.match(WORDS) ?? []
  if (/^[0-9a-fA-F]+$/.test(run)) return words.length >= 6
  if (words.length < 6 || words.length * 3 < run.length) return false
  const letters = run.replace(/[^A-Za-z]/g, '')
  const digits = run.replace(/[^0-9]/g, '')
  if (digits.length * 2 > run.length) return false
  if (!/[A-Z]/.test(run)) {
    return (letters.match(/[aeiou]/g)?.length ?? 0) < letters.length * 0.3
  }
  const inWords = words.filter(word => /^[A-Za-z]{3,}$/.test(word)).join('').length
  return inWords * 2 < letters.length
}

/**
 * A parsed URL's path as it may be shown: each segment with a token in it percent-decoded
 * (`builds%2F<token>%2Fapp.apk` reads `builds/***\/app.apk`) and its tokens as `***`; other
 * segments as they are.
 */
export function maskPathTokens(pathname: string, tokens: readonly string[]): string {
  if (tokens.length === 0) return pathname
  const longestFirst = [...tokens].sort((a, b) => b.length - a.length)
  return pathname
    .split('/')
    .map(segment => {
      const decoded = decodePath(segment)
      if (!longestFirst.some(token => decoded.includes(token))) return segment
      const masked = longestFirst.reduce((text, token) => text.split(token).join('***'), decoded)
      // Decoded, a segment could hold a line break: shown encoded again, as in a URL.
      return masked.replace(/[\s\u0000-\u001f\u007f-\u009f]/g, character =>
        encodeURIComponent(character)
      )
    })
    .join('/')
}

/** Percent-decodes a path, or gives it back as it is; `+` is itself in a path. */
function decodePath(path: string): string {
  try {
    return decodeURIComponent(path)
  } catch {
    return path
  }
}
