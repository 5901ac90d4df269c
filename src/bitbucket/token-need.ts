/**
 * What a Bitbucket token must be, named in the docs and in every refusal: the scopes of the
 * operations the previews use (pull requests and their comments: `pullrequest`, which implies
 * `repository`; build statuses: `repository`), as access-token and API-token scopes.
 *
 * https://developer.atlassian.com/cloud/bitbucket/rest/intro/#authentication
 */
export const TOKEN_NEED =
  'a repository, project or workspace access token with the `pullrequest` scope (Pull requests: Read, which includes commenting and reading the repository), or an Atlassian API token (with APPETIZE_BITBUCKET_EMAIL) with `read:pullrequest:bitbucket` and `read:repository:bitbucket`'
