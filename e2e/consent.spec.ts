import { expect, test } from '@playwright/test'

const storedConsent = (page: import('@playwright/test').Page) =>
  page.evaluate(() => JSON.parse(window.localStorage.getItem('consentMode') ?? 'null'))

test('the consent dialog opens by itself and cannot be dismissed before a choice', async ({
  page,
}) => {
  await page.goto('/')
  const dialog = page.getByRole('dialog', { name: 'Cookie settings' })
  await expect(dialog).toBeVisible()
  const needed = dialog.getByRole('checkbox', { name: 'Cookies We Need' })
  await expect(needed).toBeChecked()
  await expect(needed).toBeDisabled()
  const ads = dialog.getByRole('checkbox', { name: 'Cookies for Ads' })
  await expect(ads).not.toBeChecked()
  await expect(ads).toBeFocused()

  await page.mouse.click(5, 5)
  await page.keyboard.press('Escape')
  await expect(dialog).toBeVisible()
  expect(await storedConsent(page)).toBeNull()

  // Before a choice it is a sheet, not a wall: the page behind stays usable, and it stays open.
  await expect(page.locator('html')).not.toHaveClass(/scroll-locked/)
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Learn' }).click()
  await expect(page).toHaveURL(/\/learn$/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(dialog).toBeVisible()
  expect(await storedConsent(page)).toBeNull()
})

test('Accept Selection stores the ads toggle as chosen', async ({ page }) => {
  await page.goto('/')
  const dialog = page.getByRole('dialog', { name: 'Cookie settings' })
  await dialog.getByRole('button', { name: 'Accept Selection' }).click()
  await expect(dialog).toBeHidden()
  expect(await storedConsent(page)).toEqual({ ad_storage: 'denied' })

  // Reopened from the footer, the toggle starts from the stored value; ticking it grants ads.
  await page.getByRole('button', { name: 'Cookie Settings' }).click()
  await expect(dialog).toBeVisible()
  const ads = dialog.getByRole('checkbox', { name: 'Cookies for Ads' })
  await expect(ads).not.toBeChecked()
  await ads.check()
  await dialog.getByRole('button', { name: 'Accept Selection' }).click()
  expect(await storedConsent(page)).toEqual({ ad_storage: 'granted' })
})

test('Accept All grants ads, and a stored choice lets an outside click close the dialog', async ({
  page,
}) => {
  await page.goto('/')
  const dialog = page.getByRole('dialog', { name: 'Cookie settings' })
  await dialog.getByRole('button', { name: 'Accept All' }).click()
  await expect(dialog).toBeHidden()
  expect(await storedConsent(page)).toEqual({ ad_storage: 'granted' })

  await page.reload()
  await expect(dialog).toBeHidden()
  await page.getByRole('button', { name: 'Cookie Settings' }).click()
  await expect(dialog.getByRole('checkbox', { name: 'Cookies for Ads' })).toBeChecked()
  await page.mouse.click(5, 5)
  await expect(dialog).toBeHidden()
  expect(await storedConsent(page)).toEqual({ ad_storage: 'granted' })
})
