import { randomBytes } from 'node:crypto'
import type { Page } from '@playwright/test'
import { premiumMember, publishSong, uniqueWord } from './support/community.ts'
import { expect, test } from './support/fixtures.ts'
import { pbUrl, storeConsent } from './support/stack.ts'
import type { TestUser } from './support/users.ts'

// What members write (song names, section labels, descriptions, tags, their own names) is shown as
// text on every page that shows it, never run as HTML or script.

const PAYLOADS = {
  img: '<img src=x onerror="window.__xss=1">',
  script: '<script>window.__xss=1</script>',
  svg: '"><svg onload=window.__xss=1>',
  js: 'javascript:window.__xss=1',
}

/** Records every dialog (alert, confirm, prompt) the page opens, dismissing it. */
function watchDialogs(page: Page): string[] {
  const opened: string[] = []
  page.on('dialog', (dialog) => {
    opened.push(`${dialog.type()}: ${dialog.message()}`)
    void dialog.dismiss()
  })
  return opened
}

/** Nothing ran, nothing was injected: no flag set, no dialog, no planted element or script link. */
async function expectInert(page: Page, dialogs: string[]) {
  // An onerror or onload would run once its request ends: every request has ended by network idle.
  await page.waitForLoadState('networkidle')
  expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined()
  expect(dialogs).toEqual([])
  await expect(page.locator('img[src="x"], svg[onload], [onerror]')).toHaveCount(0)
  await expect(page.locator('script', { hasText: '__xss' })).toHaveCount(0)
  await expect(page.locator('a[href^="javascript:" i]')).toHaveCount(0)
}

async function shareAs(user: TestUser, songId: string): Promise<string> {
  const slug = randomBytes(16).toString('base64url')
  const url = `${pbUrl}/api/collections/songs/records/${songId}`
  const headers = { 'content-type': 'application/json', authorization: user.token }
  // Every write of a song names the revision it was made on.
  const { revision } = await (await fetch(url, { headers })).json()
  const response = await fetch(url, {
    method: 'PATCH',
    headers,
    body: JSON.stringify({ share_slug: slug, revision }),
  })
  expect(response.status).toBe(200)
  return slug
}

test('script and HTML in a song and its author’s name show as text on every page', async ({
  page,
  browser,
  users,
}) => {
  test.setTimeout(180_000)
  const word = uniqueWord('xss')
  const name = `${word} ${PAYLOADS.img}`
  const description = `${PAYLOADS.script} ${PAYLOADS.svg} ${PAYLOADS.js}`
  const tags = [PAYLOADS.img, PAYLOADS.svg, PAYLOADS.js]
  const labels = [PAYLOADS.script, PAYLOADS.svg, PAYLOADS.img]
  const author = await premiumMember(page, 'xss-author', users, PAYLOADS.svg)
  const { songId, listingId } = await publishSong(author, {
    name,
    description,
    tags,
    tablecontent: [[['C']], [['F']], [['G']]],
    labelcontent: [{ label: labels[0], repeat: 1 }, { label: labels[1], repeat: 2 }, labels[2]],
  })
  const slug = await shareAs(author, songId)

  const readerContext = await browser.newContext()
  const reader = await readerContext.newPage()
  await premiumMember(reader, 'xss-reader', users)
  const readerDialogs = watchDialogs(reader)

  // The community list: the card's name, author, description and tags.
  await reader.goto(`/community?q=${word}`)
  const card = reader.getByRole('article', { name })
  await expect(card).toBeVisible({ timeout: 30_000 })
  await expect(card).toContainText(`by ${PAYLOADS.svg}`)
  await expect(card).toContainText(description)
  for (const tag of tags) await expect(card.getByText(tag, { exact: true })).toBeVisible()
  await expect(
    reader
      .getByRole('group', { name: 'Filter by tag' })
      .getByRole('button', { name: PAYLOADS.img }),
  ).toBeVisible()
  await expectInert(reader, readerDialogs)

  // The song's community page: title, byline, description, section labels, page title.
  await card.getByRole('link', { name }).click()
  await expect(reader.getByRole('heading', { level: 1, name })).toBeVisible({ timeout: 30_000 })
  await expect(reader.getByText(`by ${PAYLOADS.svg}`)).toBeVisible()
  await expect(reader.getByText(description)).toBeVisible()
  for (const label of labels) {
    await expect(reader.getByRole('heading', { level: 2, name: label })).toBeVisible()
  }
  await expect(reader).toHaveTitle(`${name} · Songpad`)
  expect(reader.url()).toContain(`/community/${listingId}`)
  await expectInert(reader, readerDialogs)

  // The shared page, signed out.
  const visitorContext = await browser.newContext()
  const visitor = await visitorContext.newPage()
  await storeConsent(visitor)
  const visitorDialogs = watchDialogs(visitor)
  await visitor.goto(`/shared/${slug}`)
  await expect(visitor.getByRole('heading', { level: 1, name })).toBeVisible({ timeout: 30_000 })
  await expect(visitor.getByText(description)).toBeVisible()
  for (const label of labels) {
    await expect(visitor.getByRole('heading', { level: 2, name: label })).toBeVisible()
  }
  await expectInert(visitor, visitorDialogs)

  // The author's editor: every field holds the text as typed.
  const authorDialogs = watchDialogs(page)
  await page.goto(`/write/${songId}`)
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue(name, { timeout: 30_000 })
  await expect(page.getByLabel('Description')).toHaveValue(description)
  await expect(page.getByLabel('Tags')).toHaveValue(tags.join(', '))
  for (const [index, label] of labels.entries()) {
    await expect(page.getByLabel(`Name of section ${index + 1}`)).toHaveValue(label)
  }
  await expectInert(page, authorDialogs)

  await readerContext.close()
  await visitorContext.close()
})
