// Reads the mail PocketBase sent from the mail catcher (MAIL_URL) and picks out its links.
import { expect } from '@playwright/test'
import type { CaughtMail } from '../../scripts/stack/mail-catcher.ts'
import { mailUrl } from './stack.ts'

export type MailQuery = {
  /** Only mail with a link containing this, e.g. '/auth/confirm-verification/'. */
  linkIncludes?: string
  timeoutMs?: number
}

/** The newest mail to `to` matching the query that the catcher holds now, if any. */
async function newestMail(to: string, linkIncludes?: string): Promise<CaughtMail | undefined> {
  const response = await fetch(`${mailUrl}?to=${encodeURIComponent(to)}`)
  if (!response.ok) return undefined
  const mails = (await response.json()) as CaughtMail[]
  return mails
    .filter((mail) => !linkIncludes || mail.links.some((link) => link.includes(linkIncludes)))
    .at(-1)
}

/** Waits for the newest mail to `to` (matching the query) and returns it. */
export async function waitForMail(to: string, query: MailQuery = {}): Promise<CaughtMail> {
  const { linkIncludes, timeoutMs = 15_000 } = query
  let found: CaughtMail | undefined
  await expect
    .poll(
      async () => {
        found = await newestMail(to, linkIncludes)
        return found
      },
      {
        message: `No mail to ${to}${linkIncludes ? ` with a ${linkIncludes} link` : ''} arrived`,
        timeout: timeoutMs,
        intervals: [100, 250],
      },
    )
    .toBeDefined()
  return found as CaughtMail
}

/** The mail's link whose path contains `part`, as a path the test's page can open. */
export function mailLink(mail: CaughtMail, part: string): string {
  const link = mail.links.find((candidate) => candidate.includes(part))
  if (!link) throw new Error(`The mail "${mail.subject}" has no ${part} link: ${mail.links}`)
  const url = new URL(link)
  return `${url.pathname}${url.search}`
}

/** Waits for the mail and returns its link in one step. */
export async function waitForMailLink(to: string, part: string): Promise<string> {
  return mailLink(await waitForMail(to, { linkIncludes: part }), part)
}
