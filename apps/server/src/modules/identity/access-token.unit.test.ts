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
