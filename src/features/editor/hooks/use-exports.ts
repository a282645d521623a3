import { useCallback, useMemo } from 'react'
import type { SongDocument } from '@/song/types'
import { downloadFile, fileStem } from './download'

/** MIDI, ChordPro and plain-text downloads; the exporters (and their libraries) load on first use. */
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
  const exportChordPro = useCallback(async () => {
    const { songToChordPro } = await import('@/song/formats/chordpro-export')
    const song = doc()
    downloadFile(
      `${fileStem(song.name)}.cho`,
      songToChordPro(song, { transpose: transpose() }),
      'text/plain;charset=utf-8',
    )
  }, [doc, transpose])
  const exportPlainText = useCallback(async () => {
    const { songToPlainText } = await import('@/song/formats/plain-text-export')
    const song = doc()
    downloadFile(
      `${fileStem(song.name)}.txt`,
      songToPlainText(song, { transpose: transpose() }),
      'text/plain;charset=utf-8',
    )
  }, [doc, transpose])
  return useMemo(
    () => ({ exportMidi, exportChordPro, exportPlainText }),
    [exportMidi, exportChordPro, exportPlainText],
  )
}
