/**
 * Every hostile `settings` value the project's tests know (test-support/harness/hostile-answers.ts), given
 * to the bundled action as the runner runs it: each is an input error before any request,
 * never an "Unexpected error" (which is for the action's own bugs).
 */
import { describe, expect, it } from '@jest/globals'
import { DEFAULT_PUBLIC_KEY, FakeService } from '../../test-support/fake-service/server.js'
import { HOSTILE_SETTINGS } from '../../test-support/harness/hostile-answers.js'
import { runAction } from '../../test-support/harness/runner.js'

describe('hostile settings through the bundled action', () => {
  it.each(HOSTILE_SETTINGS.map(text => [text.slice(0, 60), text]))(
    '%j is an input error, before any request',
    async (_shown, settings) => {
      const service = new FakeService()
      await service.start()
      try {
        const run = await runAction({
          apiToken: service.apiToken,
          publicKey: DEFAULT_PUBLIC_KEY,
          baseUrl: service.url,
          settings
        })
        expect(run.exitCode).toBe(1)
        expect(run.errors).toEqual([
          { title: expect.stringMatching(/^Invalid input: /), message: expect.any(String) }
        ])
        expect(run.outputs).toEqual({})
        expect(service.requests).toHaveLength(0)
      } finally {
        await service.stop()
      }
    }
  )
})
