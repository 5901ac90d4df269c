/**
 * The hostile answers and settings the project's tests know, in one place, so that a test can
 * feed all of them through the bundle (hostile-cases.e2e.test.ts) and a new case added here
 * reaches every test that uses the list.
 *
 * Answers are faults of the fake service (test-support/fake-service/server.ts): what a broken proxy, a web
 * site at `baseUrl` or a misbehaving service sends instead of the API's JSON.
 */
import { DEFAULT_PUBLIC_KEY, type Fault } from '../fake-service/server.js'
import { TOKEN } from './hostile-text.js'

/**
 * Fields of an app answer with the wrong shape, and what the refusal says (answers.test.ts):
 * each makes the whole answer unusable, and no message may quote the value.
 */
export const MALFORMED_APP_FIELDS: readonly (readonly [Record<string, unknown>, RegExp])[] = [
  [{ publicKey: 'someoneelse' }, /names a different publicKey than the app asked for/],
  [{ publicKey: '' }, /publicKey should be letters, digits.*got an empty string/],
  [
    { created: 'yesterday' },
    /created should be an ISO 8601 date-time, got a string of 9 characters/
  ],
  [
    { updated: `2026-11-22T10:00:00Z\n::error::x` },
    /updated should be at most 64 characters on one line/
  ],
  [{ versionCode: -1 }, /versionCode should be a non-negative whole number/],
  [{ versionCode: 2 ** 60 }, /versionCode should be a non-negative whole number/],
  [
    { versionCode: TOKEN },
    /versionCode should be a non-negative whole number, got a string of 26 characters/
  ],
  [{ versionCode: 'two' }, /versionCode should be a non-negative whole number/],
  [{ platform: 'windows' }, /platform should be ios or android, got a string of 7 characters/],
  [{ platform: '<img src=x onerror=alert(1)>' }, /platform should be ios or android/],
  [{ appURL: 'javascript:alert(1)' }, /appURL should be an https URL/],
  [{ appURL: 'https://x.example/a b' }, /appURL should be an https URL/],
  // Plain http, or a query, fragment or credentials: where a link would carry something out.
  [{ appURL: 'http://appetize.io/app/x' }, /appURL should be an https URL/],
  [{ appURL: `https://appetize.io/app/x?leak=${TOKEN}` }, /without a user name, password, query/],
  [{ appURL: `https://appetize.io/app/x#${TOKEN}` }, /without a user name, password, query/],
  [{ appURL: `https://u:${TOKEN}@appetize.io/app/x` }, /without a user name, password, query/],
  // Node reads the host as appetize.io, other parsers (curl, Python) as evil.example.
  [{ appURL: 'https://appetize.io\\@evil.example/app/x' }, /appURL should be an https URL/]
]

/** A JSON answer with a 200 status. */
function ok(body: string, headers: Record<string, string> = {}): Fault {
  return { status: 200, body, headers }
}

/**
 * Answers to any request that the action must refuse or recover from, by what they are: what
 * arrives (a status line alone, a header section that never ends) and what it holds.
 */
export const HOSTILE_ANSWERS: readonly (readonly [string, Fault])[] = [
  [
    'a 200 whose body is an HTML page',
    ok('<!doctype html><html><body>Sign in to continue</body></html>', {
      'content-type': 'text/html; charset=utf-8'
    })
  ],
  ['a 200 whose body is null', ok('null')],
  ['a 200 whose body is []', ok('[]')],
  ['a 200 with an empty body', ok('')],
  [
    'a 200 whose versionCode is beyond 2^53',
    ok(`{"publicKey":"${DEFAULT_PUBLIC_KEY}","versionCode":9007199254740993}`)
  ],
  [
    'a 200 compressed with an encoding the action cannot decode',
    ok('(\u00b5/\u00fd\u0000\u0001', { 'content-encoding': 'zstd' })
  ],
  ['a 200 whose gzip data is corrupt', ok('not gzip at all', { 'content-encoding': 'gzip' })],
  ['a 200 larger than 8 MiB', ok(' '.repeat(9 * 1024 * 1024))],
  ['a 200 whose body breaks off', { breakBody: true }],
  ['a 200 status line, then the connection closes', { raw: 'HTTP/1.1 200 OK\r\n' }],
  [
    'a 200 whose header section never ends',
    { raw: `HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nX-Filler: ${'a'.repeat(65536)}` }
  ],
  [
    'a 200 status line, then nothing until the deadline',
    { raw: 'HTTP/1.1 200 OK\r\n', hang: true }
  ],
  [
    'a 401 whose body breaks off',
    { raw: 'HTTP/1.1 401 Unauthorized\r\nContent-Length: 100\r\n\r\n{"message":"no' }
  ],
  ['an answer that is not HTTP', { raw: 'SSH-2.0-OpenSSH_9.6\r\n' }],
  [
    'a redirect to another origin',
    { status: 307, headers: { location: 'https://elsewhere.example/v1/apps/x' } }
  ],
  [
    'a redirect to an address that is not a URL',
    { status: 307, headers: { location: 'http://[::1' } }
  ]
]

/**
 * 200 answers to an app request, each with one field of the wrong shape (MALFORMED_APP_FIELDS):
 * the bundle meets all of them on one path, the one the in-process tests check field by field.
 */
export const MALFORMED_APP_ANSWERS: readonly (readonly [string, Fault])[] =
  MALFORMED_APP_FIELDS.map(
    ([fields]) =>
      [
        `a 200 with ${JSON.stringify(fields)}`,
        ok(JSON.stringify({ publicKey: DEFAULT_PUBLIC_KEY, ...fields }))
      ] as const
  )

/** A YAML document whose aliases expand to 9^5 values from 50 characters of anchors. */
export const ALIAS_BOMB = [
  'a: &a [x, x, x, x, x, x, x, x, x]',
  'b: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a]',
  'c: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b]',
  'd: &d [*c, *c, *c, *c, *c, *c, *c, *c, *c]',
  'note: [*d, *d, *d, *d, *d, *d, *d, *d, *d]'
].join('\n')

/**
 * `settings` values the action must refuse as an input error before any request (settings.test,
 * validate-fields.test, plan.test, print-boundary.e2e and hardening.e2e tests).
 */
export const HOSTILE_SETTINGS: readonly string[] = [
  ALIAS_BOMB,
  'a: &x 1\nb: *y',
  'timeout: 60\n  bad indent: [',
  'timeout: 60\ntimeout: 90',
  '{"timeout": 60, "timeout": 90}',
  'note: !!foo x',
  'note: !custom x',
  'note: !!binary aGk=',
  'note: !!foo "::error::x"',
  `note: "x"\nlaunchUrl: !!foo ::error::owned ##[warning] ${TOKEN}`,
  '- timeout: 60',
  'just some words',
  '42',
  'null',
  'timout: 60',
  'timeout: 45',
  'timeout: 61',
  '{"__proto__": {"timeout": 60}}'
]
