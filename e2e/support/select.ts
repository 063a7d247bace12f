import { expect, type Locator, type Page } from '@playwright/test';

const openList = (page: Page) => page.locator('.ant-select-dropdown:visible');

/**
 * Opens a select and picks an option by its title, until the list has closed on the choice.
 * On a loaded machine a click during a list's opening or closing animation may not take (seen in
 * CI after a dialog or a previous list closed): open and pick again. `opener` is the select, or a
 * label whose control is the select.
 */
export async function pickOption(page: Page, opener: Locator, option: string): Promise<void> {
  await expect(async () => {
    if ((await openList(page).count()) === 0) await opener.click({ timeout: 5_000 });
    await openList(page).getByTitle(option, { exact: true }).click({ timeout: 5_000 });
    // The list closes with an animation; the next pick must not find this one still open.
    await expect(openList(page)).toHaveCount(0, { timeout: 2_000 });
  }).toPass({ timeout: 45_000 });
}

/**
 * Checks a radio or checkbox, again until it is checked. A click while its dialog is still opening
 * may not take (CI: "Clicking the checkbox did not change its state" on the 切换企业 dialog).
 */
export async function checkOption(control: Locator): Promise<void> {
  await expect(async () => {
    await control.check({ timeout: 5_000 });
    await expect(control).toBeChecked({ timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
}
