import { expect, type Page } from '@playwright/test'

export const pbUrl = process.env.PB_URL ?? 'http://127.0.0.1:8091'
export const mailUrl = process.env.MAIL_URL ?? 'http://127.0.0.1:8026/messages'

export const demo = {
  password: 'songpad-demo',
  free: { email: 'free@songpad.test', name: 'Frida Free' },
  trial: { email: 'trial@songpad.test', name: 'Tove Trial' },
  premium: { email: 'premium@songpad.test', name: 'Paul Premium' },
}

/** Signs in through PocketBase's API and hands the session to the page as the SDK stores it. */
export async function signInAs(page: Page, email: string, password = demo.password) {
  const response = await fetch(`${pbUrl}/api/collections/users/auth-with-password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identity: email, password }),
  })
  if (!response.ok) throw new Error(`Sign-in as ${email} failed: ${response.status}`)
  const { token, record } = await response.json()
  await seedLocalStorage(page, 'pocketbase_auth', JSON.stringify({ token, model: record }))
}

/** Stores a consent choice before the page loads, so the dialog stays closed. */
export async function storeConsent(page: Page, adStorage: 'granted' | 'denied' = 'denied') {
  await seedLocalStorage(page, 'consentMode', JSON.stringify({ ad_storage: adStorage }))
}

// Seeds once per tab, so a later sign-out or choice in the test survives a reload.
function seedLocalStorage(page: Page, key: string, value: string) {
  return page.addInitScript(
    (entry) => {
      const flag = `e2e-seeded:${entry.key}`
      if (window.sessionStorage.getItem(flag)) return
      window.localStorage.setItem(entry.key, entry.value)
      window.sessionStorage.setItem(flag, '1')
    },
    { key, value },
  )
}

/**
 * Opens a page and waits until the app has hydrated it: prerendered pages load their scripts after
 * the first paint, and until then their buttons do nothing (links and reading work at once).
 */
export async function gotoLive(page: Page, path: string) {
  const response = await page.goto(path)
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  return response
}
