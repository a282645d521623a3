import { useEffect, useReducer, useState } from 'react'
import { browserMidiRequest, listenToMidi, type MidiRequest } from '@/lib/midi-input'
import { checkChord, leansFlat } from '@/music/chord-check'
import type { ChordFacts } from '@/music/chord-theory'
import { chordCheckMessage } from '../chord-check-message'
import { chosenNotes, NO_NOTES } from '../chosen-notes'
import { useChordPlayer } from '../hooks/use-chord-player'
import { TapKeyboard } from './tap-keyboard'

/** The on-screen keys: two octaves from middle C hold every chord here in some inversion. */
const LOW = 60
const HIGH = 83

type Midi =
  | { status: 'off' | 'asking' | 'denied' }
  | { status: 'listening'; inputs: number; access: MIDIAccess }

const MIDI_TEXT = {
  off: '',
  asking: 'Asking the browser for your MIDI keyboard…',
  denied:
    'The browser did not allow MIDI. Allow it in this site’s settings, or tap the keys instead.',
}

function midiText(midi: Midi): string {
  if (midi.status !== 'listening') return MIDI_TEXT[midi.status]
  if (midi.inputs === 0) return 'No MIDI keyboard is connected yet: plug one in and play.'
  return `Listening to ${midi.inputs === 1 ? 'your MIDI keyboard' : `${midi.inputs} MIDI inputs`}.`
}

type ChordCheckProps = {
  facts: ChordFacts
  label: string
  /** Web MIDI's request; none where the browser lacks it. Tests pass their own. */
  requestMidi?: MidiRequest
}

/**
 * Play the chord, on a MIDI keyboard or on the page's keys, and hear whether it is right: any
 * octave and inversion, with the inversion named, or which notes are missing or extra.
 */
export function ChordCheck({ facts, label, requestMidi = browserMidiRequest() }: ChordCheckProps) {
  const [notes, dispatch] = useReducer(chosenNotes, NO_NOTES)
  const [midi, setMidi] = useState<Midi>({ status: 'off' })
  const { play } = useChordPlayer()
  const check = checkChord(facts, notes.chosen)
  const flats = leansFlat(facts)
  const access = midi.status === 'listening' ? midi.access : undefined

  useEffect(() => {
    if (!access) return
    return listenToMidi(access, dispatch, (inputs) =>
      setMidi({ status: 'listening', inputs, access }),
    )
  }, [access])

  const connect = async () => {
    if (!requestMidi) return
    setMidi({ status: 'asking' })
    try {
      const granted = await requestMidi()
      setMidi({ status: 'listening', inputs: granted.inputs.size, access: granted })
    } catch {
      setMidi({ status: 'denied' })
    }
  }

  const tap = (note: number) => {
    if (!notes.chosen.includes(note)) void play([note], 'block')
    dispatch({ type: 'tap', note })
  }

  return (
    <div className="grid gap-4">
      <p
        role="status"
        className={`min-h-12 rounded-box px-4 py-3 font-semibold ${
          check.kind === 'right'
            ? 'bg-success text-success-content'
            : check.kind === 'wrong'
              ? 'bg-warning text-warning-content'
              : 'bg-base-200'
        }`}
      >
        {chordCheckMessage(check, label)}
      </p>
      <TapKeyboard low={LOW} high={HIGH} pressed={notes.chosen} flats={flats} onTap={tap} />
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="button"
          className="btn btn-outline"
          onClick={() => notes.chosen.length > 0 && void play(notes.chosen, 'block')}
          aria-disabled={notes.chosen.length === 0}
        >
          Hear these notes
        </button>
        <button
          type="button"
          className="btn btn-outline"
          onClick={() => dispatch({ type: 'clear' })}
        >
          Clear
        </button>
        {requestMidi && midi.status !== 'listening' && (
          <button type="button" className="btn btn-outline" onClick={() => void connect()}>
            Use a MIDI keyboard
          </button>
        )}
      </div>
      <p className="text-sm text-base-content/80" aria-live="polite">
        {requestMidi
          ? midiText(midi)
          : 'This browser has no Web MIDI, so a MIDI keyboard cannot be heard here: tap the keys.'}
      </p>
    </div>
  )
}
