import { chromium, type FullConfig } from '@playwright/test';

/**
 * Opens the app once before the first journey, so that the first journey does not pay for the
 * cold start of the browser (profile, font cache of the CJK fonts) and of the server (first
 * compression of the built files, first captcha): in CI the first journey alone ran past its 60 s
 * while its steps take 6 s on a warm machine. Prints how long the warm-up took.
 */
export default async function warmUp(config: FullConfig): Promise<void> {
  const use = config.projects[0]?.use ?? {};
  const started = Date.now();
  const browser = await chromium.launch(use.launchOptions);
  try {
    const page = await browser.newPage({ baseURL: use.baseURL, locale: use.locale });
    for (const route of ['/login', '/register']) {
      await page.goto(route, { timeout: 120_000 });
      await page.locator('form').first().waitFor({ timeout: 120_000 });
    }
  } finally {
    await browser.close();
  }
  console.log(`warm-up: the app opened in ${Date.now() - started} ms`);
}
