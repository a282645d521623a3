// Notes from MIDI keyboards through Web MIDI: every input the browser offers, including one plugged
// in later. Only note on and off matter here; running status is not sent by browsers.

export type NoteEvent = { type: 'on' | 'off'; note: number }

/** The note a MIDI message turns on or off, if it is one (a note on at velocity 0 is an off). */
export function noteEvent(data: Uint8Array | null): NoteEvent | undefined {
  if (!data || data.length < 3) return undefined
  const [status = 0, note = 0, velocity = 0] = data
  const command = status & 0xf0
  if (command === 0x90) return { type: velocity > 0 ? 'on' : 'off', note }
  if (command === 0x80) return { type: 'off', note }
  return undefined
}

export type MidiRequest = (options?: MIDIOptions) => Promise<MIDIAccess>

/** The browser's request, where it has Web MIDI (Safari has none). */
export function browserMidiRequest(): MidiRequest | undefined {
  if (typeof navigator === 'undefined' || !('requestMIDIAccess' in navigator)) return undefined
  return (options) => navigator.requestMIDIAccess(options)
}

/**
 * Calls `onNote` for each note played on any input, now or plugged in later, and `onInputs` with
 * the number of inputs connected, now and at each change. Returns the stop.
 */
export function listenToMidi(
  access: MIDIAccess,
  onNote: (event: NoteEvent) => void,
  onInputs?: (count: number) => void,
): () => void {
  const listening = new Set<MIDIInput>()
  const onMessage = (message: MIDIMessageEvent) => {
    const event = noteEvent(message.data)
    if (event) onNote(event)
  }
  const listenToAll = () => {
    for (const input of access.inputs.values()) {
      if (listening.has(input)) continue
      listening.add(input)
      input.addEventListener('midimessage', onMessage)
    }
    onInputs?.([...access.inputs.values()].filter((input) => input.state === 'connected').length)
  }
  listenToAll()
  access.addEventListener('statechange', listenToAll)
  return () => {
    access.removeEventListener('statechange', listenToAll)
    for (const input of listening) input.removeEventListener('midimessage', onMessage)
    listening.clear()
  }
}
