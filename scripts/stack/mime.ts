// Just enough MIME to read the mail PocketBase sends: headers, multipart, quoted-printable, base64.

export type ParsedMail = { subject: string; text: string; html: string }

export function parseMail(raw: string): ParsedMail {
  const { headers, body } = splitHeaders(raw)
  const parts = collectParts(headers, body)
  return {
    subject: decodeWords(headers.get('subject') ?? ''),
    text: parts.find((p) => p.type.startsWith('text/plain'))?.content ?? '',
    html: parts.find((p) => p.type.startsWith('text/html'))?.content ?? '',
  }
}

export function extractLinks(mail: ParsedMail): string[] {
  const found = `${mail.text}\n${mail.html}`.match(/https?:\/\/[^\s"'<>]+/g) ?? []
  // Plain-text mail wraps links in prose or markdown ("(https://…)."): that punctuation is not the link's.
  const clean = (link: string) => link.replaceAll('&amp;', '&').replace(/[).,;]+$/, '')
  return [...new Set(found.map(clean))]
}

function splitHeaders(raw: string) {
  const normalised = raw.replace(/\r\n/g, '\n')
  const end = normalised.indexOf('\n\n')
  const head = end === -1 ? normalised : normalised.slice(0, end)
  const body = end === -1 ? '' : normalised.slice(end + 2)
  const headers = new Map<string, string>()
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':')
    if (colon > 0)
      headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim())
  }
  return { headers, body }
}

function collectParts(
  headers: Map<string, string>,
  body: string,
): { type: string; content: string }[] {
  const type = headers.get('content-type') ?? 'text/plain'
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1]
  if (type.toLowerCase().startsWith('multipart/') && boundary) {
    return body
      .split(`--${boundary}`)
      .slice(1)
      .filter((chunk) => !chunk.startsWith('--'))
      .flatMap((chunk) => {
        const part = splitHeaders(chunk.replace(/^\n/, ''))
        return collectParts(part.headers, part.body)
      })
  }
  const encoding = (headers.get('content-transfer-encoding') ?? '').toLowerCase()
  return [{ type: type.toLowerCase(), content: decodeBody(body, encoding) }]
}

function decodeBody(body: string, encoding: string): string {
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body)
  return body
}

function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\n/g, '')
  const bytes: number[] = []
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3)
    if (joined[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16))
      i += 2
    } else {
      bytes.push(...Buffer.from(joined[i] ?? '', 'utf8'))
    }
  }
  return Buffer.from(bytes).toString('utf8')
}

function decodeWords(value: string): string {
  return value.replace(
    /=\?([^?]+)\?([bq])\?([^?]*)\?=/gi,
    (_, _charset, kind: string, data: string) =>
      kind.toLowerCase() === 'b'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeQuotedPrintable(data.replace(/_/g, ' ')),
  )
}
