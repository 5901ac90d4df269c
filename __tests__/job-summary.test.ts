import { describe, expect, it } from '@jest/globals'
import { escapeHtml, renderSummary } from '../src/outputs/job-summary.js'
import { normalizeIpBlocks } from '../src/outputs/ip-blocks.js'

describe('renderSummary', () => {
  it('shows the update: app linked to its page, build, changed and unset settings', () => {
    const summary = renderSummary({
      dryRun: false,
      plannedRequests: [],
      update: {
        publicKey: 'abc',
        appUrl: 'https://appetize.io/app/abc',
        platform: 'ios',
        versionCode: '7',
        created: '2026-01-01T00:00:00Z',
        updated: '2026-11-22T00:00:00Z',
        build: 'https://cdn.example.com/app.zip?***',
        changed: ['url', 'timeout'],
        unset: ['launchUrl']
      }
    })
    expect(summary).toContain('<a href="https://appetize.io/app/abc"><code>abc</code></a>')
    expect(summary).toContain('<td>7</td>')
    expect(summary).toContain('<code>https://cdn.example.com/app.zip?***</code>')
    expect(summary).toContain('<code>url</code>, <code>timeout</code>')
    expect(summary).toContain('<th align="left">Settings unset</th><td><code>launchUrl</code></td>')
    expect(summary).not.toMatch(/\n\n/)
  })

  it('shows the IP blocks: count, digest and the CIDRs in a collapsible block', () => {
    const blocks = normalizeIpBlocks(['10.0.0.0/8', '192.168.0.0/16'])
    const summary = renderSummary({ dryRun: false, plannedRequests: [], ipBlocks: blocks })
    expect(summary).toContain('<td>2</td>')
    expect(summary).toContain(`<code>${blocks.sha256}</code>`)
    expect(summary).toContain(
      '<details><summary>2 IPv4 CIDRs</summary><pre>10.0.0.0/8<br>192.168.0.0/16</pre></details>'
    )
  })

  it('shows what failed and what to do', () => {
    const summary = renderSummary({
      dryRun: false,
      plannedRequests: [],
      failure: { title: 'Invalid input: settings', message: 'bad <b>', hint: 'Fix it.' }
    })
    expect(summary).toMatch(/^<h2>Appetize deploy failed<\/h2>/)
    expect(summary).toContain('<strong>Invalid input: settings</strong>: bad &lt;b&gt;')
    expect(summary).toContain('What to do: Fix it.')
  })

  it('escapes quotes in a link target', () => {
    expect(escapeHtml('https://x/"onmouseover="a')).toBe('https://x/&quot;onmouseover=&quot;a')
  })
})
