import { useMemo } from 'react'
import { downloadFile } from '@/lib/download-file'
import type { SongDocument } from '@/song/types'
import { fileStem } from './file-stem'

type Exporter = (
  song: SongDocument,
  options: { transpose: number },
) => Uint8Array | string | Promise<Uint8Array>

const TEXT = 'text/plain;charset=utf-8'

/** MIDI, WAV, ChordPro and plain-text downloads; the exporters (and their libraries) load on first use. */
export function useExports(doc: () => SongDocument, transpose: () => number) {
  return useMemo(() => {
    // The file is the song as heard: transposed like the playback.
    const save = (extension: string, type: string, load: () => Promise<Exporter>) => async () => {
      const exporter = await load()
      const song = doc()
      const data = await exporter(song, { transpose: transpose() })
      downloadFile(`${fileStem(song.name)}.${extension}`, data, type)
    }
    return {
      exportMidi: save(
        'mid',
        'audio/midi',
        async () => (await import('../export/midi')).songToMidi,
      ),
      exportWav: save('wav', 'audio/wav', async () => (await import('../export/wav')).songToWav),
      exportChordPro: save(
        'cho',
        TEXT,
        async () => (await import('@/song/formats/chordpro-export')).songToChordPro,
      ),
      exportPlainText: save(
        'txt',
        TEXT,
        async () => (await import('@/song/formats/plain-text-export')).songToPlainText,
      ),
    }
  }, [doc, transpose])
}
