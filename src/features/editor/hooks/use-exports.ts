import { useCallback, useMemo } from 'react'
import type { SongDocument } from '@/song/types'
import { downloadFile, fileStem } from './download'

/** MIDI, WAV, ChordPro and plain-text downloads; the exporters (and their libraries) load on first use. */
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
    () => ({ exportMidi, exportWav, exportChordPro, exportPlainText }),
    [exportMidi, exportWav, exportChordPro, exportPlainText],
  )
}
