/**
 * A review platform described as plain data: what the command line offers for it (options,
 * environment variables, which of them carry secrets), the words its text and messages use,
 * what selects it, and whether the npm package carries its adapter. Each platform folder has
 * one (`src/<folder>/descriptor.ts`); the registry (src/cli/platforms.ts) lists them, and the
 * command line, its help, the packaging (scripts/package-cli.mjs) and the lint rules
 * (eslint.config.js, .dependency-cruiser.cjs) read it. Nothing here runs a request.
 */
import type { ReviewPort } from './review-port.js'

/** The commands of the command line that work on a review platform. */
export type ReviewCommand = 'preview' | 'sweep'

/** One command-line option a platform adds to `preview` and `sweep`. */
export interface PlatformOption {
  /** Its name after `--`, e.g. `<id>-project`; its variable is `APPETIZE_` + upper snake case. */
  readonly flag: string
  /** The value's placeholder in help, e.g. `<id|path>`. */
  readonly value: string
  /** One line of help. */
  readonly help: string
  /** The commands that take it. */
  readonly commands: readonly ReviewCommand[]
  /** The CI variables that give its value when it is not given, in the order they are read. */
  readonly ciVariables?: readonly string[]
  /**
   * Giving it (on the command line, or through its `APPETIZE_` variable) chooses the platform:
   * the `--<id>-…` options. A token's file given only through its variable
   * chooses nothing, as a token variable does not.
   */
  readonly chooses?: boolean
  /** It names where the platform's token is read from: the token itself is a secret. */
  readonly tokenSource?: boolean
  /** The value names the run's target outside the platform's CI (said when none is chosen). */
  readonly namesTarget?: boolean
}

/** An environment variable a platform's side of the command line reads. */
export interface PlatformVariable {
  readonly name: string
  /** Its value is a secret (a token): masked, never shown, never sent but to the platform. */
  readonly secret: boolean
  /** What it gives, for docs and messages. */
  readonly gives: string
}

/**
 * How the platform names what the previews write on, in the text written to it and in the
 * messages about it: the shape of the port's `PlatformTerms` (src/review/terms.ts).
 */
export interface DescriptorTerms {
  /** The platform's name as users write it, capitals included. */
  readonly name: string
  /** `pull request` or the platform's own (`merge request`), lower case. */
  readonly pullRequest: string
  /** `comment` or the platform's own (`note`), lower case. */
  readonly comment: string
  /** What a pull request's number is written after: `#` or `!`. */
  readonly numberPrefix: string
  /** Who else writes under the token's identity, in the words of the platform's CI. */
  readonly otherWriter: string
  /** Completes "the app is deleted …": `when the merge request closes`. */
  readonly appRemoved: string
  /** False where the platform shows HTML tags in a comment as text: see PlatformTerms. */
  readonly showsHtml?: boolean
}

/**
 * The command line's words for the platform's token and its refusals, each a whole sentence or
 * clause as the CLI's messages use it (src/cli/words.ts).
 */
export interface PlatformWords {
  /** Where the token comes from: `APPETIZE_<ID>_TOKEN, <ID>_TOKEN or --<id>-token-file`. */
  readonly tokenSources: string
  /** How to give the token, as a clause after "No … token:" (the `review-token` advice). */
  readonly tokenHow: string
  /** How to make the token and store it in the platform's CI. */
  readonly tokenSetUp: string
  /** What to do when the platform refused the token (401). */
  readonly refused: string
  /** What to do when the platform had a problem that may pass. */
  readonly unavailable: string
  /** What to do when the token lacks a permission (403, 404). */
  readonly permission: string
  /** The name of the CI service that runs it, as users write it. */
  readonly ci: string
  /** Lines of the command line's help about the platform (after the options). */
  readonly help: readonly string[]
}

/** A review platform, as plain data. */
export interface PlatformDescriptor {
  /** The id bound into signed records, lower case (its folder's name). */
  readonly id: string
  /** Its folder under src/: the adapter, its descriptor, and nothing of another platform. */
  readonly folder: string
  readonly terms: DescriptorTerms
  /** The CI variables whose presence (non-empty) selects it: `<ID>_CI`. */
  readonly selectedBy: readonly string[]
  /** The options it adds to `preview` and `sweep`; none when the command line does not offer it. */
  readonly options: readonly PlatformOption[]
  /** Every environment variable its side of the command line reads, secrets marked. */
  readonly variables: readonly PlatformVariable[]
  /** Options refused because they would take a token as their value, e.g. `<id>-token`. */
  readonly refusedOptions: readonly string[]
  /** The command line's words for it; absent when the command line does not offer it. */
  readonly words?: PlatformWords
  /** The npm package `appetize-deploy` carries its adapter: the command line offers it. */
  readonly packaged: boolean
  /** The action (src/action) runs its previews. */
  readonly action: boolean
  /** npm packages only its adapter imports (lint: nothing else may; packaging: left out). */
  readonly libraries: readonly string[]
}

/** `APPETIZE_` and an option's name in upper snake case: `--acme-project` → `APPETIZE_ACME_PROJECT`. */
export function optionVariable(flag: string): string {
  return `APPETIZE_${flag.replace(/-/g, '_').toUpperCase()}`
}

/** What the command line asks of a platform's adapter for `preview` or `sweep`. */
export interface RunRequest {
  readonly command: ReviewCommand
  /** Option flag → value, from the command line or its `APPETIZE_` variable ('true' for a flag). */
  readonly values: ReadonlyMap<string, string>
  readonly env: Readonly<Record<string, string | undefined>>
  /** The folder a relative path (a token file) starts from. */
  readonly cwd: string
}

/** The run a platform's adapter read from its CI's variables and the options. */
export interface PlatformRun {
  /** The review platform's token (a secret: mask it before anything can print). */
  readonly token: string
  /** The review port of the run, whose API is loaded only when the run connects. */
  readonly review: ReviewPort
}

/** The adapter's part of the command line: the run, read from variables and options. */
export interface PlatformRunReader {
  /**
   * @throws RunRefused with every problem found, before anything is sent
   */
  readRun(request: RunRequest): Promise<PlatformRun>
}

/**
 * A run refused before anything is sent: the problems (one line each, in the command line's
 * words) and what to do; the command line ends it with exit status 2.
 */
export class RunRefused extends Error {
  override readonly name = 'RunRefused'
  readonly lines: readonly string[]
  readonly advice?: string

  constructor(problems: string | readonly string[], advice?: string) {
    const lines = typeof problems === 'string' ? [problems] : problems
    super(lines.join(' '))
    this.lines = lines
    this.advice = advice
  }
}
