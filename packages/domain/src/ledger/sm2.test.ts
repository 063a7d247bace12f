import { execFileSync } from 'node:child_process';
import { createECDH, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { concatBytes, fromHex, toHex, utf8 } from './bytes.js';
import {
  createSm2Signer,
  isSm2PublicKey,
  SM2_CURVE,
  type Sm2Curve,
  sm2PublicKeyFromPrivate,
  sm2Sign,
  sm2SignatureFromDer,
  sm2SignatureToDer,
  sm2Verify,
  sm2Za,
} from './sm2.js';

const fixed = (hex: string) => () => fromHex(hex);
const random = (n: number) => new Uint8Array(randomBytes(n));
const big = (hex: string) => BigInt(`0x${hex}`);

/** The Fp-256 example curve of GB/T 32918.2-2016 Annex A (not the recommended curve). */
const ANNEX_CURVE: Sm2Curve = {
  p: big('8542D69E4C044F18E8B92435BF6FF7DE457283915C45517D722EDB8B08F1DFC3'),
  a: big('787968B4FA32C3FD2417842E73BBFEFF2F3C848B6831D7E0EC65228B3937E498'),
  b: big('63E4C6D3B23B0C849CF84241484BFE48F61D59A5B16BA06E6E12D1DA27C5249A'),
  n: big('8542D69E4C044F18E8B92435BF6FF7DD297720630485628D5AE74EE7C32E79B7'),
  gx: big('421DEBD61B62EAB6746434EBC3CC315E32220B3BADD50BDC4C4E6C147FEDD43D'),
  gy: big('0680512BCBB42C07D47349D2153B70C4E5D7FDFCBFA36EA1A85841B9E46E09A2'),
};

describe('SM2 signatures (GB/T 32918.2)', () => {
  it('reproduces the example of the standard’s annex (Fp-256 curve, ID ALICE123@YAHOO.COM)', () => {
    const options = { curve: ANNEX_CURVE, id: 'ALICE123@YAHOO.COM' };
    const d = fromHex('128B2FA8BD433C6C068C8D803DFF79792A519A55171B1B650C23661D15897263');
    const publicKey = sm2PublicKeyFromPrivate(d, ANNEX_CURVE);
    expect(toHex(publicKey).toUpperCase()).toBe(
      '04' +
        '0AE4C7798AA0F119471BEE11825BE46202BB79E2A5844495E97C04FF4DF2548A' +
        '7C0240F88F1CD4E16352A73C17B7F16F07353E53A176D684A9FE0C6BB798E857',
    );
    expect(toHex(sm2Za(publicKey, options)).toUpperCase()).toBe(
      'F4A38489E32B45B6F876E3AC2168CA392362DC8F23459C1D1146FC3DBFB7BC9A',
    );
    const k = '6CB28D99385C175C94F94E934817663FC176D925DD72B727260DBAAE1FB2F96F';
    const signature = sm2Sign(d, utf8('message digest'), { ...options, random: fixed(k) });
    expect(toHex(signature).toUpperCase()).toBe(
      '40F1EC59F793D9F49E09DCEF49130D4194F79FB1EED2CAA55BACDB49C4E755D1' +
        '6FC6DAC32C5D5CF10C77DFB20F7C2EB667A457872FB09EC56327A67EC7DEEBE7',
    );
    expect(sm2Verify(publicKey, utf8('message digest'), signature, options)).toBe(true);
    expect(sm2Verify(publicKey, utf8('message digest'), signature, { curve: ANNEX_CURVE })).toBe(false);
  });

  it('reproduces the recommended-curve example (GB/T 32918.5, default ID)', () => {
    const d = fromHex('3945208F7B2144B13F36E38AC6D39F95889393692860B51A42FB81EF4DF7C5B8');
    const k = '59276E27D506861A16680F3AD9C02DCCEF3CC1FA3CDBE4CE6D54B80DEAC1BC21';
    const signature = sm2Sign(d, utf8('message digest'), { random: fixed(k) });
    expect(toHex(signature).toUpperCase()).toBe(
      'F5A03B0648D2C4630EEAC513E1BB81A15944DA3827D5B74143AC7EACEEE720B3' +
        'B1B6AA29DF212FD8763182BC0D421CA1BB9038FD1F7F42D4840B69C485BBC1AA',
    );
    expect(sm2Verify(sm2PublicKeyFromPrivate(d), utf8('message digest'), signature)).toBe(true);
  });

  it('agrees with OpenSSL’s scalar multiplication for the public key and k·G', () => {
    const ecdh = createECDH('SM2');
    const d = random(32);
    ecdh.setPrivateKey(d);
    expect(toHex(sm2PublicKeyFromPrivate(d))).toBe(ecdh.getPublicKey('hex'));
    const withOpenSsl = createSm2Signer(d, {
      random,
      multiplyBase: (k) => {
        const e = createECDH('SM2');
        e.setPrivateKey(k);
        return new Uint8Array(e.getPublicKey());
      },
    });
    const message = utf8('rer.local/ledger/000000/sm3\n7\n');
    expect(sm2Verify(withOpenSsl.publicKey, message, withOpenSsl.sign(message))).toBe(true);
  });

  it('refuses malformed keys and signatures instead of throwing', () => {
    const d = random(32);
    const publicKey = sm2PublicKeyFromPrivate(d);
    const signature = sm2Sign(d, utf8('x'), { random });
    expect(isSm2PublicKey(publicKey)).toBe(true);
    const offCurve = publicKey.slice();
    offCurve[64]! ^= 1;
    expect(isSm2PublicKey(offCurve)).toBe(false);
    expect(sm2Verify(offCurve, utf8('x'), signature)).toBe(false);
    expect(sm2Verify(publicKey.slice(1), utf8('x'), signature)).toBe(false);
    expect(sm2Verify(publicKey, utf8('x'), signature.slice(1))).toBe(false);
    expect(sm2Verify(publicKey, utf8('x'), new Uint8Array(64))).toBe(false);
    const n = fromHex(SM2_CURVE.n.toString(16));
    expect(sm2Verify(publicKey, utf8('x'), concatBytes(n, signature.slice(32)))).toBe(false);
    expect(() => sm2PublicKeyFromPrivate(new Uint8Array(32))).toThrow('SM2私钥必须是[1, n-2]内的32字节整数');
  });

  it('any altered message or signature bit fails (fast-check)', () => {
    const d = random(32);
    const signer = createSm2Signer(d, { random });
    fc.assert(
      fc.property(
        fc.uint8Array({ maxLength: 200 }),
        fc.nat(),
        fc.nat({ max: 7 }),
        fc.boolean(),
        (message, at, bit, alterSignature) => {
          const signature = signer.sign(message);
          expect(sm2Verify(signer.publicKey, message, signature)).toBe(true);
          const m = message.slice();
          const s = signature.slice();
          if (alterSignature || m.length === 0) s[at % 64]! ^= 1 << bit;
          else m[at % m.length]! ^= 1 << bit;
          expect(sm2Verify(signer.publicKey, m, s)).toBe(false);
        },
      ),
      { numRuns: 40 },
    );
  });

  it('converts signatures to and from DER strictly', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 64, maxLength: 64 }), (sig) => {
        expect(toHex(sm2SignatureFromDer(sm2SignatureToDer(sig)))).toBe(toHex(sig));
      }),
    );
    const der = sm2SignatureToDer(new Uint8Array(64).fill(0x80));
    expect(() => sm2SignatureFromDer(concatBytes(der, Uint8Array.of(0)))).toThrow('SM2签名的DER编码不正确');
    expect(() => sm2SignatureFromDer(fromHex('3006020100020100'))).not.toThrow();
    expect(() => sm2SignatureFromDer(fromHex('300702020001020100'))).toThrow('SM2签名的DER编码不正确');
  });
});

