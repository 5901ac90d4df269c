/**
 * The one decision of a preview run (src/features/previews/preview-decision.ts), as a table:
 * what was read (the lifecycle, the pull request now, the preview's records in written order,
 * an app found gone, what the run sent) → what it does. Each row is a case a user can meet.
 */
import { describe, expect, it } from '@jest/globals'
import {
  decide,
  type Observed,
  type SentBuild
} from '../../src/features/previews/preview-decision.js'
import type { PreviewRecord } from '../../src/features/previews/preview-record.js'
import type { FoundRecord } from '../../src/features/previews/record-trust.js'

const HEAD = 'a'.repeat(40)
const NEWER = 'b'.repeat(40)
const T0 = Date.parse('2026-12-01T10:00:00Z')

function found(id: string, record: Partial<PreviewRecord> = {}): FoundRecord {
  return {
    comment: { id, url: '', body: id, author: 'bot', authorId: 'bot', own: undefined },
    record: { kind: 'preview', previewName: 'android', publicKey: undefined, ...record }
  }
}

const app = (id: string, publicKey: string, deployedAt = T0) => found(id, { publicKey, deployedAt })
const reserved = (id: string, claim = 'claimOfAnotherRun0000') => found(id, { claim })
const removed = (id: string) => found(id)

const open = { state: 'open', headSha: HEAD } as const
const base: Observed = { lifecycle: 'updated', now: open, deploys: HEAD, records: [] }
const sent = (fields: Partial<SentBuild>): SentBuild => ({
  created: false,
  app: 'app1',
  comment: '1',
  createdComment: false,
  startedAt: T0,
  ...fields
})

type Row = [string, Partial<Observed>, ReturnType<typeof decide>]

describe('before the build is sent', () => {
  const rows: Row[] = [
    ['no record: create, in a new comment', {}, { kind: 'create', into: undefined, cleanup: [] }],
    [
      'a recorded app: update it',
      { records: [app('1', 'app1')] },
      { kind: 'update', record: app('1', 'app1'), cleanup: [] }
    ],
    [
      'a removed preview (record without an app): create, in its comment',
      { records: [removed('1')] },
      { kind: 'create', into: removed('1'), cleanup: [] }
    ],
    [
      'the recorded app is gone (404): create, replacing its record',
      { records: [app('1', 'app1')], gone: 'app1' },
      { kind: 'create', into: app('1', 'app1'), cleanup: [] }
    ],
    [
      'closed now, nothing recorded (a re-run of an old push): skip',
      { now: { state: 'closed', headSha: HEAD } },
      { kind: 'skip' }
    ],
    [
      'closed now, the recorded app gone: skip',
      { now: { state: 'closed', headSha: HEAD }, records: [app('1', 'app1')], gone: 'app1' },
      { kind: 'skip' }
    ],
    [
      'closed now with a recorded app: update (the close deletes it)',
      { now: { state: 'closed', headSha: HEAD }, records: [app('1', 'app1')] },
      { kind: 'update', record: app('1', 'app1'), cleanup: [] }
    ],
    [
      'the head moved on: superseded, nothing sent',
      { now: { state: 'open', headSha: NEWER }, records: [app('1', 'app1')] },
      { kind: 'superseded', by: { kind: 'moved', deployed: HEAD, head: NEWER } }
    ],
    [
      'the head given as a 12-digit prefix is the same commit',
      { now: { state: 'open', headSha: HEAD.slice(0, 12) } },
      { kind: 'create', into: undefined, cleanup: [] }
    ],
    [
      'the pull request could not be read: go on as if open at this commit',
      { now: undefined, records: [app('1', 'app1')] },
      { kind: 'update', record: app('1', 'app1'), cleanup: [] }
    ],
    [
      'raced records: the oldest is the preview, the others cleaned up (their apps deleted)',
      { records: [app('1', 'app1'), app('2', 'app2'), reserved('3')] },
      {
        kind: 'update',
        record: app('1', 'app1'),
        cleanup: [{ found: app('2', 'app2'), deleteApp: 'app2' }]
      }
    ],
    [
      'a copy of the record: only its comment is cleaned up, the app stays',
      { records: [app('1', 'app1'), app('2', 'app1')] },
      {
        kind: 'update',
        record: app('1', 'app1'),
        cleanup: [{ found: app('2', 'app1'), deleteApp: undefined }]
      }
    ],
    [
      'another run’s reservation is the oldest: create into it (it gives way at its check)',
      { records: [reserved('1')] },
      { kind: 'create', into: reserved('1'), cleanup: [] }
    ],
    [
      'a reservation older than the recorded app (its run died): update the app, leave it',
      { records: [reserved('1'), app('2', 'app2')] },
      { kind: 'update', record: app('2', 'app2'), cleanup: [] }
    ]
  ]
  it.each(rows)('%s', (_case, observed, decision) => {
    expect(decide({ ...base, ...observed })).toEqual(decision)
  })
})

