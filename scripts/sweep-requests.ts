/**
 * A sweep's requests to the review platform (docs/performance.md), counted on the fakes: on 100,
 * 400 and 800 pull requests (merge requests), every other one merged, with 6 previews (2 of them
 * on merged ones: 3, 10, 20, 41, 52, 64) and with 24 (12 on merged ones), on GitLab and on
 * GitHub: the first sweep after an upgrade (nothing labelled yet: it reads every pull request,
 * labels those with a preview and completes the index), and a sweep once they are labelled (it
 * reads those only). Both remove the previews of the merged ones. Prints a Markdown table.
 *
 *   node scripts/node24.mjs --import tsx scripts/sweep-requests.ts
 */
import { FakeService } from '../test-support/fake-service/server.js'
import { FakeGitLab } from '../test-support/fake-gitlab/server.js'
import { FakeGitHub } from '../test-support/fake-github/server.js'
import {
  gitHubRepository,
  gitLabRepository,
  type SweptRepository
} from '../test-support/harness/sweep-repository.js'

/** The pull requests with a preview: half of them merged for 24, a third for 6 (as the test). */
function previews(count: number): number[] {
  if (count === 6) return [3, 10, 20, 41, 52, 64]
  return Array.from({ length: count }, (_, index) => 3 + index * 3)
}

const platforms: [
  string,
  (service: FakeService) => Promise<[SweptRepository, () => Promise<void>]>
][] = [
  [
    'GitLab',
    async service => {
      const gitlab = new FakeGitLab()
      await gitlab.start()
      return [gitLabRepository(service, gitlab), () => gitlab.stop()]
    }
  ],
  [
    'GitHub',
    async service => {
      const github = new FakeGitHub()
      await github.start()
      return [gitHubRepository(service, github), () => github.stop()]
    }
  ]
]

/** The requests of one sweep on a fresh repository, labelled (`indexed`) or not. */
async function counted(
  start: (service: FakeService) => Promise<[SweptRepository, () => Promise<void>]>,
  total: number,
  count: number,
  indexed: boolean
): Promise<number> {
  const service = new FakeService({ apps: {}, listNotes: true })
  await service.start()
  const [repository, stop] = await start(service)
  try {
    repository.seed(total, previews(count), indexed)
    const sweep = await repository.sweep()
    if (sweep.failed) throw new Error('the sweep failed')
    return sweep.requests
  } finally {
    await Promise.all([stop(), service.stop()])
  }
}

console.log(
  '| platform | pull requests | previews | first sweep after the upgrade | once labelled |'
)
console.log(
  '| -------- | ------------: | -------: | ----------------------------: | ------------: |'
)
for (const [platform, start] of platforms) {
  for (const total of [100, 400, 800]) {
    for (const count of [6, 24]) {
      const first = await counted(start, total, count, false)
      const labelled = await counted(start, total, count, true)
      console.log(`| ${platform} | ${total} | ${count} | ${first} | ${labelled} |`)
    }
  }
}
