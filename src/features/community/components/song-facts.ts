import { instrumentLabel } from '@/song/instruments'
import type { CommunitySong } from '../types'

/** "Key G · 96 bpm · 4/4 · Guitar": what a card says about a song, leaving out what is unset. */
export function songFacts(song: CommunitySong): string {
  return [
    song.key && `Key ${song.key}`,
    song.bpm !== null && `${song.bpm} bpm`,
    song.timeSignature,
    instrumentLabel(song.instrument),
  ]
    .filter(Boolean)
    .join(' · ')
}
