import { fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import type { SongDocument } from '@/song/types'
import { DEFAULT_PLAYBACK_SETTINGS, type PlaybackSettings } from '../hooks/use-playback'
import type { EditorAction } from '../state/editor-reducer'
import { testSong } from '../state/test-song'
import { BandPanel } from './band-panel'

function setup() {
  let doc = testSong()
  let settings: PlaybackSettings = DEFAULT_PLAYBACK_SETTINGS
  const dispatch = vi.fn((action: EditorAction) => {
    if (action.type === 'edit') doc = action.edit(doc) as SongDocument
  })
  const setSettings = vi.fn(
    (change: PlaybackSettings | ((s: PlaybackSettings) => PlaybackSettings)) => {
      settings = typeof change === 'function' ? change(settings) : change
    },
  )
  const view = () => (
    <BandPanel
      style={doc.style}
      mix={doc.mix}
      sections={doc.sections}
      dispatch={dispatch}
      settings={settings}
      setSettings={setSettings}
    />
  )
  const { rerender } = render(view())
  return { doc: () => doc, settings: () => settings, refresh: () => rerender(view()) }
}

describe('the band panel', () => {
  it('chooses the song’s style and a section’s own', async () => {
    const band = setup()
    await userEvent.selectOptions(screen.getByLabelText('Style'), 'Bossa nova')
    expect(band.doc().style).toBe('bossa')
    band.refresh()
    await userEvent.click(screen.getByText('A style for each section'))
    await userEvent.selectOptions(screen.getByLabelText('Chorus'), 'Swing')
    expect(band.doc().sections.map((section) => section.style)).toEqual([undefined, 'swing'])
    band.refresh()
    await userEvent.selectOptions(screen.getByLabelText('Chorus'), 'Song’s style')
    expect(band.doc().sections[1]).not.toHaveProperty('style')
    // Several selects and a disclosure: slow on a busy machine.
  }, 20_000)

  it('sets a part’s volume and mutes it', async () => {
    const band = setup()
    await userEvent.click(screen.getByRole('button', { name: 'Mute drums' }))
    expect(band.doc().mix.drums.muted).toBe(true)
    band.refresh()
    expect(screen.getByRole('button', { name: 'Mute drums' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    fireEvent.change(screen.getByRole('slider', { name: 'Bass volume' }), {
      target: { value: '45' },
    })
    expect(band.doc().mix.bass.volume).toBeCloseTo(0.45)
  })

  it('sets up practice: loop the selected bars, two bars of count-in, a tempo ramp', async () => {
    const band = setup()
    await userEvent.click(screen.getByRole('radio', { name: 'Loop the selected bars' }))
    await userEvent.selectOptions(screen.getByLabelText('Count-in length'), '2 bars')
    band.refresh()
    await userEvent.click(screen.getByLabelText('Speed up each time round the loop'))
    band.refresh()
    fireEvent.change(screen.getByLabelText('Up to (bpm)'), { target: { value: '140' } })
    expect(band.settings()).toMatchObject({
      loop: true,
      loopSpan: 'selection',
      countIn: 2,
      ramp: { on: true, targetBpm: 140 },
    })
  })
})
