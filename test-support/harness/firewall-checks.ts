/**
 * Each firewall's own check of an allow-list file, as its users run it: `nginx -t` on a server
 * block that includes the file, `apache2 -t` with its `Require` lines in a `<RequireAny>`,
 * `iptables-restore --test --noflush`, `nft -c -f` on a ruleset that includes the file and uses
 * its variable, and Kubernetes' own schema for a NetworkPolicy (kubernetes-models). The tools come
 * from Debian's packages (nginx, apache2, iptables, nftables), which .ci/run installs.
 */
import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { NetworkPolicy } from 'kubernetes-models/networking.k8s.io/v1'
import { parse } from 'yaml'

/** What a check said: passed, and the tool's own words. */
export interface CheckResult {
  readonly ok: boolean
  readonly output: string
}

/** The Debian package of each tool, named when the tool is missing. */
const PACKAGES: Readonly<Record<string, string>> = {
  nginx: 'nginx',
  apache2: 'apache2',
  'iptables-restore': 'iptables',
  nft: 'nftables'
}

/**
 * Runs a tool of a firewall; a missing tool fails the test, naming the package to install
 * (`.ci/run` installs them all: these checks never skip).
 */
function runTool(command: string, args: readonly string[], input?: string): CheckResult {
  const result = spawnSync(command, args, {
    input,
    encoding: 'utf8',
    env: { ...process.env, PATH: `${process.env.PATH ?? ''}:/usr/sbin:/sbin` }
  })
  if (result.error && (result.error as NodeJS.ErrnoException).code === 'ENOENT') {
    throw new Error(
      `${command} is not installed: install Debian's package ${PACKAGES[command] ?? command} (apt-get install ${PACKAGES[command] ?? command}), as .ci/run does.`
    )
  }
  return { ok: result.status === 0, output: `${result.stdout}${result.stderr}` }
}

/** Runs `check` in a fresh folder holding `file` under `name`, then removes the folder. */
function inFolder(name: string, file: string, check: (folder: string) => CheckResult): CheckResult {
  const folder = mkdtempSync(join(tmpdir(), 'firewall-check-'))
  try {
    writeFileSync(join(folder, name), file)
    return check(folder)
  } finally {
    rmSync(folder, { recursive: true, force: true })
  }
}

/** `nginx -t` on a configuration whose server block includes the file, then `deny all;`. */
export function nginxCheck(file: string): CheckResult {
  return inFolder('nginx.conf', file, folder => {
    const config = join(folder, 'server.conf')
    writeFileSync(
      config,
      [
        `pid ${folder}/nginx.pid;`,
        `error_log ${folder}/error.log;`,
        'events {}',
        'http {',
        `  access_log off;`,
        '  server {',
        '    listen 127.0.0.1:8080;',
        '    location / {',
        `      include ${folder}/nginx.conf;`,
        '      deny all;',
        '    }',
        '  }',
        '}',
        ''
      ].join('\n')
    )
    return runTool('nginx', ['-t', '-q', '-p', `${folder}/`, '-c', config, '-e', 'stderr'])
  })
}

/** `apache2 -t` on a configuration with the file's `Require` lines inside `<RequireAny>`. */
export function apacheCheck(file: string): CheckResult {
  return inFolder('apache.conf', file, folder => {
    const modules = '/usr/lib/apache2/modules'
    const config = join(folder, 'httpd.conf')
    writeFileSync(
      config,
      [
        `ServerRoot ${folder}`,
        `LoadModule mpm_event_module ${modules}/mod_mpm_event.so`,
        `LoadModule authz_core_module ${modules}/mod_authz_core.so`,
        `LoadModule authz_host_module ${modules}/mod_authz_host.so`,
        'ServerName localhost',
        'Listen 127.0.0.1:8080',
        `PidFile ${folder}/httpd.pid`,
        `ErrorLog ${folder}/error.log`,
        `DefaultRuntimeDir ${folder}`,
        '<Location "/">',
        '  <RequireAny>',
        `    Include ${folder}/apache.conf`,
        '  </RequireAny>',
        '</Location>',
        ''
      ].join('\n')
    )
    return runTool('apache2', ['-t', '-f', config])
  })
}

/** `iptables-restore --test --noflush` reading the file (root, as CI runs). */
export function iptablesCheck(file: string): CheckResult {
  return runTool('iptables-restore', ['--test', '--noflush'], file)
}

/** `nft -c -f` on a ruleset that includes the file and accepts `ip saddr $APPETIZE_IPV4`. */
export function nftablesCheck(file: string): CheckResult {
  return inFolder('nftables.nft', file, folder => {
    const ruleset = join(folder, 'ruleset.nft')
    writeFileSync(
      ruleset,
      [
        `include "${folder}/nftables.nft"`,
        'table inet appetize_check {',
        '  chain input {',
        '    type filter hook input priority 0; policy drop;',
        '    ip saddr $APPETIZE_IPV4 accept',
        '  }',
        '}',
        ''
      ].join('\n')
    )
    return runTool('nft', ['-c', '-f', ruleset])
  })
}

/**
 * The file's peers inside a NetworkPolicy's `spec.ingress[].from`, validated against
 * Kubernetes' own schema (kubernetes-models, generated from Kubernetes' OpenAPI definitions).
 *
 * @returns the peers as parsed, when they pass
 */
export function kubernetesCheck(file: string): CheckResult & { peers?: unknown } {
  let peers: unknown
  try {
    peers = parse(file)
    new NetworkPolicy({
      metadata: { name: 'appetize' },
      spec: {
        podSelector: {},
        policyTypes: ['Ingress'],
        ingress: [{ from: peers as never }]
      }
    }).validate()
  } catch (error) {
    return { ok: false, output: (error as Error).message }
  }
  return { ok: true, output: '', peers }
}
