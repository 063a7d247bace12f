/** The answer of every captcha on the journey server (AUTH_TEST_CAPTCHA_ANSWER, APP_ENV=test only). */
export const TEST_CAPTCHA_ANSWER = 'abcd';

/** Password of every demo account (seeded with SEED_DEMO_DATA=true). */
export const DEMO_PASSWORD = 'Demo@2026';

/**
 * How long a journey waits for the browser's own verification of a ledger receipt (验证通过): two
 * public calls, then hashing and an SM2 signature check in page JavaScript, which on a loaded
 * two-core CI machine once took longer than the default 5 s.
 */
export const VERIFY_TIMEOUT_MS = 15_000;
