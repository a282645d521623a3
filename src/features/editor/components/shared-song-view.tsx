import { type ReactNode, useMemo, useState } from 'react'
import { Link } from 'react-router-dom'
import { SharedSongHeader } from '@/components/layouts/shared-song-frame'
import { LeadSheet } from '@/components/lead-sheet/lead-sheet'
import { sheetFacts } from '@/components/lead-sheet/lead-sheet-layout'
import { PerformView } from '@/components/lead-sheet/perform-view'
import { Seo } from '@/components/seo/seo'
import { paths } from '@/config/paths'
import { decodeSong } from '@/song/decode'
import { instrumentName } from '@/song/instruments'
import { usedChords } from '@/song/song-chords'
import { firstLyricLine, sharedSongDescription } from '@/song/song-summary'
import { type EditorUi, shortName } from '../commands/command-types'
import { commandById } from '../commands/registry'
import { usePlayback } from '../hooks/use-playback'
import { useShownChords } from '../hooks/use-shown-chords'
import {
  chordShower,
  DEFAULT_DISPLAY,
  type DisplayOptions,
  songKey,
  transposedKey,
} from '../state/display'
import { ChordStrip } from './chord-panel'
import { PlaybackControls } from './playback-controls'
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
  const [performing, setPerforming] = useState(false)
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
  const shownChords = useShownChords(chords, show, display.notation)
  const ui = {
    togglePlay: () => (playback.state === 'playing' ? playback.stop() : void playback.play({})),
    toggleMetronome: () => playback.setSettings((s) => ({ ...s, metronome: !s.metronome })),
    toggleCountIn: () => playback.setSettings((s) => ({ ...s, countIn: s.countIn ? 0 : 1 })),
  } as EditorUi
  const shownKey = transposedKey(key.key, display.transpose)
  // The song as this page shows it, in the lead sheet and the perform view alike.
  const sheet = {
    doc,
    show,
    songKey: shownKey,
    capo: display.capo,
    playingBar: playback.playingBar,
  }
  const facts = sheetFacts({
    key: shownKey && `${shownKey}${key.guessed ? ' (guessed)' : ''}`,
    bpm: doc.bpm,
    timeSignature: doc.timeSignature,
    capo: display.capo,
  })
  const description = sharedSongDescription({
    name: doc.name,
    chords,
    firstLine: firstLyricLine(doc.sections),
  })
  return (
    <article className="mx-auto flex max-w-5xl flex-col gap-5 px-3 py-6 sm:px-6">
      {/* Shared by link, not published: link previews get the metadata, search engines stay out. */}
      <Seo title={doc.name || 'Shared song'} description={description} path={path} noindex />
      <SharedSongHeader name={doc.name} byline={byline}>
        <p className="text-sm">
          {facts} · {instrumentName(doc.instrument)}
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
          {/* Named as in the editor, whose commands these are there. */}
          <button
            type="button"
            className="btn btn-ghost btn-sm"
            onClick={() => setPerforming(true)}
          >
            {shortName(commandById('song.perform'))}
          </button>
          <button type="button" className="btn btn-ghost btn-sm" onClick={() => window.print()}>
            {shortName(commandById('song.print'))}
          </button>
        </div>
        {copy.state === 'error' && (
          <p role="alert" className="text-sm text-error">
            The song could not be copied. Try again in a moment.
          </p>
        )}
      </SharedSongHeader>
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
      <LeadSheet {...sheet} heading={null} />
      {performing && (
        <PerformView
          {...sheet}
          playing={playback.state === 'playing'}
          onTogglePlay={ui.togglePlay}
          onClose={() => setPerforming(false)}
        />
      )}
      <ChordStrip chords={shownChords} instrument={doc.instrument} />
    </article>
  )
}
