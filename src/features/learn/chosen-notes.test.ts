// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { type ChosenNotesAction, chosenNotes, NO_NOTES } from './chosen-notes'

const run = (actions: ChosenNotesAction[]) => actions.reduce(chosenNotes, NO_NOTES)

describe('the notes offered as a chord', () => {
  it('toggles a tapped key', () => {
    const tapped = run([64, 60, 67, 64].map((note) => ({ type: 'tap', note })))
    expect(tapped.chosen).toEqual([60, 67])
  })

  it('keeps a MIDI chord, rolled or held, once its keys are let go', () => {
    const state = run([
      { type: 'on', note: 60 },
      { type: 'on', note: 64 },
      { type: 'off', note: 60 },
      { type: 'on', note: 67 },
      { type: 'off', note: 64 },
      { type: 'off', note: 67 },
    ])
    expect(state).toEqual({ chosen: [60, 64, 67], held: [] })
  })

  it('starts a new chord with the first key pressed after all were let go', () => {
    const state = run([
      { type: 'on', note: 60 },
      { type: 'off', note: 60 },
      { type: 'on', note: 62 },
    ])
    expect(state).toEqual({ chosen: [62], held: [62] })
  })

  it('clears everything', () => {
    expect(run([{ type: 'on', note: 60 }, { type: 'clear' }])).toEqual(NO_NOTES)
  })
})
