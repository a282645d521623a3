import { createServer, type Server } from 'node:http'
import { simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'
import { extractLinks } from './mail-links.ts'

export type CaughtMail = {
  id: number
  from: string
  to: string[]
  subject: string
  text: string
  html: string
  links: string[]
  receivedAt: string
}

/** Mail to this domain is held before it is accepted, as by a slow mail server. */
export const SLOW_MAIL_DOMAIN = 'slow-mail.test'
export const SLOW_MAIL_MS = 2500

const isSlow = (to: string[]) => to.some((address) => address.endsWith(`@${SLOW_MAIL_DOMAIN}`))

/**
 * Catches the mail PocketBase sends (verification, password reset) on loopback.
 * Prints each one with its links and serves them as JSON: GET /messages[?to=addr], DELETE /messages.
 */
export async function startMailCatcher(smtpPort: number, httpPort: number, print = true) {
  const mails: CaughtMail[] = []
  let nextId = 1

  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream).then((message) => {
        const parsed = {
          subject: message.subject ?? '',
          text: message.text ?? '',
          html: message.html || '',
        }
        const mail: CaughtMail = {
          id: nextId++,
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
          ...parsed,
          links: extractLinks(parsed),
          receivedAt: new Date().toISOString(),
        }
        mails.push(mail)
        if (print) {
          console.log(`[mail] to ${mail.to.join(', ')}: ${mail.subject}`)
          // The HTML's doctype and namespace are no links of the mail's.
          for (const link of mail.links.filter((link) => !link.startsWith('http://www.w3.org/')))
            console.log(`[mail]   ${link}`)
        }
        // PocketBase's send (and whatever it does after) waits for this answer.
        setTimeout(callback, isSlow(mail.to) ? SLOW_MAIL_MS : 0)
      }, callback)
    },
  })

  const http: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost')
    response.setHeader('content-type', 'application/json')
    if (url.pathname !== '/messages') {
      response.statusCode = 404
      response.end(JSON.stringify({ message: 'Not found.' }))
    } else if (request.method === 'DELETE') {
      mails.length = 0
      response.end('[]')
    } else {
      const to = url.searchParams.get('to')?.toLowerCase()
      response.end(JSON.stringify(to ? mails.filter((m) => m.to.includes(to)) : mails))
    }
  })

  await new Promise<void>((resolve) => smtp.listen(smtpPort, '127.0.0.1', resolve))
  await new Promise<void>((resolve) => http.listen(httpPort, '127.0.0.1', resolve))

  return {
    stop: () =>
      Promise.all([
        new Promise<void>((resolve) => smtp.close(() => resolve())),
        new Promise<void>((resolve) => http.close(() => resolve())),
      ]),
  }
}
