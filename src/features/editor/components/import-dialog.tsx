import { useEffect, useRef, useState } from 'react'
import { Modal } from '@/components/ui/modal'
import type { SongCounts, SongTextImport } from '@/song/formats/import-text'
import type { SongDocument } from '@/song/types'
import { ImportPreview } from './import-preview'

type ImportDialogProps = {
  open: boolean
  onClose: () => void
  /** Replaces the song's content (one undo step brings the old one back). */
  onImport: (doc: SongDocument) => void
}

type Preview = { read: SongTextImport; counts: SongCounts }

/** ChordPro or chords over lyrics, read by the song model's importers, which load on first use. */
async function readSongText(text: string): Promise<Preview> {
  const { importSongText, songCounts } = await import('@/song/formats/import-text')
  const read = importSongText(text)
  return { read, counts: songCounts(read.document) }
}

/**
 * Paste or open a song, see what it holds (and what it cannot keep), then confirm: nothing is
 * replaced before the songwriter has seen the preview.
 */
export function ImportDialog({ open, onClose, onImport }: ImportDialogProps) {
  const [text, setText] = useState('')
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)
  const [preview, setPreview] = useState<Preview>()
  const heading = useRef<HTMLHeadingElement>(null)
  const textArea = useRef<HTMLTextAreaElement>(null)
  useEffect(() => {
    if (preview) heading.current?.focus()
  }, [preview])
  const close = () => {
    setPreview(undefined)
    setError('')
    onClose()
  }
  const read = async (source: string) => {
    setBusy(true)
    setError('')
    try {
      const result = await readSongText(source)
      if (result.counts.bars === 0) setError('No chords or words found in that text.')
      else setPreview(result)
    } catch {
      setError('That text could not be read as ChordPro or as chords over lyrics.')
    } finally {
      setBusy(false)
    }
  }
  const back = () => {
    setPreview(undefined)
    // The text field is rendered again first.
    setTimeout(() => textArea.current?.focus(), 0)
  }
  const confirm = () => {
    if (!preview) return
    onImport(preview.read.document)
    setText('')
    close()
  }
  return (
    <Modal open={open} title="Import a song" dismissible onClose={close}>
      {preview ? (
        <>
          <ImportPreview ref={heading} read={preview.read} counts={preview.counts} />
          <p className="mt-3 text-sm">
            Importing replaces this song’s sections, words, name and settings; Undo brings them
            back.
          </p>
          <div className="modal-action flex-wrap">
            <button type="button" className="btn btn-ghost" onClick={back}>
              Back to the text
            </button>
            <button type="button" className="btn btn-ghost" onClick={close}>
              Cancel
            </button>
            <button type="button" className="btn btn-primary" onClick={confirm}>
              Replace this song
            </button>
          </div>
        </>
      ) : (
        <>
          <p className="mt-3 text-sm">
            Paste ChordPro (<code>[Am]words</code>, <code>{'{title: …}'}</code>) or chords written
            above lyrics, or open a file. You see what it holds before anything changes.
          </p>
          <label className="mt-3 flex flex-col gap-1 text-sm font-medium">
            Song text
            <textarea
              ref={textArea}
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
              accept=".cho,.chopro,.chordpro,.crd,.pro,.txt,text/plain"
              className="file-input w-full"
              onChange={(event) => {
                const file = event.target.files?.[0]
                if (file)
                  void file.text().then((content) => {
                    setText(content)
                    return read(content)
                  })
              }}
            />
          </label>
          <p id="import-error" role="alert" className="mt-2 min-h-5 text-sm text-error">
            {error}
          </p>
          <div className="modal-action">
            <button type="button" className="btn btn-ghost" onClick={close}>
              Cancel
            </button>
            <button
              type="button"
              className="btn btn-primary"
              disabled={busy || !text.trim()}
              onClick={() => void read(text)}
            >
              Preview the import
            </button>
          </div>
        </>
      )}
    </Modal>
  )
}
