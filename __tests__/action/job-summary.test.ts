import { describe, expect, it } from '@jest/globals'
import { ActionFailure } from '../../src/shared/failure.js'
import { InputError } from '../../src/shared/input-error.js'
import { escapeHtml } from '../../src/shared/html.js'
import { ipBlocksSection } from '../../src/features/ip-blocks/ip-blocks-summary.js'
import { normalizeIpBlocks } from '../../src/features/ip-blocks/ip-blocks.js'
import { ACTION_WORDS } from '../../src/action/words.js'
import { renderSummary, SUMMARY_LIMIT_BYTES } from '../../src/app/job-summary.js'
import { updateSection } from '../../src/features/update-app/update-summary.js'

describe('renderSummary', () => {
  it('shows the update: app linked to its page, build, changed and unset settings', () => {
    const section = updateSection(
      {
        kind: 'update-app',
        publicKey: 'abc',
        fields: { url: 'https://cdn.example.com/app.zip?sig=secret', timeout: 300, launchUrl: null }
      },
      {
        publicKey: 'abc',
        appUrl: 'https://appetize.io/app/abc',
        platform: 'ios',
        versionCode: '7',
        created: '2026-01-01T00:00:00Z',
        updated: '2026-11-22T00:00:00Z'
      }
    )
    const summary = renderSummary(
      { dryRun: false, plannedRequests: [], sections: [section] },
      ACTION_WORDS
    )
    expect(summary).toContain('<a href="https://appetize.io/app/abc"><code>abc</code></a>')
    expect(summary).toContain('<td>7</td>')
    expect(summary).toContain('<code>https://cdn.example.com/app.zip?***</code>')
    expect(summary).toContain('<code>url</code>, <code>timeout</code>')
    expect(summary).toContain('<th align="left">Settings unset</th><td><code>launchUrl</code></td>')
    expect(summary).not.toContain('secret')
    expect(summary).not.toMatch(/\n\n/)
  })

  it('shows the IP blocks: count, digest and the CIDRs in a collapsible block', () => {
    const blocks = normalizeIpBlocks(['10.0.0.0/8', '192.168.0.0/16'])
    const summary = renderSummary(
      {
        dryRun: false,
        plannedRequests: [],
        sections: [ipBlocksSection(blocks, blocks.cidrs)]
      },
      ACTION_WORDS
    )
    expect(summary).toContain('<td>2</td>')
    expect(summary).toContain(`<code>${blocks.sha256}</code>`)
    expect(summary).toContain(
      '<details><summary>2 IPv4 CIDRs</summary><pre>10.0.0.0/8<br>192.168.0.0/16</pre></details>'
    )
  })

  it("stays under GitHub's 1 MiB limit with 70,000 IP blocks, saying how many are left out", () => {
    const cidrs = Array.from(
      { length: 70_000 },
      (_, i) => `${10 + Math.floor(i / 65536)}.${Math.floor(i / 256) % 256}.${i % 256}.0/24`
    )
    const summary = renderSummary(
      {
        dryRun: false,
        plannedRequests: [],
        sections: [ipBlocksSection(normalizeIpBlocks(cidrs), [])]
      },
      ACTION_WORDS
    )
    expect(Buffer.byteLength(summary)).toBeLessThan(SUMMARY_LIMIT_BYTES)
    expect(summary).toContain('… and 68000 more CIDRs (the ipv4 output has all 70000)')
  })

  it('shows what failed and what to do', () => {
    const summary = renderSummary(
      {
        dryRun: false,
        plannedRequests: [],
        sections: [],
        failure: new InputError('settings', 'bad <b>')
      },
      ACTION_WORDS
    )
    expect(summary).toMatch(/^<h2>Appetize deploy failed<\/h2>/)
    expect(summary).toContain('<strong>Invalid input: settings</strong>: bad &lt;b&gt;')
    expect(summary).toContain('What to do: Fix the settings input in the workflow file')
  })

  it('shows the advice the failure carries, not another', () => {
    const summary = renderSummary(
      {
        dryRun: false,
        plannedRequests: [],
        sections: [],
        failure: new ActionFailure('timed-out', 'The update timed out.')
      },
      ACTION_WORDS
    )
    expect(summary).toContain('What to do: Raise requestTimeout')
  })

  it('escapes quotes in a link target', () => {
    expect(escapeHtml('https://x/"onmouseover="a')).toBe('https://x/&quot;onmouseover=&quot;a')
  })
})
