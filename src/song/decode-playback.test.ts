import { describe, expect, it } from 'vitest'
import { DEFAULT_MIX } from '@/audio/mix'
import { decodeSong } from './decode'
import { encodeSong } from './encode'

const song = (fields: Record<string, unknown>) => ({
  name: 'Song',
  timesignature: '4/4',
  tablecontent: [[['C']], [['G']]],
  labelcontent: [
    { label: 'Verse', repeat: 1 },
    { label: 'Bridge', repeat: 1, style: 'swing' },
  ],
  ...fields,
})

describe('the song’s sound', () => {
  it('reads the style and mix, and a section’s own style, and writes them back', () => {
    const mix = { ...DEFAULT_MIX, drums: { volume: 0.25, muted: true } }
    const { document, problems } = decodeSong(song({ playback: { style: 'bossa', mix } }))
    expect(problems).toEqual([])
    expect(document.style).toBe('bossa')
    expect(document.mix).toEqual(mix)
    expect(document.sections.map((section) => section.style)).toEqual([undefined, 'swing'])
    const stored = encodeSong(document)
    expect(stored.playback).toEqual({ style: 'bossa', mix })
    expect(stored.labelcontent).toEqual([
      { label: 'Verse', repeat: 1 },
      { label: 'Bridge', repeat: 1, style: 'swing' },
    ])
  })

  it('plays a song saved before styles as block chords, quietly', () => {
    const { document, problems } = decodeSong(song({}))
    expect(problems).toEqual([])
    expect(document.style).toBe('block')
    expect(document.mix).toEqual(DEFAULT_MIX)
  })

  it('repairs a bad style or volume with a problem in words, keeping what is valid', () => {
    const { document, problems } = decodeSong(
      song({
        playback: {
          style: 'polka',
          mix: {
            ...DEFAULT_MIX,
            bass: { volume: 3, muted: false },
            drums: { volume: 0.5, muted: true },
          },
        },
        labelcontent: [
          { label: 'Verse', repeat: 1, style: 42 },
          { label: 'Bridge', repeat: 1 },
        ],
      }),
    )
    expect(document.style).toBe('block')
    expect(document.mix.bass).toEqual(DEFAULT_MIX.bass)
    expect(document.mix.drums).toEqual({ volume: 0.5, muted: true })
    expect(document.sections[0]?.style).toBeUndefined()
    expect(problems).toEqual([
      'The style "polka" is not one we play; set to Block chords.',
      'The bass volume {"volume":3,"muted":false} is not a volume; set to the default.',
      "Section 1: the style 42 is not one we play; the song's style is used.",
    ])
  })

  it('never throws on junk playback settings', () => {
    for (const playback of [
      'bossa',
      7,
      [],
      { mix: 'loud' },
      { style: null, mix: { chords: null } },
    ]) {
      const { document, problems } = decodeSong(song({ playback }))
      expect(document.style).toBe('block')
      expect(problems.length).toBeGreaterThan(0)
    }
  })
})
