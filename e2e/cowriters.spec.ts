import {
  bar,
  cowriterCall,
  openSong,
  ownerAndCowriter,
  saveStatus,
  songCall,
  storedSections,
} from './support/cowriting.ts'
import { expect, test } from './support/fixtures.ts'
import { waitForMailLink } from './support/mail.ts'
import { storeConsent } from './support/stack.ts'
import { createSong, grant, signInPage } from './support/users.ts'

// Co-writers against the real stack: the owner invites by e-mail from the share dialog, the
// invitee accepts from the mail and edits live with the owner; what a co-writer may not do is
// refused; the owner removes them and their access ends at once.

async function typeChord(
  page: import('@playwright/test').Page,
  section: string,
  n: number,
  chord: string,
) {
  await bar(page, section, n).focus()
  await page.keyboard.type(chord)
  await page.keyboard.press('Enter')
}

test('invite by e-mail, accept from the mail, edit together; removed, the access is gone at once', async ({
  browser,
  users,
}) => {
  test.setTimeout(180_000)
  const owner = await users.create('invite-owner', 'Olive Owner')
  const invitee = await users.create('invite-cowriter', 'Cora Cowriter')
  await grant(owner, { premiumDays: 30 })
  await grant(invitee, { trialDays: 10 })
  const song = await createSong(owner, {
    name: 'Invited Song',
    timesignature: '4/4',
    tablecontent: [[['C'], ['Am'], ['F'], ['G']]],
    labelcontent: [{ label: 'Verse', repeat: 1 }],
  })
  const ownerTab = await openSong(browser, owner, song.id)

  await ownerTab.getByRole('button', { name: 'Share', exact: true }).click()
  const dialog = ownerTab.getByRole('dialog', { name: 'Share this song' })
  await dialog.getByLabel('E-mail address to invite').fill(invitee.email)
  await dialog.getByRole('button', { name: 'Invite' }).click()
  await expect(dialog.getByRole('status').last()).toHaveText(`Invitation sent to ${invitee.email}.`)
  const list = dialog.getByRole('list', { name: 'Co-writers of this song' })
  await expect(list.getByRole('listitem')).toContainText(invitee.email)
  await expect(list.getByRole('listitem')).toContainText('Invited')

  const link = await waitForMailLink(invitee.email, '/co-write/')
  const inviteeTab = await (await browser.newContext()).newPage()
  await storeConsent(inviteeTab)
  await signInPage(inviteeTab, invitee)
  await inviteeTab.goto(link)
  await inviteeTab.getByRole('button', { name: 'Accept and open the song' }).click()
  await expect(inviteeTab).toHaveURL(new RegExp(`/write/${song.id}$`))
  await expect(bar(inviteeTab, 'Verse', 1)).toBeVisible({ timeout: 30_000 })

  // The co-writer's edit reaches the owner's tab live.
  await typeChord(inviteeTab, 'Verse', 2, 'Dm7')
  await expect(saveStatus(inviteeTab)).toHaveText('Saved', { timeout: 15_000 })
  await expect(bar(ownerTab, 'Verse', 2)).toHaveAccessibleName('Verse, bar 2: Dm7', {
    timeout: 5_000,
  })

  // The owner's list now names the co-writer as writing.
  await dialog.getByRole('button', { name: 'Done' }).click()
  await ownerTab.getByRole('button', { name: 'Share', exact: true }).click()
  await expect(list.getByRole('listitem')).toContainText('Cora Cowriter')
  await expect(list.getByRole('listitem')).toContainText('Writing')

  // The co-writer's share dialog offers neither a link nor invitations.
  await inviteeTab.getByRole('button', { name: 'Share', exact: true }).click()
  const theirs = inviteeTab.getByRole('dialog', { name: 'Share this song' })
  await expect(theirs.getByText('You write this song with its owner.')).toBeVisible()
  await expect(theirs.getByRole('button', { name: 'Make a link' })).toHaveCount(0)
  await expect(theirs.getByLabel('E-mail address to invite')).toHaveCount(0)
  await theirs.getByRole('button', { name: 'Done' }).click()

  // Removed: the very next read is refused, and the editor offers to keep the edits as a new song.
  await dialog.getByRole('button', { name: 'Remove Cora Cowriter' }).click()
  await expect(dialog.getByRole('status').last()).toHaveText(
    'Cora Cowriter no longer writes this song.',
  )
  expect((await songCall(invitee, song.id)).status).toBe(404)
  await typeChord(inviteeTab, 'Verse', 3, 'Bb')
  await expect(
    inviteeTab.getByRole('dialog', { name: 'This song was deleted somewhere else' }),
  ).toBeVisible({ timeout: 15_000 })
  const [verse] = await storedSections(owner, song.id)
  expect(verse?.bars.map((stored) => stored.chords[0])).toEqual(['C', 'Dm7', 'F', 'G'])
})

