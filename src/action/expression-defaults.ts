/**
 * The inputs whose action.yml default is an expression the runner evaluates: GitHub's business,
 * so it stays in the Actions front end (the core reads an empty input as none given). Outside a
 * runner nobody evaluates it, and main.ts reads the same value from the environment
 * (`GITHUB_TOKEN`). A test keeps these equal to action.yml's defaults.
 *
 * https://docs.github.com/actions/reference/workflows-and-actions/metadata-syntax#inputsinput_iddefault
 */
export const EXPRESSION_DEFAULTS = { githubToken: '${{ github.token }}' } as const
