/** The answer of every captcha on the journey server (AUTH_TEST_CAPTCHA_ANSWER, APP_ENV=test only). */
export const TEST_CAPTCHA_ANSWER = 'abcd';

/** Password of every demo account (seeded with SEED_DEMO_DATA=true). */
export const DEMO_PASSWORD = 'Demo@2026';
