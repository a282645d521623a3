import { useState } from 'react'
import { Modal } from '@/components/ui/modal'
import type { SongDocument } from '@/song/types'

type ImportDialogProps = {
  open: boolean
  onClose: () => void
  /** Replaces the song's content (one undo step brings the old one back). */
  onImport: (doc: SongDocument) => void
}

/** ChordPro, or chords written over lyrics: read by part A's importers, which load on first use. */
export async function importSongText(text: string): Promise<SongDocument | undefined> {
  const isChordPro = /\{[a-z_]+[:}]|\[[A-G][^\]]*\]/i.test(text)
  if (isChordPro) {
    const { chordProToSong } = await import('../export/chordpro')
    return chordProToSong(text).document
  }
  const { chordsOverLyricsToSong } = await import('../export/plain-text')
  return chordsOverLyricsToSong(text).document
}

export function ImportDialog({ open, onClose, onImport }: ImportDialogProps) {
  const [text, setText] = useState('')
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)
  const run = async (source: string) => {
    setBusy(true)
    setError('')
    try {
      const doc = await importSongText(source)
      if (!doc || doc.sections.length === 0) setError('No chords found in that text.')
      else {
        onImport(doc)
        setText('')
        onClose()
      }
    } catch {
      setError('That text could not be read as ChordPro or as chords over lyrics.')
    } finally {
      setBusy(false)
    }
  }
  return (
    <Modal open={open} title="Import a song" dismissible onClose={onClose}>
      <p className="mt-3 text-sm">
        Paste ChordPro (<code>[Am]words</code>, <code>{'{title: …}'}</code>) or chords written above
        lyrics, or open a file. The import replaces this song’s chords; Undo brings them back.
      </p>
      <label className="mt-3 flex flex-col gap-1 text-sm font-medium">
        Song text
        <textarea
          className="textarea h-48 w-full font-mono text-sm"
          value={text}
          onChange={(event) => setText(event.target.value)}
          aria-invalid={error !== '' || undefined}
          aria-describedby="import-error"
        />
      </label>
      <label className="mt-3 flex flex-col gap-1 text-sm font-medium">
        Or a file (.cho, .chopro, .txt)
        <input
          type="file"
          accept=".cho,.chopro,.chordpro,.crd,.txt,text/plain"
          className="file-input file-input-sm w-full"
          onChange={(event) => {
            const file = event.target.files?.[0]
            if (file) void file.text().then(run)
          }}
        />
      </label>
      <p id="import-error" role="alert" className="mt-2 min-h-5 text-sm text-error">
        {error}
      </p>
      <div className="modal-action">
        <button type="button" className="btn btn-ghost" onClick={onClose}>
          Cancel
        </button>
        <button
          type="button"
          className="btn btn-primary"
          disabled={busy || !text.trim()}
          onClick={() => void run(text)}
        >
          Import
        </button>
      </div>
    </Modal>
  )
}
