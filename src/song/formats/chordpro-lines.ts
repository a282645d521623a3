// The lines of a ChordPro sheet (chordpro.org, version 6) as directives and text: what the
// importer needs, read leniently. A line that is not a well-formed directive is text, so no input
// makes the reader fail.

export type ChordProLine = (
  | { kind: 'directive'; name: string; value: string; label?: string }
  | { kind: 'text'; text: string }
) & {
  /** Where it is in the sheet, from 1: what the import's list of unplaced parts names. */
  line: number
}

// The short names the format defines for the directives the importer reads.
const FULL_NAMES: Record<string, string> = {
  t: 'title',
  st: 'subtitle',
  c: 'comment',
  ci: 'comment_italic',
  cb: 'comment_box',
  highlight: 'comment',
  soc: 'start_of_chorus',
  eoc: 'end_of_chorus',
  sov: 'start_of_verse',
  eov: 'end_of_verse',
  sob: 'start_of_bridge',
  eob: 'end_of_bridge',
  sot: 'start_of_tab',
  eot: 'end_of_tab',
  sog: 'start_of_grid',
  eog: 'end_of_grid',
}

// "{name}", "{name: value}" or "{name value}"; a name may carry a selector ("{title-piano: …}").
const DIRECTIVE = /^\{\s*([a-z_]+)(?:-[\w!]+)?\s*(?::\s*|\s+|(?=\}))(.*?)\s*\}$/i
// Section directives may name their label as an attribute: {start_of_verse label="Verse 1"}.
const LABEL_ATTRIBUTE = /^label\s*=\s*"([^"]*)"$/i

type Directive = Extract<ChordProLine, { kind: 'directive' }>

function directive(line: string): Omit<Directive, 'line'> | undefined {
  const match = DIRECTIVE.exec(line)
  if (!match) return undefined
  const short = (match[1] ?? '').toLowerCase()
  let name = FULL_NAMES[short] ?? short
  let value = match[2] ?? ''
  // {meta: tempo 96} is {tempo: 96}.
  if (name === 'meta') {
    const [, metaName = '', metaValue = ''] = /^(\S+)\s*(.*)$/.exec(value) ?? []
    name = metaName.toLowerCase()
    value = metaValue
  }
  if (!name.startsWith('start_of_')) return { kind: 'directive', name, value }
  const attribute = LABEL_ATTRIBUTE.exec(value)
  return { kind: 'directive', name, value, label: attribute ? attribute[1] : value }
}

/** Each line of `text`: a directive, or text (comment lines, "# …", are left out). */
export function chordProLines(text: string): ChordProLine[] {
  return text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .flatMap((text, i): ChordProLine[] => {
      if (text.startsWith('#')) return []
      const read = directive(text.trim())
      return [read ? { ...read, line: i + 1 } : { kind: 'text', text, line: i + 1 }]
    })
}

/** A directive as a line of a sheet; braces and line breaks in the value would end it early. */
export function directiveLine(name: string, value = ''): string {
  const safe = value.replace(/[{]/g, '(').replace(/[}]/g, ')').replace(/\s+/g, ' ').trim()
  return safe ? `{${name}: ${safe}}` : `{${name}}`
}
