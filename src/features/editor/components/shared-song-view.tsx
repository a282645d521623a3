import { type ReactNode, useMemo, useState } from 'react'
import { Link } from 'react-router-dom'
import { Seo } from '@/components/seo/seo'
import { paths } from '@/config/paths'
import type { EditorUi } from '../commands/command-types'
import { decodeSong } from '../document/decode'
import { usePlayback } from '../hooks/use-playback'
import { chordShower, DEFAULT_DISPLAY, type DisplayOptions, songKey } from '../state/display'
import { usedChords } from '../state/song-edits'
import { ChordStrip } from './chord-panel'
import { PlaybackControls } from './playback-controls'
import { SongSheet } from './song-sheet'
import { ViewControls } from './view-controls'

type SharedSongViewProps = {
  /** The shared record's fields, as stored: read through the song decoder like every song. */
  record: Record<string, unknown>
  /** The page's path, for its metadata. */
  path: string
  /** Signed in: "Copy to my songs" makes the user's own copy and answers its id. */
  onCopy?: () => Promise<string>
  signedIn: boolean
  /** Replaces "A song shared from Songpad" (the community names the song's author). */
  byline?: ReactNode
  /** More buttons beside Copy (the community's like, report and unpublish). */
  actions?: ReactNode
}

const INSTRUMENT_NAMES = ['piano', 'guitar', 'ukulele']

/** A shared song, read-only: play it, transpose it, see its chords; signed-in users can copy it. */
export function SharedSongView({
  record,
  path,
  onCopy,
  signedIn,
  byline,
  actions,
}: SharedSongViewProps) {
  const doc = useMemo(() => decodeSong(record).document, [record])
  const [display, setDisplay] = useState<DisplayOptions>(DEFAULT_DISPLAY)
  const [bpm, setBpm] = useState(doc.bpm)
  const [copy, setCopy] = useState<
    { state: 'idle' | 'busy' | 'error' } | { state: 'done'; id: string }
  >({
    state: 'idle',
  })
  // Listening at another tempo changes nothing but the playback.
  const played = useMemo(() => ({ ...doc, bpm }), [doc, bpm])
  const playback = usePlayback(played, display.transpose)
  const chords = useMemo(() => usedChords(doc), [doc])
  const key = useMemo(() => songKey(doc.key, chords), [doc.key, chords])
  const show = useMemo(() => chordShower(display, key.key), [display, key.key])
  const ui = {
    togglePlay: () => (playback.state === 'playing' ? playback.stop() : void playback.play({})),
    toggleMetronome: () => playback.setSettings((s) => ({ ...s, metronome: !s.metronome })),
    toggleCountIn: () => playback.setSettings((s) => ({ ...s, countIn: s.countIn ? 0 : 1 })),
  } as EditorUi
  const meter = `${doc.timeSignature.beats}/${doc.timeSignature.unit}`
  const description = `“${doc.name}”, a song shared from Songpad${
    chords.length ? `: ${chords.slice(0, 8).join(' ')}` : ''
  }. Play it, transpose it and see how to play every chord.`
  return (
    <article className="mx-auto flex max-w-5xl flex-col gap-5 px-3 py-6 sm:px-6">
      {/* Shared by link, not published: link previews get the metadata, search engines stay out. */}
      <Seo title={doc.name || 'Shared song'} description={description} path={path} noindex />
      <header className="flex flex-col gap-2">
        {byline ?? <p className="text-sm text-base-content/80">A song shared from Songpad</p>}
        <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">
          {doc.name || 'Untitled song'}
        </h1>
        <p className="text-sm">
          {doc.bpm} bpm · {meter} · {INSTRUMENT_NAMES[doc.instrument]}
          {key.key ? ` · key ${key.key}${key.guessed ? ' (guessed)' : ''}` : ''}
        </p>
        {doc.description && <p className="max-w-prose text-base-content/90">{doc.description}</p>}
        <div className="print-hidden flex flex-wrap gap-2">
          {signedIn && onCopy ? (
            copy.state === 'done' ? (
              <Link className="btn btn-primary btn-sm" to={paths.writeSong.getHref(copy.id)}>
                Open your copy
              </Link>
            ) : (
              <button
                type="button"
                className="btn btn-primary btn-sm"
                disabled={copy.state === 'busy'}
                onClick={() => {
                  setCopy({ state: 'busy' })
                  onCopy().then(
                    (id) => setCopy({ state: 'done', id }),
                    () => setCopy({ state: 'error' }),
                  )
                }}
              >
                {copy.state === 'busy' ? 'Copying…' : 'Copy to my songs'}
              </button>
            )
          ) : (
            !signedIn && (
              <Link className="btn btn-outline btn-sm" to={paths.auth.getHref()}>
                Sign in to copy it to your songs
              </Link>
            )
          )}
          {actions}
          <button type="button" className="btn btn-ghost btn-sm" onClick={() => window.print()}>
            Print / PDF
          </button>
        </div>
        {copy.state === 'error' && (
          <p role="alert" className="text-sm text-error">
            The song could not be copied. Try again in a moment.
          </p>
        )}
      </header>
      <div className="print-hidden flex flex-wrap items-center gap-x-5 gap-y-3 rounded-box border border-base-300 bg-base-100 p-3">
        <PlaybackControls
          state={playback.state}
          settings={playback.settings}
          bpm={bpm}
          ui={ui}
          onBpm={setBpm}
          compact
        />
        <ViewControls
          display={display}
          onChange={setDisplay}
          instrument={doc.instrument}
          songKey={key.key}
        />
      </div>
      <SongSheet doc={doc} show={show} playingBar={playback.playingBar} />
      <ChordStrip
        chords={display.notation === 'names' ? chords.map(show) : chords}
        instrument={doc.instrument}
      />
    </article>
  )
}
