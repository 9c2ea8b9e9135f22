import { createPrivateKey, sign } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { selfSignedCertificate } from './fake-a-trust.js';

/**
 * A stand-in for fiskaltrust RKSV.Sign on 127.0.0.1, answering as its REST API (IATSSCD) is documented: headers
 * `cashboxid` and `accesstoken`; GET api/v0/iatsscd/certificate, GET …/zda, POST …/sign {dataBase64} →
 * {signedDataBase64}. It signs in DER, as HSMs often answer, so the register's conversion to raw R‖S is exercised.
 */
export interface FakeFiskaltrust {
  url: string;
  cashboxId: string;
  accessToken: string;
  certificate: string;
  serial: string;
  signed: number;
  down: boolean;
  close(): Promise<void>;
}

export async function startFakeFiskaltrust(serial: string, cashboxId: string, accessToken: string): Promise<FakeFiskaltrust> {
  const { keyPem, certificate } = selfSignedCertificate(serial);
  const key = createPrivateKey(keyPem);
  const fake = { cashboxId, accessToken, certificate, serial, signed: 0, down: false } as FakeFiskaltrust;
  const server: Server = createServer((req, res) => {
    const answer = (status: number, body: object) => {
      res.writeHead(status, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (fake.down) return answer(503, { error: 'service unavailable' });
    if (req.headers.cashboxid !== cashboxId || req.headers.accesstoken !== accessToken) return answer(401, { error: 'unauthorized' });
    if (req.method === 'GET' && req.url === '/api/v0/iatsscd/certificate') return answer(200, { certificateBase64: certificate });
    if (req.method === 'GET' && req.url === '/api/v0/iatsscd/zda') return answer(200, { zda: 'AT2' });
    if (req.method !== 'POST' || !['/api/v0/iatsscd/sign', '/api/v0/iatsscd/echo'].includes(req.url ?? ''))
      return answer(404, { error: 'no such operation' });
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      if (req.url === '/api/v0/iatsscd/echo') return answer(200, JSON.parse(body) as object);
      const { dataBase64 } = JSON.parse(body) as { dataBase64?: string };
      const signature = sign('sha256', Buffer.from(dataBase64 ?? '', 'base64'), key); // DER
      fake.signed++;
      answer(200, { signedDataBase64: signature.toString('base64') });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.close = () => new Promise((resolve) => server.close(() => resolve()));
  return fake;
}