test('a co-writer cannot delete, share, move the song or invite others', async ({ users }) => {
  const { owner, cowriter, song } = await ownerAndCowriter(users, 'forbidden')
  const { body } = await songCall(cowriter, song.id)
  const revision = (body as { revision: number }).revision
  const patch = (fields: object) =>
    songCall(cowriter, song.id, { method: 'PATCH', body: JSON.stringify({ ...fields, revision }) })

  const refused = {
    delete: (await songCall(cowriter, song.id, { method: 'DELETE' })).status,
    share: (await patch({ share_slug: 'x'.repeat(22) })).status,
    ownerChange: (await patch({ user: cowriter.id })).status,
    invite: (
      await cowriterCall(cowriter, 'invite', { song: song.id, email: 'x@songpad-tests.test' })
    ).status,
  }
  console.log(`[figures] a co-writer's forbidden operations answered ${JSON.stringify(refused)}`)
  expect(refused).toEqual({ delete: 404, share: 404, ownerChange: 404, invite: 403 })

  const stored = await songCall(owner, song.id)
  expect(stored.body).toMatchObject({ user: owner.id, share_slug: '', revision })
})

test('each editor shows who else is in the song, on the bar they have selected', async ({
  browser,
  users,
}) => {
  test.setTimeout(120_000)
  const { owner, cowriter, song } = await ownerAndCowriter(users, 'presence')
  const ownerTab = await openSong(browser, owner, song.id)
  const cowriterTab = await openSong(browser, cowriter, song.id)
  const badge = (page: import('@playwright/test').Page, cell: string, name: string) =>
    page.locator(`[data-bar="${cell}"]`).getByRole('listitem').filter({ hasText: name })

  await bar(ownerTab, 'Verse', 3).click()
  await expect(badge(cowriterTab, '0-2', 'Olive')).toBeVisible({ timeout: 5_000 })
  await expect(badge(cowriterTab, '0-2', 'Olive')).toHaveAttribute('title', 'Olive Owner')

  const moved = Date.now()
  await bar(cowriterTab, 'Chorus', 2).click()
  await expect(badge(ownerTab, '1-1', 'Cora')).toBeVisible({ timeout: 5_000 })
  console.log(`[figures] presence: a move showed on the other editor in ${Date.now() - moved} ms`)

  await bar(ownerTab, 'Verse', 1).click()
  await expect(badge(cowriterTab, '0-0', 'Olive')).toBeVisible({ timeout: 5_000 })
  await expect(badge(cowriterTab, '0-2', 'Olive')).toHaveCount(0)

  // Leaving the song takes the badge away.
  await cowriterTab.close()
  await expect(badge(ownerTab, '1-1', 'Cora')).toHaveCount(0, { timeout: 10_000 })
})

