import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface TestCerts {
  dir: string;
  ca: string;
  serverCert: string;
  serverKey: string;
  clientCert: string;
  clientKey: string;
  /** A client certificate of another CA (refused by the node). */
  rogueCert: string;
  rogueKey: string;
}

const openssl = (dir: string, args: string[]) => execFileSync('openssl', args, { cwd: dir, stdio: 'pipe' });

function issue(dir: string, name: string, ca: string, subject: string, ext: string): void {
  writeFileSync(path.join(dir, `${name}.ext`), `${ext}\n`);
  openssl(dir, [
    'req',
    '-newkey',
    'ec',
    '-pkeyopt',
    'ec_paramgen_curve:P-256',
    '-nodes',
    '-keyout',
    `${name}.key`,
    '-out',
    `${name}.csr`,
    '-subj',
    subject,
  ]);
  openssl(dir, [
    'x509',
    '-req',
    '-in',
    `${name}.csr`,
    '-CA',
    `${ca}.pem`,
    '-CAkey',
    `${ca}.key`,
    '-CAcreateserial',
    '-out',
    `${name}.pem`,
    '-days',
    '2',
    '-extfile',
    `${name}.ext`,
  ]);
}

/** A test CA made now with OpenSSL: the server's certificate, the regulator's, and a rogue client. */
export function makeTestCerts(): TestCerts {
  const dir = mkdtempSync(path.join(tmpdir(), 'chain-certs-'));
  for (const ca of ['ca', 'rogue-ca']) {
    openssl(dir, [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:P-256',
      '-nodes',
      '-keyout',
      `${ca}.key`,
      '-out',
      `${ca}.pem`,
      '-subj',
      `/CN=${ca}`,
      '-days',
      '2',
    ]);
  }
  issue(dir, 'server', 'ca', '/CN=127.0.0.1', 'subjectAltName=IP:127.0.0.1\nextendedKeyUsage=serverAuth');
  issue(dir, 'client', 'ca', '/CN=csrc-regulator', 'extendedKeyUsage=clientAuth');
  issue(dir, 'rogue', 'rogue-ca', '/CN=csrc-regulator', 'extendedKeyUsage=clientAuth');
  const at = (f: string) => path.join(dir, f);
  return {
    dir,
    ca: at('ca.pem'),
    serverCert: at('server.pem'),
    serverKey: at('server.key'),
    clientCert: at('client.pem'),
    clientKey: at('client.key'),
    rogueCert: at('rogue.pem'),
    rogueKey: at('rogue.key'),
  };
}

/** The server's TLS settings for these certificates (mutual TLS on). */
export function tlsEnv(certs: TestCerts): Record<string, string> {
  return {
    TLS_CERT_FILE: certs.serverCert,
    TLS_KEY_FILE: certs.serverKey,
    CHAIN_NODE_CLIENT_CA_FILE: certs.ca,
    CHAIN_NODE_CLIENT_SUBJECT: 'csrc-regulator',
  };
}
