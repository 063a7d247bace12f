import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { signAccessToken, verifyAccessToken } from './access-token.js';

const claims = {
  accountId: '00000000-0000-4000-8000-000000000001',
  tenantId: '000000',
  account: 'org_demo',
  landingMode: 'org' as const,
  roles: ['applicant'],
  sessionId: '00000000-0000-4000-8000-000000000002',
};
const options = { secret: 'x'.repeat(40), ttlSeconds: 900, now: new Date('2026-11-21T10:00:00Z') };

describe('access tokens', () => {
  it('differ even when issued in the same second, and verify back to their claims', async () => {
    const a = await signAccessToken(claims, options);
    const b = await signAccessToken(claims, options);
    expect(a).not.toBe(b);
    await expect(verifyAccessToken(a, { secret: options.secret, now: options.now })).resolves.toMatchObject({
      accountId: claims.accountId,
      sessionId: claims.sessionId,
    });
  });

  it('are refused under another secret, also after the first secret was used (the key cache)', async () => {
    const token = await signAccessToken(claims, options);
    await verifyAccessToken(token, { secret: options.secret, now: options.now });
    await expect(
      verifyAccessToken(token, { secret: 'y'.repeat(40), now: options.now }),
    ).rejects.toMatchObject({
      code: 'UNAUTHENTICATED',
    });
    const other = await signAccessToken(claims, { ...options, secret: 'y'.repeat(40) });
    await expect(
      verifyAccessToken(other, { secret: options.secret, now: options.now }),
    ).rejects.toMatchObject({
      code: 'UNAUTHENTICATED',
    });
  });

  it('are refused once expired', async () => {
    const token = await signAccessToken(claims, options);
    const later = new Date(options.now.getTime() + 901_000);
    await expect(verifyAccessToken(token, { secret: options.secret, now: later })).rejects.toMatchObject({
      code: 'UNAUTHENTICATED',
    });
  });
});

describe('access tokens verified before (the verified-token memo)', () => {
  it('are refused once expired, though the same text verified a moment earlier', async () => {
    const token = await signAccessToken(claims, options);
    await expect(
      verifyAccessToken(token, { secret: options.secret, now: options.now }),
    ).resolves.toMatchObject({
      accountId: claims.accountId,
    });
    const later = new Date(options.now.getTime() + 901_000);
    await expect(verifyAccessToken(token, { secret: options.secret, now: later })).rejects.toMatchObject({
      code: 'UNAUTHENTICATED',
    });
  });

  it('are refused with any one character changed, though the original verified', async () => {
    const token = await signAccessToken(claims, options);
    await verifyAccessToken(token, { secret: options.secret, now: options.now });
    for (const at of [5, token.indexOf('.') + 3, token.length - 2]) {
      const changed = `${token.slice(0, at)}${token[at] === 'A' ? 'B' : 'A'}${token.slice(at + 1)}`;
      await expect(
        verifyAccessToken(changed, { secret: options.secret, now: options.now }),
      ).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
    }
  });

  it('verify under the right secret after being refused under a wrong one (refusals are not kept)', async () => {
    const token = await signAccessToken(claims, options);
    await expect(
      verifyAccessToken(token, { secret: 'z'.repeat(40), now: options.now }),
    ).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
    await expect(
      verifyAccessToken(token, { secret: options.secret, now: options.now }),
    ).resolves.toMatchObject({
      sessionId: claims.sessionId,
    });
  });

  it('answer claims of their own each time: changing one answer changes no other', async () => {
    const token = await signAccessToken(claims, options);
    const first = await verifyAccessToken(token, { secret: options.secret, now: options.now });
    first.roles.push('administrator');
    const second = await verifyAccessToken(token, { secret: options.secret, now: options.now });
    expect(second.roles).toEqual(['applicant']);
  });

  it('still verify after more tokens than the memo keeps', async () => {
    const first = await signAccessToken(claims, options);
    await verifyAccessToken(first, { secret: options.secret, now: options.now });
    for (let i = 0; i < 4100; i++) {
      const other = await signAccessToken({ ...claims, sessionId: `s${i}` }, options);
      await verifyAccessToken(other, { secret: options.secret, now: options.now });
    }
    await expect(
      verifyAccessToken(first, { secret: options.secret, now: options.now }),
    ).resolves.toMatchObject({
      sessionId: claims.sessionId,
    });
  });
});

describe('access token claims', () => {
  const jose = (build: (jwt: SignJWT) => SignJWT) =>
    build(
      new SignJWT({ tenant_id: '000000', account: 'a', landing_mode: 'org', roles: [], sid: 's' })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject('u'),
    ).sign(new TextEncoder().encode(options.secret));
  const at = Math.floor(options.now.getTime() / 1000);
  const verify = (token: string) => verifyAccessToken(token, { secret: options.secret, now: options.now });

  it('needs our issuer, our audience, an expiry and a time after nbf', async () => {
    const valid = (jwt: SignJWT) =>
      jwt
        .setIssuer('rer-identity')
        .setAudience('rer-api')
        .setExpirationTime(at + 60);
    await expect(verify(await jose(valid))).resolves.toMatchObject({ accountId: 'u', sessionId: 's' });
    await expect(
      verify(await jose((jwt) => valid(jwt).setAudience(['other', 'rer-api']))),
    ).resolves.toMatchObject({ accountId: 'u' });
    for (const token of [
      await jose((jwt) => valid(jwt).setIssuer('someone-else')),
      await jose((jwt) => valid(jwt).setAudience('other')),
      await jose((jwt) => jwt.setIssuer('rer-identity').setAudience('rer-api')),
      await jose((jwt) => valid(jwt).setExpirationTime(at)),
      await jose((jwt) => valid(jwt).setNotBefore(at + 1)),
    ]) {
      await expect(verify(token)).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
    }
    await expect(verify(await jose((jwt) => valid(jwt).setNotBefore(at)))).resolves.toMatchObject({
      accountId: 'u',
    });
  });

  it('needs every claim the guard reads', async () => {
    const token = await new SignJWT({ tenant_id: '000000', account: 'a', roles: [], sid: 's' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('u')
      .setIssuer('rer-identity')
      .setAudience('rer-api')
      .setExpirationTime(at + 60)
      .sign(new TextEncoder().encode(options.secret));
    await expect(verify(token)).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
  });
});
