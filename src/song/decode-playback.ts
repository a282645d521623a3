import { DEFAULT_MIX, type Mix, readMix } from '@/audio/mix'
import { DEFAULT_STYLE, isStyleId, STYLE_NAMES, type StyleId } from '@/audio/styles/style-ids'
import { type ProblemLog, quoted } from './problem-log'

// The song's sound: its style and mix (the record's `playback`), and a section's own style.
// Songs saved before there was a style play as they always did: block chords, every part at
// the default volume.

export function decodePlayback(value: unknown, problems: ProblemLog): { style: StyleId; mix: Mix } {
  if (value === undefined || value === null) return { style: DEFAULT_STYLE, mix: DEFAULT_MIX }
  if (typeof value !== 'object' || Array.isArray(value)) {
    problems.add(
      `The playback settings ${quoted(value)} are not settings; the song plays as block chords.`,
    )
    return { style: DEFAULT_STYLE, mix: DEFAULT_MIX }
  }
  const { style, mix } = value as Record<string, unknown>
  let decodedStyle = DEFAULT_STYLE
  if (isStyleId(style)) decodedStyle = style
  else if (style !== undefined) {
    problems.add(
      `The style ${quoted(style)} is not one we play; set to ${STYLE_NAMES[DEFAULT_STYLE]}.`,
    )
  }
  if (mix !== undefined && (typeof mix !== 'object' || mix === null || Array.isArray(mix))) {
    problems.add(`The mix ${quoted(mix)} is not a mix; every part plays at the default volume.`)
  }
  const read = readMix(mix)
  for (const part of read.invalid) {
    problems.add(
      `The ${part} volume ${quoted((mix as Record<string, unknown>)[part])} is not a volume; set to the default.`,
    )
  }
  return { style: decodedStyle, mix: read.mix }
}

export function decodeSectionStyle(
  value: unknown,
  where: string,
  problems: ProblemLog,
): StyleId | undefined {
  if (value === undefined || value === null) return undefined
  if (isStyleId(value)) return value
  problems.add(`${where}: the style ${quoted(value)} is not one we play; the song's style is used.`)
  return undefined
}
