// Reads the mail PocketBase sent from the mail catcher (MAIL_URL) and picks out its links.
import type { CaughtMail } from '../../scripts/stack/mail-catcher.ts'
import { mailUrl } from './stack.ts'

const POLL_MS = 250

export type MailQuery = {
  /** Only mail with a link containing this, e.g. '/auth/confirm-verification/'. */
  linkIncludes?: string
  timeoutMs?: number
}

/** Waits for the newest mail to `to` (matching the query) and returns it. */
export async function waitForMail(to: string, query: MailQuery = {}): Promise<CaughtMail> {
  const { linkIncludes, timeoutMs = 15_000 } = query
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    const response = await fetch(`${mailUrl}?to=${encodeURIComponent(to)}`)
    if (response.ok) {
      const mails = (await response.json()) as CaughtMail[]
      const match = mails
        .filter((mail) => !linkIncludes || mail.links.some((link) => link.includes(linkIncludes)))
        .at(-1)
      if (match) return match
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS))
  }
  throw new Error(`No mail to ${to}${linkIncludes ? ` with a ${linkIncludes} link` : ''} arrived`)
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
