// A song's credits (who made it, the capo a guitarist plays it with) have no field of their own:
// they live in the description, one "Artist: …" line each, where the songwriter sees and edits
// them in the song's settings, community search finds them, and ChordPro and plain text write them
// back as {artist: …} or "Artist: …". The name stays the song's name alone.

export const CREDIT_NAMES = [
  'artist',
  'subtitle',
  'composer',
  'lyricist',
  'album',
  'year',
  'copyright',
  'capo',
] as const

export type CreditName = (typeof CREDIT_NAMES)[number]

/** The capo is a fret number (the chords are stored as they sound); the others are text. */
export type Credits = Partial<Record<Exclude<CreditName, 'capo'>, string>> & { capo?: number }

const CAPO_MAX_FRET = 11

const title = (name: string) => name.charAt(0).toUpperCase() + name.slice(1)

const CREDIT_LINE = new RegExp(`^(${CREDIT_NAMES.join('|')}):[ \\t]*(.+?)\\s*$`, 'i')

/** A capo fret from text ("2", "3rd fret"), when it is one a capo can sit on. */
export function capoFret(text: string): number | undefined {
  const fret = Number.parseInt(text, 10)
  return fret > 0 && fret <= CAPO_MAX_FRET ? fret : undefined
}

/** Adds a credit read from a sheet; a second artist joins the first ("A, B"). */
export function addCredit(credits: Credits, name: CreditName, value: string): void {
  const text = value.trim()
  if (!text) return
  if (name === 'capo') {
    credits.capo ??= capoFret(text)
    return
  }
  credits[name] = credits[name] ? `${credits[name]}, ${text}` : text
}

/** The credits a description holds. */
export function readCredits(description: string): Credits {
  const credits: Credits = {}
  for (const line of description.split('\n')) {
    const match = CREDIT_LINE.exec(line.trim())
    if (match?.[1] && match[2]) addCredit(credits, match[1].toLowerCase() as CreditName, match[2])
  }
  return credits
}

/** The credits in their order, as [name, text] pairs. */
export function creditEntries(credits: Credits): [CreditName, string][] {
  return CREDIT_NAMES.flatMap((name) => {
    const value = credits[name]
    return value === undefined || value === ''
      ? []
      : [[name, String(value)] as [CreditName, string]]
  })
}

/** The description with these credits as its first lines, in place of any it had. */
export function withCredits(description: string, credits: Credits): string {
  const rest = description.split('\n').filter((line) => !CREDIT_LINE.test(line.trim()))
  const lines = creditEntries(credits).map(([name, value]) => `${title(name)}: ${value}`)
  return [...lines, ...rest].join('\n').trim()
}
