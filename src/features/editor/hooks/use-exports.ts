import { useCallback, useMemo } from 'react'
import type { SongDocument } from '../document/types'
import { downloadFile, fileStem } from './download'

/** MIDI, WAV and ChordPro downloads; the exporters (and their libraries) load on first use. */
export function useExports(doc: () => SongDocument, transpose: () => number) {
  const exportMidi = useCallback(async () => {
    const { songToMidi } = await import('../export/midi')
    const song = doc()
    // As heard: transposed like the playback.
    downloadFile(
      `${fileStem(song.name)}.mid`,
      songToMidi(song, { transpose: transpose() }),
      'audio/midi',
    )
  }, [doc, transpose])
  const exportWav = useCallback(async () => {
    const { songToWav } = await import('../export/wav')
    const song = doc()
    downloadFile(
      `${fileStem(song.name)}.wav`,
      await songToWav(song, { transpose: transpose() }),
      'audio/wav',
    )
  }, [doc, transpose])
  const exportChordPro = useCallback(async () => {
    const { songToChordPro } = await import('../export/chordpro')
    const song = doc()
    downloadFile(
      `${fileStem(song.name)}.cho`,
      songToChordPro(song, { transpose: transpose() }),
      'text/plain;charset=utf-8',
    )
  }, [doc, transpose])
  return useMemo(
    () => ({ exportMidi, exportWav, exportChordPro }),
    [exportMidi, exportWav, exportChordPro],
  )
}
