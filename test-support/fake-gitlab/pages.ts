/**
 * GitLab's offset pagination: `page` (default 1) and `per_page` (default 20, at most 100), with
 * the `x-page`, `x-per-page`, `x-next-page` (empty on the last page), `x-prev-page`, `x-total`,
 * `x-total-pages` and `Link` headers (rel prev, next, first, last). Above 10,000 rows GitLab
 * leaves out `x-total`, `x-total-pages` and the `last` link. Items a caller may not read are
 * dropped after the page is cut, so a page can come back short while more pages follow.
 *
 * https://docs.gitlab.com/api/rest/#pagination
 * https://docs.gitlab.com/user/gitlab_com/rate_limits/#pagination-response-headers
 */

/** A page: its items and headers. */
export interface Page<T> {
  items: T[]
  headers: Record<string, string>
}

/** Above this many rows, GitLab no longer counts them. */
const COUNT_LIMIT = 10_000

/**
 * Cuts the page `url` asks for out of `rows`.
 *
 * @param url the request's full URL as the client addressed it (for the Link header)
 * @param maxPerPage the most rows a page holds, whatever `per_page` says (GitLab's is 100)
 * @param readable rows the caller may see; the others take their place in the page, then are
 *   dropped from it
 */
export function paginate<T>(
  rows: T[],
  url: URL,
  maxPerPage = 100,
  readable: (row: T) => boolean = () => true
): Page<T> {
  const asked = Math.floor(Number(url.searchParams.get('per_page')))
  const perPage = Math.min(maxPerPage, asked >= 1 ? asked : 20)
  const askedPage = Math.floor(Number(url.searchParams.get('page')))
  const page = askedPage >= 1 ? askedPage : 1
  const total = rows.length
  const last = Math.max(1, Math.ceil(total / perPage))
  const counted = total <= COUNT_LIMIT
  const link = (n: number, rel: string): string => {
    const target = new URL(url)
    target.searchParams.set('page', String(n))
    target.searchParams.set('per_page', String(perPage))
    return `<${target.href}>; rel="${rel}"`
  }
  const links: string[] = []
  if (page > 1) links.push(link(page - 1, 'prev'))
  if (page < last) links.push(link(page + 1, 'next'))
  links.push(link(1, 'first'))
  if (counted) links.push(link(last, 'last'))
  const headers: Record<string, string> = {
    'x-page': String(page),
    'x-per-page': String(perPage),
    'x-next-page': page < last ? String(page + 1) : '',
    'x-prev-page': page > 1 ? String(page - 1) : '',
    link: links.join(', ')
  }
  if (counted) {
    headers['x-total'] = String(total)
    headers['x-total-pages'] = String(last)
  }
  const items = rows.slice((page - 1) * perPage, page * perPage).filter(readable)
  return { items, headers }
}
