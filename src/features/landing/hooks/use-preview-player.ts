import { usePlayer } from '@/lib/use-player'
import { type PreviewSong, previewEvents } from '../preview-song'
import { isBusy, type PreviewView, STOPPED } from '../preview-state'

/** Plays `song` once on the page's player (its piano); reports the bar being heard. */
export function usePreviewPlayer(song: PreviewSong) {
  const player = usePlayer()
  const view: PreviewView =
    player.status === 'playing'
      ? { status: 'playing', bar: player.bar ?? 0 }
      : player.status === 'stopped'
        ? STOPPED
        : { status: player.status }

  const play = () => {
    void player.start(async (engine) => {
      const { bpm, timeSignature } = song.doc
      await engine.load('piano')
      await engine.play(previewEvents(song), { bpm, beatsPerBar: timeSignature.beats })
    })
  }

  const busy = isBusy(view)
  return { view, busy, toggle: busy ? player.stop : play }
}