describe('when the pull request closes', () => {
  const rows: Row[] = [
    [
      'every recorded preview is removed',
      { lifecycle: 'closed', records: [app('1', 'app1'), removed('2')] },
      { kind: 'remove', records: [app('1', 'app1'), removed('2')] }
    ],
    [
      'nothing recorded: remove nothing (said so)',
      { lifecycle: 'closed' },
      { kind: 'remove', records: [] }
    ],
    [
      'the keep label (any case) keeps the recorded apps',
      {
        lifecycle: 'closed',
        records: [app('1', 'app1'), removed('2')],
        labels: ['Keep-Preview'],
        keepLabel: 'keep-preview'
      },
      { kind: 'kept', records: [app('1', 'app1')] }
    ],
    [
      'the keep label with no app recorded: remove',
      { lifecycle: 'closed', records: [removed('2')], labels: ['keep'], keepLabel: 'keep' },
      { kind: 'remove', records: [removed('2')] }
    ]
  ]
  it.each(rows)('%s', (_case, observed, decision) => {
    expect(decide({ ...base, ...observed })).toEqual(decision)
  })
})

describe('before the record is written', () => {
  const mine = reserved('5', 'myOwnClaim0000000000')
  const created = sent({
    created: true,
    app: 'new1',
    comment: '5',
    claim: 'myOwnClaim0000000000',
    createdComment: true
  })
  const rows: Row[] = [
    [
      'an update whose comment still names its app: record it',
      { records: [app('1', 'app1')], sent: sent({}) },
      { kind: 'update', record: app('1', 'app1'), cleanup: [] }
    ],
    [
      'an update whose comment now names a newer deploy: superseded',
      { records: [app('1', 'app1', T0 + 60_000)], sent: sent({}) },
      { kind: 'superseded', by: { kind: 'recorded', comment: '1' } }
    ],
    [
      'an update whose comment another run rewrote with its own app: superseded',
      { records: [app('1', 'app9')], sent: sent({}) },
      { kind: 'superseded', by: { kind: 'recorded', comment: '1' } }
    ],
    [
      'an update whose comment a race clean-up removed: the oldest record stands',
      { records: [app('0', 'app0')], sent: sent({}) },
      { kind: 'superseded', by: { kind: 'recorded', comment: '0' } }
    ],
    [
      'a created app whose reservation still holds: record it',
      { records: [mine], sent: created },
      { kind: 'create', into: mine, cleanup: [] }
    ],
    [
      'a created app with an older record of the preview: superseded, app and reservation deleted',
      { records: [app('1', 'app1'), mine], sent: created },
      {
        kind: 'superseded',
        by: { kind: 'recorded', comment: '1' },
        deleteApp: 'new1',
        deleteComment: '5'
      }
    ],
    [
      'a created app whose reservation another run took over: superseded, its app deleted',
      { records: [reserved('5')], sent: created },
      { kind: 'superseded', by: { kind: 'recorded', comment: '5' }, deleteApp: 'new1' }
    ],
    [
      'a created app whose reserved comment another run recorded its app in: superseded',
      { records: [app('5', 'other')], sent: created },
      { kind: 'superseded', by: { kind: 'recorded', comment: '5' }, deleteApp: 'new1' }
    ],
    [
      'the head moved during the upload: superseded (an update keeps its sent build)',
      { now: { state: 'open', headSha: NEWER }, records: [app('1', 'app1')], sent: sent({}) },
      { kind: 'superseded', by: { kind: 'moved', deployed: HEAD, head: NEWER } }
    ],
    [
      'the head moved after a create: superseded, the new app and its own reservation deleted',
      { now: { state: 'open', headSha: NEWER }, records: [mine], sent: created },
      {
        kind: 'superseded',
        by: { kind: 'moved', deployed: HEAD, head: NEWER },
        deleteApp: 'new1',
        deleteComment: '5'
      }
    ],
    [
      'the head moved after a create, and a newer run took the reservation over: its comment stays',
      { now: { state: 'open', headSha: NEWER }, records: [app('5', 'newer')], sent: created },
      {
        kind: 'superseded',
        by: { kind: 'moved', deployed: HEAD, head: NEWER },
        deleteApp: 'new1'
      }
    ],
    [
      'the head moved after a create into a found comment: only the new app deleted',
      {
        now: { state: 'open', headSha: NEWER },
        records: [mine],
        sent: { ...created, createdComment: false }
      },
      {
        kind: 'superseded',
        by: { kind: 'moved', deployed: HEAD, head: NEWER },
        deleteApp: 'new1'
      }
    ]
  ]
  it.each(rows)('%s', (_case, observed, decision) => {
    expect(decide({ ...base, ...observed })).toEqual(decision)
  })

  it('records as decided when the records could not be read again (a dry run, a failed read)', () => {
    const decision = decide({ ...base, records: undefined, sent: sent({}) })
    expect(decision).toMatchObject({ kind: 'update', record: { comment: { id: '1' } } })
  })
})
