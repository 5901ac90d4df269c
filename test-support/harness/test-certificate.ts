/**
 * A self-signed certificate for names that resolve nowhere (`api.appetize.test`, `github.test`),
 * so a fake can serve https under a real host name and a child process can trust it through
 * NODE_EXTRA_CA_CERTS. Made with the openssl command line, as node:crypto cannot sign one.
 */
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { isIP } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/** A key and certificate, and the certificate's file. */
export interface TestCertificate {
  /** PEM key and certificate, as the fakes' `tls` option takes them. */
  readonly tls: { readonly key: string; readonly cert: string }
  /** The certificate's PEM file, to give as NODE_EXTRA_CA_CERTS. */
  readonly certFile: string
  /** Deletes the files. */
  cleanup(): void
}

/**
 * Makes an ECDSA (P-256) certificate valid for one day for `hosts` (DNS names or IP addresses;
 * the first is also the common name). Throws when openssl is missing or fails.
 */
export function makeCertificate(hosts: readonly string[]): TestCertificate {
  const folder = mkdtempSync(join(tmpdir(), 'test-certificate-'))
  const keyFile = join(folder, 'key.pem')
  const certFile = join(folder, 'cert.pem')
  execFileSync(
    'openssl',
    [
      // An EC key: made in milliseconds, where an RSA key takes about 0.4 s of CPU each time.
      ...['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1'],
      ...['-nodes', '-days', '1'],
      ...['-keyout', keyFile, '-out', certFile],
      ...['-subj', `/CN=${hosts[0] ?? 'localhost'}`],
      ...[
        '-addext',
        `subjectAltName=${hosts.map(host => `${isIP(host) ? 'IP' : 'DNS'}:${host}`).join(',')}`
      ]
    ],
    { stdio: 'ignore' }
  )
  return {
    tls: { key: readFileSync(keyFile, 'utf8'), cert: readFileSync(certFile, 'utf8') },
    certFile,
    cleanup: () => rmSync(folder, { recursive: true, force: true })
  }
}