/** Interoperability with the OpenSSL command line (`openssl dgst -sm3 -sigopt distid:…`). */
describe('SM2 and OpenSSL', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'sm2-'));
  const file = (name: string) => path.join(dir, name);
  const openssl = (...args: string[]) => execFileSync('openssl', args, { cwd: dir, stdio: 'pipe' });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  // A key OpenSSL generated: its SEC1 private key and SPKI public key, read as raw bytes.
  openssl('genpkey', '-algorithm', 'EC', '-pkeyopt', 'ec_paramgen_curve:SM2', '-out', file('key.pem'));
  openssl('pkey', '-in', file('key.pem'), '-pubout', '-out', file('pub.pem'));
  const spki = openssl('pkey', '-in', file('key.pem'), '-pubout', '-outform', 'DER');
  const publicKey = new Uint8Array(spki.subarray(-65));
  const pkcs8 = openssl('pkey', '-in', file('key.pem'), '-outform', 'DER');
  const privateKey = new Uint8Array(
    pkcs8.subarray(pkcs8.indexOf(Buffer.from('0201010420', 'hex')) + 5).subarray(0, 32),
  );
  const message = utf8('rer.local/ledger/000000/sm3\n42\nq83vEjRWeJA=\n');
  writeFileSync(file('message.txt'), message);

  it('a signature made by OpenSSL verifies here', () => {
    expect(toHex(sm2PublicKeyFromPrivate(privateKey))).toBe(toHex(publicKey));
    openssl(
      'dgst',
      '-sm3',
      '-sign',
      file('key.pem'),
      '-sigopt',
      'distid:1234567812345678',
      '-out',
      file('o.sig'),
      file('message.txt'),
    );
    const signature = sm2SignatureFromDer(new Uint8Array(readFileSync(file('o.sig'))));
    expect(sm2Verify(publicKey, message, signature)).toBe(true);
    expect(sm2Verify(publicKey, utf8('another text'), signature)).toBe(false);
  });

  it('a signature made here verifies with OpenSSL, and an altered one does not', () => {
    const signature = sm2Sign(privateKey, message, { random });
    writeFileSync(file('r.sig'), sm2SignatureToDer(signature));
    const verify = (sig: string) =>
      openssl(
        'dgst',
        '-sm3',
        '-verify',
        file('pub.pem'),
        '-sigopt',
        'distid:1234567812345678',
        '-signature',
        file(sig),
        file('message.txt'),
      ).toString();
    expect(verify('r.sig')).toContain('Verified OK');
    const altered = signature.slice();
    altered[10]! ^= 1;
    writeFileSync(file('bad.sig'), sm2SignatureToDer(altered));
    expect(() => verify('bad.sig')).toThrow();
  });
});
