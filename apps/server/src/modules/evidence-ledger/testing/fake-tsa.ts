import { createHash, generateKeyPairSync, type KeyObject, sign } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  children,
  explicit,
  generalizedTime,
  integer,
  octets,
  oid,
  parseOnly,
  readInteger,
  seq,
  set,
} from '../anchoring/asn1.js';
import { OID } from '../anchoring/rfc3161.js';

/**
 * A local time-stamping authority for tests, written with node:crypto: it reads a TimeStampReq
 * and answers a TimeStampResp whose token is a CMS SignedData over the TSTInfo, signed with
 * ECDSA P-256 over the signed attributes (content type, message digest), as RFC 3161 / 5652 say.
 */
export interface FakeTsa {
  url: string;
  publicKey: KeyObject;
  requests: number;
  /** Test switches: answer a wrong nonce, or sign with another key. */
  mode: 'honest' | 'wrong-nonce' | 'wrong-key' | 'reject';
  close(): Promise<void>;
}

const ECDSA_SHA256 = '1.2.840.10045.4.3.2';

export function timeStampResponse(
  request: Uint8Array,
  key: KeyObject,
  options: { nonceDelta?: bigint; serial: number },
) {
  const [, imprint, nonceNode] = children(parseOnly(request));
  const nonce = readInteger(nonceNode!) + (options.nonceDelta ?? 0n);
  const tstInfo = seq(
    integer(1),
    oid('1.2.3.4.1'),
    imprint!.raw,
    integer(options.serial),
    generalizedTime(new Date()),
    integer(nonce),
  );
  const attrs = [
    seq(oid(OID.contentType), set(oid(OID.tstInfo))),
    seq(oid(OID.messageDigest), set(octets(new Uint8Array(createHash('sha256').update(tstInfo).digest())))),
  ];
  const signature = new Uint8Array(sign('sha256', set(...attrs), key));
  const signedAttrs = set(...attrs);
  signedAttrs[0] = 0xa0; // [0] IMPLICIT SET OF Attribute
  const signerInfo = seq(
    integer(1),
    seq(seq(), integer(1)),
    seq(oid(OID.sha256)),
    signedAttrs,
    seq(oid(ECDSA_SHA256)),
    octets(signature),
  );
  const signedData = seq(
    integer(3),
    set(seq(oid(OID.sha256))),
    seq(oid(OID.tstInfo), explicit(0, octets(tstInfo))),
    set(signerInfo),
  );
  return seq(seq(integer(0)), seq(oid(OID.signedData), explicit(0, signedData)));
}

export async function startFakeTsa(): Promise<FakeTsa> {
  const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const other = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      tsa.requests++;
      if (req.headers['content-type'] !== 'application/timestamp-query' || tsa.mode === 'reject') {
        res.writeHead(tsa.mode === 'reject' ? 503 : 415).end();
        return;
      }
      const body = timeStampResponse(
        new Uint8Array(Buffer.concat(chunks)),
        tsa.mode === 'wrong-key' ? other : privateKey,
        {
          nonceDelta: tsa.mode === 'wrong-nonce' ? 1n : 0n,
          serial: tsa.requests,
        },
      );
      res.writeHead(200, { 'content-type': 'application/timestamp-reply' }).end(Buffer.from(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const tsa: FakeTsa = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/tsa`,
    publicKey,
    requests: 0,
    mode: 'honest',
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  return tsa;
}
