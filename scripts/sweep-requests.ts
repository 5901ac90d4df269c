/**
 * A sweep's requests to the review platform (docs/performance.md), counted on the fakes: on 100,
 * 400 and 800 pull requests (merge requests) with 6 and with 24 previews, the first sweep after
 * an upgrade (no pull request labelled yet: it reads them all and labels the previews) and a
 * later one (it reads the labelled only), on GitLab and on GitHub. Prints a Markdown table.
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

/** `count` previews spread over the first 80 pull requests, every other one merged. */
function previews(count: number): number[] {
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

console.log('| platform | pull requests | previews | first sweep (scan, labels) | later sweeps |')
console.log('| -------- | ------------- | -------- | -------------------------- | ------------ |')
for (const [platform, start] of platforms) {
  for (const total of [100, 400, 800]) {
    for (const count of [6, 24]) {
      const service = new FakeService({ apps: {}, listNotes: true })
      await service.start()
      const [repository, stop] = await start(service)
      try {
        repository.seed(total, previews(count), false)
        const first = await repository.sweep()
        const later = await repository.sweep()
        if (first.failed || later.failed) throw new Error(`${platform}: a sweep failed`)
        console.log(`| ${platform} | ${total} | ${count} | ${first.requests} | ${later.requests} |`)
      } finally {
        await Promise.all([stop(), service.stop()])
      }
    }
  }
}
