import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Short-lived links for the preview dialog. An `<img>`, `<iframe>` or `<video>` cannot send the
 * `Blade-Auth` header, and a blob: copy of a PDF cannot be shown under the app's CSP (the blob
 * document inherits `object-src 'none'`, which blocks the PDF viewer). So the preview call, after
 * checking access, answers a link that carries its own proof: an HMAC over tenant, attachment,
 * account and expiry, valid for five minutes (ADR 13). The key is derived from the JWT secret
 * with a fixed label, so a link signature can never serve as a token signature or vice versa.
 */
export const PREVIEW_LINK_TTL_MS = 5 * 60 * 1000;

export interface LinkClaims {
  tenantId: string;
  attachId: string;
  accountId: string;
  /** Milliseconds since the epoch. */
  expires: number;
}

function keyOf(secret: string): Buffer {
  return createHmac('sha256', secret).update('rer/attachment-preview-link/v1').digest();
}

export function signLink(secret: string, claims: LinkClaims): string {
  return createHmac('sha256', keyOf(secret))
    .update(`${claims.tenantId}\n${claims.attachId}\n${claims.accountId}\n${claims.expires}`)
    .digest('base64url');
}

/** Whether `sign` is a valid signature of an unexpired link for this tenant and attachment. */
export function verifyLink(
  secret: string,
  params: { tenantId: string; attachId: string; accountId: string; expires: number; sign: string; now: Date },
): boolean {
  if (!Number.isSafeInteger(params.expires) || params.expires <= params.now.getTime()) return false;
  if (params.expires > params.now.getTime() + PREVIEW_LINK_TTL_MS + 60_000) return false;
  const expected = Buffer.from(signLink(secret, params));
  const given = Buffer.from(params.sign);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** The preview link: the download call with `inline=1`, the signer and the signature. */
export function previewLink(secret: string, claims: LinkClaims): string {
  const query = new URLSearchParams({
    attachId: claims.attachId,
    inline: '1',
    tenantId: claims.tenantId,
    uid: claims.accountId,
    expires: String(claims.expires),
    sign: signLink(secret, claims),
  });
  return `/api/blade-resource/oss/endpoint/downloadFile?${query}`;
}
