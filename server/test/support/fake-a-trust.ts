import { execFileSync } from 'node:child_process';
import { createPrivateKey, sign } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A stand-in for A-Trust's a.sign RK HSM on 127.0.0.1, answering as its REST API (v2) is documented:
 * GET <user>/Certificate, GET <user>/ZDA, POST <user>/Sign/JWS {password, jws_payload} → {result: compact JWS}.
 * Its certificate is self-signed by openssl (P-256); `down` makes it answer 503, as a unit out of service.
 */
export interface FakeATrust {
  url: string;
  username: string;
  password: string;
  certificate: string;
  /** The serial of its certificate, hex. */
  serial: string;
  signed: number;
  down: boolean;
  close(): Promise<void>;
}

const HEADER = 'eyJhbGciOiJFUzI1NiJ9';

export function selfSignedCertificate(serial: string): { keyPem: string; certificate: string } {
  const dir = mkdtempSync(join(tmpdir(), 'fake-a-trust-'));
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '30',
        '-subj',
        '/CN=Fake a.sign RK HSM',
        '-set_serial',
        `0x${serial}`,
        '-keyout',
        join(dir, 'key.pem'),
        '-out',
        join(dir, 'cert.pem'),
      ],
      { stdio: 'ignore' },
    );
    const pem = readFileSync(join(dir, 'cert.pem'), 'utf8');
    return { keyPem: readFileSync(join(dir, 'key.pem'), 'utf8'), certificate: pem.replace(/-----[^-]+-----|\s/g, '') };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function startFakeATrust(serial = '5ea1ed', username = 'u123456789', password = 'geheim'): Promise<FakeATrust> {
  const { keyPem, certificate } = selfSignedCertificate(serial);
  const key = createPrivateKey(keyPem);
  const fake = { username, password, certificate, serial, signed: 0, down: false } as FakeATrust;
  const server: Server = createServer((req, res) => {
    const answer = (status: number, body: object) => {
      res.writeHead(status, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (fake.down) return answer(503, { error: 'service unavailable' });
    const prefix = `/${username}/`;
    if (!req.url?.startsWith(prefix)) return answer(404, { error: 'unknown user' });
    const path = req.url.slice(prefix.length);
    if (req.method === 'GET' && path === 'Certificate')
      return answer(200, {
        Signaturzertifikat: certificate,
        Zertifizierungsstellen: [],
        ZertifikatsseriennummerHex: fake.serial,
        alg: 'ES256',
      });
    if (req.method === 'GET' && path === 'ZDA') return answer(200, { zdaid: 'AT1' });
    if (req.method !== 'POST' || path !== 'Sign/JWS') return answer(404, { error: 'no such operation' });
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      const input = JSON.parse(body) as { password?: string; jws_payload?: string };
      if (input.password !== password) return answer(401, { error: 'wrong password' });
      const signingInput = `${HEADER}.${Buffer.from(input.jws_payload ?? '', 'utf8').toString('base64url')}`;
      const signature = sign('sha256', Buffer.from(signingInput), { key, dsaEncoding: 'ieee-p1363' });
      fake.signed++;
      answer(200, { result: `${signingInput}.${signature.toString('base64url')}` });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.close = () => new Promise((resolve) => server.close(() => resolve()));
  return fake;
}
