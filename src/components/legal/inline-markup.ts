// The two marks the policy texts use (src/content/legal): **strong** and [text](href).

export type InlinePart =
  | { kind: 'text'; text: string }
  | { kind: 'strong'; text: string }
  | { kind: 'link'; text: string; href: string }

const MARK = /\*\*(.+?)\*\*|\[([^\]]+)\]\(([^()\s]+)\)/g

/** Our pages, a section of this page, an e-mail address or a secure web address. */
export const isAllowedHref = (href: string): boolean =>
  /^(\/(?!\/)|#[a-z0-9-]+$|mailto:[^\s@]+@[^\s@]+$|https:\/\/)/.test(href)

export function parseInline(source: string): InlinePart[] {
  const parts: InlinePart[] = []
  let last = 0
  for (const match of source.matchAll(MARK)) {
    const [whole, strong, label, href] = match
    if (match.index > last) parts.push({ kind: 'text', text: source.slice(last, match.index) })
    if (strong !== undefined) parts.push({ kind: 'strong', text: strong })
    else if (label !== undefined && href !== undefined) {
      if (!isAllowedHref(href)) throw new Error(`Not a link a policy may hold: ${href}`)
      parts.push({ kind: 'link', text: label, href })
    }
    last = match.index + whole.length
  }
  if (last < source.length) parts.push({ kind: 'text', text: source.slice(last) })
  return parts
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
]

/** "2026-11-21" → "21 November 2026", the same on the server and in every browser. */
export function formatLegalDate(iso: string): string {
  const [year, month, day] = iso.split('-').map(Number)
  const name = MONTHS[(month ?? 0) - 1]
  if (!year || !name || !day) throw new Error(`Not a date: ${iso}`)
  return `${day} ${name} ${year}`
}
