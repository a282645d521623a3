import { renderWav } from '@/audio/render'
import type { SongDocument } from '@/song/types'
import { barStyles, playbackEvents, playedBars } from '../playback-plan'

// The song as a WAV file: the player's engine rendering offline, with the song's style and mix,
// so the file sounds as Play does (no count-in or metronome: they are for practice).

export function songToWav(document: SongDocument, options: { transpose?: number } = {}) {
  const events = playbackEvents(document, { transpose: options.transpose })
  return renderWav({
    events,
    instrument: document.instrument,
    mix: document.mix,
    options: {
      bpm: document.bpm,
      beatsPerBar: document.timeSignature.beats,
      style: document.style,
      barStyles: barStyles(document, playedBars(document)),
      fromBar: 0,
    },
  })
}