test('the history lists who saved what, and restoring a version is a new save both editors get', async ({
  browser,
  users,
}) => {
  test.setTimeout(120_000)
  const { owner, cowriter, song } = await ownerAndCowriter(users, 'history')
  const ownerTab = await openSong(browser, owner, song.id)
  const cowriterTab = await openSong(browser, cowriter, song.id)

  await typeChord(cowriterTab, 'Verse', 2, 'Dm')
  await expect(saveStatus(cowriterTab)).toHaveText('Saved', { timeout: 15_000 })
  await expect(bar(ownerTab, 'Verse', 2)).toHaveAccessibleName('Verse, bar 2: Dm', {
    timeout: 5_000,
  })
  await typeChord(ownerTab, 'Chorus', 3, 'E7')
  await expect(saveStatus(ownerTab)).toHaveText('Saved', { timeout: 15_000 })

  await ownerTab.getByRole('button', { name: 'History', exact: true }).click()
  const history = ownerTab.getByRole('dialog', { name: 'History of this song' })
  const saves = history.getByRole('list', { name: 'Saves, newest first' }).getByRole('listitem')
  await expect(saves).toHaveCount(2)
  await expect(saves.nth(0)).toContainText('Olive Owner')
  await expect(saves.nth(0)).toContainText('Chorus: chords of 1 bar')
  await expect(saves.nth(1)).toContainText('Cora Cowriter')
  await expect(saves.nth(1)).toContainText('Verse: chords of 1 bar')

  await saves
    .nth(1)
    .getByRole('button', { name: /^Restore the version saved/ })
    .click()
  await expect(history).toBeHidden()
  await expect(bar(ownerTab, 'Chorus', 3)).toHaveAccessibleName('Chorus, bar 3: C')
  await expect(saveStatus(ownerTab)).toHaveText('Saved', { timeout: 15_000 })
  await expect(bar(cowriterTab, 'Chorus', 3)).toHaveAccessibleName('Chorus, bar 3: C', {
    timeout: 5_000,
  })
  const [verse, chorus] = await storedSections(owner, song.id)
  expect(verse?.bars.map((stored) => stored.chords[0])).toEqual(['C', 'Dm', 'F', 'G'])
  expect(chorus?.bars.map((stored) => stored.chords[0])).toEqual(['F', 'G', 'C', 'C'])

  // The co-writer reads the same history, the restore on top.
  await cowriterTab.getByRole('button', { name: 'History', exact: true }).click()
  const theirs = cowriterTab
    .getByRole('dialog', { name: 'History of this song' })
    .getByRole('list', { name: 'Saves, newest first' })
    .getByRole('listitem')
  await expect(theirs).toHaveCount(3)
  await expect(theirs.nth(0)).toContainText('Olive Owner')
  await expect(theirs.nth(0)).toContainText('Chorus: chords of 1 bar')
})

test('an invitation link explains what is missing: a sign-in, premium or a valid link', async ({
  page,
  users,
}) => {
  test.setTimeout(90_000)
  const owner = await users.create('refused-owner', 'Olive Owner')
  const invitee = await users.create('refused-invitee', 'Frank Free')
  await grant(owner, { premiumDays: 30 })
  const song = await createSong(owner, { name: 'Not Yet' })
  expect(
    (await cowriterCall(owner, 'invite', { song: song.id, email: invitee.email })).status,
  ).toBe(201)
  const link = await waitForMailLink(invitee.email, '/co-write/')
  await storeConsent(page)

  await page.goto(link)
  await expect(page.getByRole('heading', { name: 'Write a song together' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Sign in' }).last()).toBeVisible()

  await signInPage(page, invitee)
  await page.goto(link)
  await page.getByRole('button', { name: 'Accept and open the song' }).click()
  const alert = page.getByRole('alert').filter({ hasText: 'Co-writing needs premium' })
  await expect(alert).toBeVisible()
  await expect(alert.getByRole('link', { name: 'Go to your account page' })).toBeVisible()

  await page.goto('/co-write/not-a-real-invitation')
  await page.getByRole('button', { name: 'Accept and open the song' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'not valid any more' })).toBeVisible()
})
