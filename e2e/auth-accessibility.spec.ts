// axe on every auth view and its error states, in both themes (contrast included).

import { expect, type Page, test } from '@playwright/test'
import { axeViolations } from './support/axe.ts'
import { storeConsent } from './support/stack.ts'

// Each test loads a page, waits for the server and runs axe: slow on a busy 2-core machine.
test.describe.configure({ timeout: 120_000 })
const SERVER_MS = 30_000

const main = (page: Page) => page.getByRole('main')

const states: { name: string; open: (page: Page) => Promise<void> }[] = [
  {
    name: 'sign in with a failed login',
    open: async (page) => {
      await page.goto('/auth')
      await main(page).getByLabel('Email').fill('nobody@songpad-tests.test')
      await main(page).getByLabel('Password').fill('wrong-password')
      await main(page).getByRole('button', { name: 'Login' }).click()
      await expect(main(page).getByText('Invalid email or password')).toBeVisible({
        timeout: SERVER_MS,
      })
    },
  },
  {
    name: 'register with the required messages',
    open: async (page) => {
      await page.goto('/auth?view=register')
      await main(page).getByRole('button', { name: 'Sign Up' }).click()
      await expect(main(page).getByText('Please enter your name.')).toBeVisible()
    },
  },
  {
    name: 'reset with its error',
    open: async (page) => {
      await page.goto('/auth?view=reset')
      await main(page).getByRole('button', { name: 'Send password request' }).click()
      await expect(main(page).getByRole('alert')).toHaveText('There was an error', {
        timeout: SERVER_MS,
      })
    },
  },
  {
    name: 'set a new password with its messages',
    open: async (page) => {
      // A well-formed token that expires in a year: the form shows, the server is not asked.
      const claims = btoa(
        JSON.stringify({ id: 'x', email: 'a@b.test', exp: Date.now() / 1000 + 3e7 }),
      )
      await page.goto(
        `/auth/confirm-password-reset/eyJhbGciOiJIUzI1NiJ9.${claims.replace(/=+$/, '')}.sig`,
      )
      await main(page).getByRole('button', { name: 'Save the new password' }).click()
      await expect(main(page).getByText('Please choose a new password.')).toBeVisible()
    },
  },
]

for (const theme of ['light', 'dark'] as const) {
  for (const state of states) {
    test(`${state.name} has no axe violations in the ${theme} theme`, async ({ page, baseURL }) => {
      await storeConsent(page)
      await page.context().addCookies([{ name: 'themesettings', value: theme, url: baseURL }])
      await state.open(page)
      await expect(page.locator('html')).toHaveAttribute(
        'data-theme',
        theme === 'light' ? 'cupcake' : 'dark',
      )
      expect(await axeViolations(page, theme, { include: 'main' })).toEqual([])
    })
  }
}
