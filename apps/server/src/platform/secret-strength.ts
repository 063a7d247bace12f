/**
 * A rough strength estimate of a configured secret: its length times the Shannon entropy of its
 * own character frequencies (bits per character). It cannot prove a secret random (a keyboard
 * walk of distinct characters scores well), but it catches what people actually paste — one
 * character repeated (32 × 'a' is 0 bits), a short word repeated, few distinct characters.
 * `openssl rand -hex 32` estimates about 245 bits, `openssl rand -base64 48` about 325.
 */
export function estimatedSecretBits(secret: string): number {
  const characters = [...secret];
  if (characters.length === 0) return 0;
  const counts = new Map<string, number>();
  for (const c of characters) counts.set(c, (counts.get(c) ?? 0) + 1);
  let bitsPerCharacter = 0;
  for (const count of counts.values()) {
    const p = count / characters.length;
    bitsPerCharacter -= p * Math.log2(p);
  }
  return Math.floor(bitsPerCharacter * characters.length);
}

/** Distinct characters of a secret (a second, simpler signal than the entropy estimate). */
export function distinctCharacters(secret: string): number {
  return new Set(secret).size;
}

export interface SecretRule {
  /** Estimated bits (see `estimatedSecretBits`) at least. */
  minBits: number;
  /** Distinct characters at least. */
  minDistinct: number;
}

/** The JWT signing secret (16 random bytes in hex estimate about 115 bits; 32 bytes about 245). */
export const JWT_SECRET_RULE: SecretRule = { minBits: 100, minDistinct: 10 };
/** OAuth client secrets (the Basic pair of the token endpoint). */
export const CLIENT_SECRET_RULE: SecretRule = { minBits: 64, minDistinct: 8 };

/** A Chinese problem naming `variable` when the secret is too weak, else null. */
export function weakSecretProblem(variable: string, secret: string, rule: SecretRule): string | null {
  const bits = estimatedSecretBits(secret);
  const distinct = distinctCharacters(secret);
  if (bits >= rule.minBits && distinct >= rule.minDistinct) return null;
  return (
    `${variable} 的密钥强度过低（估计约${bits}位熵、${distinct}种字符，至少需要${rule.minBits}位、` +
    `${rule.minDistinct}种字符），请使用随机生成的密钥，例如 openssl rand -base64 48`
  );
}
