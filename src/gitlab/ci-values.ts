/**
 * The values of GitLab CI's variables and of the options that override them, each parsed or
 * refused (undefined): GitLab's API base, a project, a merge request's IID, a commit's SHA, the
 * job's page. https://docs.gitlab.com/ci/variables/predefined_variables/
 */

/**
 * GitLab's API base: https (http on loopback only), ending in `/api/v4`, no credentials, query or
 * fragment; without a trailing slash.
 */
export function parseApiUrl(value: string): string | undefined {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return undefined
  }
  const loopback = /^(localhost|127\.\d+\.\d+\.\d+|\[::1\])$/.test(url.hostname)
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && loopback)) return undefined
  if (hasCredentials(value) || url.search !== '' || url.hash !== '' || /[?#]/.test(value)) {
    return undefined
  }
  const path = url.pathname.replace(/\/+$/, '')
  return path.endsWith('/api/v4') ? `${url.origin}${path}` : undefined
}

/** True when a URL-like value carries a user name or password (never shown). */
export function hasCredentials(value: string): boolean {
  try {
    const url = new URL(value)
    return url.username !== '' || url.password !== ''
  } catch {
    return /\/\/[^/]*@/.test(value)
  }
}

/**
 * A project: a numeric id, or a path of groups and the project (GitLab's path characters:
 * letters, digits, `_`, `-`, `.`, each part starting with a letter, digit or `_`).
 * https://docs.gitlab.com/user/reserved_names/#rules-for-usernames-project-and-group-names-and-slugs
 */
export function parseProject(value: string): string | undefined {
  if (/^[1-9]\d{0,18}$/.test(value)) return value
  const part = '[A-Za-z0-9_][A-Za-z0-9_.-]{0,254}'
  return new RegExp(`^${part}(?:/${part})+$`).test(value) && !/\.(git|atom)$/.test(value)
    ? value
    : undefined
}

/** A merge request's IID: a whole number from 1 to 2^31 - 1 (GitLab's integer column). */
export function parseIid(value: string): number | undefined {
  if (!/^[1-9]\d{0,9}$/.test(value)) return undefined
  const iid = Number(value)
  return iid <= 2_147_483_647 ? iid : undefined
}

/** A full commit SHA (SHA-1 or SHA-256), lower-cased. */
export function parseSha(value: string): string | undefined {
  return /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/i.test(value) ? value.toLowerCase() : undefined
}

/** CI_JOB_URL, else CI_PIPELINE_URL, when it is an https URL; else ''. */
export function runUrlOf(env: Readonly<Record<string, string | undefined>>): string {
  for (const value of [env.CI_JOB_URL, env.CI_PIPELINE_URL]) {
    if (!value) continue
    try {
      const url = new URL(value)
      if (url.protocol === 'https:' && !hasCredentials(value)) return url.href
    } catch {
      // Not a URL: the note links to no run.
    }
  }
  return ''
}
