// The mail PocketBase sent, as the mail catcher of the test stack holds it (MAIL_URL).
import type { CaughtMail } from '../../scripts/stack/mail-catcher.ts'

export const mailUrl = process.env.MAIL_URL ?? 'http://127.0.0.1:8026/messages'

export async function mailsTo(email: string): Promise<CaughtMail[]> {
  return (await fetch(`${mailUrl}?to=${encodeURIComponent(email)}`)).json()
}
