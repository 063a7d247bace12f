import { fileURLToPath } from 'node:url';
import { expect, type Page, type TestInfo } from '@playwright/test';

/** The committed screenshots; written only when UPDATE_SCREENSHOTS=1 (journeys never touch the tree else). */
const committedScreens = fileURLToPath(new URL('../../docs/screens/', import.meta.url));
export const updateScreenshots = process.env.UPDATE_SCREENSHOTS === '1';

/**
 * Takes a screenshot once the page is still: no toast (切换成功 …) or notification on screen, the pointer
 * parked in a corner so no tooltip shows. Goes to `docs/screens/<name>.png` with UPDATE_SCREENSHOTS=1, else
 * to the test's output folder (outside the source tree).
 */
export async function screenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await page.mouse.move(0, 0);
  await expect(
    page.locator('.ant-message-notice, .ant-notification-notice, .ant-tooltip:visible'),
  ).toHaveCount(0, {
    timeout: 10_000,
  });
  await page.evaluate(() => document.fonts.ready);
  const path = updateScreenshots ? `${committedScreens}${name}.png` : testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path, animations: 'disabled' });
}
