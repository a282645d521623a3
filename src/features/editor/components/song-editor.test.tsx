import { act, fireEvent, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { testSong } from '../state/test-song'
import { renderSongEditor } from '../testing/render-song-editor'

const slot = (name: string) => screen.getByRole('button', { name })

describe('SongEditor', () => {
  it('adds a bar at the end of a section and a section at the end of the song, whatever the caret', async () => {
    const { user, song, bars } = renderSongEditor()
    slot('Verse, bar 1: C').focus()
    const verseBars = testSong().sections[0]?.bars.length ?? 0
    await user.click(screen.getByRole('button', { name: 'Add a bar to Verse' }))
    expect(bars()).toHaveLength(verseBars + 1)
    expect(slot(`Verse, bar ${verseBars + 1}: empty`)).toBeInTheDocument()
    const sections = testSong().sections.length
    await user.click(screen.getByRole('button', { name: '+ Add a section' }))
    expect(song().sections).toHaveLength(sections + 1)
    // The new section's name takes focus, as from the command's shortcut.
    expect(screen.getByLabelText(`Name of section ${sections + 1}`)).toHaveFocus()
  })

  it('names every slot and keeps one tab stop in the grid', () => {
    renderSongEditor()
    expect(slot('Verse, bar 1: C')).toHaveAttribute('tabindex', '0')
    expect(slot('Verse, bar 2, beat 1: Am')).toHaveAttribute('tabindex', '-1')
    expect(slot('Verse, bar 2, beat 2: previous chord continues')).toBeInTheDocument()
    expect(slot('Chorus, bar 2: G')).toBeInTheDocument()
  })

  it('types a chord with a letter, completes it and saves it on Enter', async () => {
    const { user, bars } = renderSongEditor()
    slot('Verse, bar 4: empty').focus()
    await user.keyboard('e')
    const input = screen.getByRole('combobox', { name: /Chord for Verse, bar 4/ })
    expect(input).toHaveValue('E')
    expect(screen.getByRole('listbox', { name: 'Suggestions' })).toHaveTextContent('Em')
    await user.keyboard('m7{Enter}')
    expect(slot('Verse, bar 4: Em7')).toHaveFocus()
    expect(bars()[3]?.chords).toEqual(['Em7'])
  })

  it('saves a chord once, over its slot, and hands focus back to the slot', async () => {
    const { onChange, user, bars } = renderSongEditor()
    slot('Verse, bar 4: empty').focus()
    await user.keyboard('g')
    // The slot stays under the entry, as it was.
    expect(slot('Verse, bar 4: empty')).toHaveAttribute('tabindex', '0')
    expect(screen.getByRole('combobox', { name: /Chord for Verse, bar 4/ })).toHaveFocus()
    await user.keyboard('{Enter}')
    expect(slot('Verse, bar 4: G')).toHaveFocus()
    expect(slot('Verse, bar 4: G')).toHaveAttribute('tabindex', '0')
    expect(onChange).toHaveBeenCalledTimes(1)
    await user.keyboard('{Control>}z{/Control}')
    expect(bars()[3]?.chords).toEqual([''])

    await user.keyboard('d')
    await user.click(screen.getByRole('option', { name: 'Dm' }))
    expect(slot('Verse, bar 4: Dm')).toHaveFocus()
    expect(onChange).toHaveBeenCalledTimes(3)

    await user.keyboard('a{Tab}')
    expect(bars()[3]?.chords).toEqual(['A'])
    expect(onChange).toHaveBeenCalledTimes(4)
    expect(screen.queryByRole('combobox', { name: /Chord for/ })).toBeNull()
  })

  it('shows an invalid chord and never saves it', async () => {
    const { onChange, user } = renderSongEditor()
    slot('Verse, bar 1: C').focus()
    await user.keyboard('{Enter}')
    const input = screen.getByRole('combobox', { name: 'Chord for Verse, bar 1' })
    await user.clear(input)
    await user.type(input, 'Cxyz{Enter}')
    expect(input).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByText(/is not a chord symbol/)).toBeInTheDocument()
    expect(onChange).not.toHaveBeenCalled()
    await user.keyboard('{Escape}')
    expect(slot('Verse, bar 1: C')).toHaveFocus()
  })

  it('moves with arrows and Tab, clears with Delete, undoes and redoes', async () => {
    const { user, bars } = renderSongEditor()
    slot('Verse, bar 1: C').focus()
    await user.keyboard('{ArrowRight}')
    expect(slot('Verse, bar 2, beat 1: Am')).toHaveFocus()
    await user.keyboard('{Tab}{Tab}')
    expect(slot('Verse, bar 2, beat 3: F')).toHaveFocus()
    await user.keyboard('{Delete}')
    expect(bars()[1]?.chords).toEqual(['Am', '', '', ''])
    await user.keyboard('{Control>}z{/Control}')
    expect(bars()[1]?.chords).toEqual(['Am', '', 'F', ''])
    await user.keyboard('{Control>}{Shift>}z{/Shift}{/Control}')
    expect(bars()[1]?.chords).toEqual(['Am', '', '', ''])
  })

  it('moves a section with Alt+Down and duplicates one from its menu', async () => {
    const { user, song } = renderSongEditor()
    slot('Verse, bar 1: C').focus()
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}')
    expect(song().sections.map((s) => s.label)).toEqual(['Chorus', 'Verse'])
    await user.click(screen.getByRole('button', { name: 'Duplicate Chorus' }))
    expect(song().sections.map((s) => s.label)).toEqual(['Chorus', 'Chorus', 'Verse'])
  })

  it('lets Tab and letters on a section’s own buttons be theirs, not the grid’s', async () => {
    const { onChange, user } = renderSongEditor()
    screen.getByRole('button', { name: 'Duplicate Verse' }).focus()
    await user.keyboard('{Tab}')
    expect(screen.getByRole('button', { name: 'Delete Verse' })).toHaveFocus()
    await user.keyboard('{Shift>}{Tab}{/Shift}')
    expect(screen.getByRole('button', { name: 'Duplicate Verse' })).toHaveFocus()
    // A letter there opens no chord entry and changes nothing.
    await user.keyboard('c')
    expect(screen.queryByRole('combobox', { name: /^Chord for/ })).not.toBeInTheDocument()
    expect(onChange).not.toHaveBeenCalled()
  })

  it.each(['{Enter}', '{Escape}'])(
    'leaves a section’s name with %s for its first bar, so the next chord is a chord',
    async (key) => {
      const { user, song, bars } = renderSongEditor()
      const name = screen.getByRole('textbox', { name: 'Name of section 2' })
      await user.clear(name)
      await user.type(name, `Hook${key}`)
      expect(slot('Hook, bar 1: F')).toHaveFocus()
      await user.keyboard('g{Enter}')
      expect(song().sections[1]?.label).toBe('Hook')
      expect(bars(1)[0]?.chords).toEqual(['G'])
    },
  )

  it.each(['{Enter}', '{Escape}'])(
    'leaves a new section’s name with %s for its first bar, so the next chord is a chord',
    async (key) => {
      const { user, song, bars } = renderSongEditor()
      slot('Verse, bar 1: C').focus()
      await user.keyboard('{Alt>}n{/Alt}')
      // The new section's name is selected in the same commit, to be typed over.
      const name = screen.getByRole('textbox', { name: 'Name of section 2' })
      expect(name).toHaveFocus()
      await user.keyboard(`Bridge${key}`)
      expect(slot('Bridge, bar 1: empty')).toHaveFocus()
      await user.keyboard('c{Enter}')
      expect(song().sections[1]?.label).toBe('Bridge')
      expect(bars(1)[0]?.chords).toEqual(['C'])
    },
  )

  it('copies and pastes bars through the clipboard events', () => {
    const { bars } = renderSongEditor()
    const first = slot('Verse, bar 1: C')
    first.focus()
    fireEvent.click(slot('Verse, bar 2, beat 1: Am'), { shiftKey: true })
    const data = new Map<string, string>()
    const clipboardData = {
      setData: (type: string, value: string) => data.set(type, value),
      getData: (type: string) => data.get(type) ?? '',
    }
    fireEvent.copy(slot('Verse, bar 2, beat 1: Am'), { clipboardData })
    expect(data.get('text/plain')).toBe('| C | Am F |')
    fireEvent.click(slot('Chorus, bar 1: F'))
    fireEvent.paste(slot('Chorus, bar 1: F'), { clipboardData })
    expect(bars(1).map((bar) => bar.chords)).toEqual([['C'], ['Am', '', 'F', '']])
  })

  it('lists every command in the palette (Ctrl+K) and runs one', async () => {
    const { user, song } = renderSongEditor()
    slot('Verse, bar 1: C').focus()
    await user.keyboard('{Control>}k{/Control}')
    const palette = screen.getByRole('dialog', { name: 'Commands' })
    await user.type(
      within(palette).getByRole('combobox', { name: 'Search commands' }),
      'add a section',
    )
    expect(within(palette).getAllByRole('option')).toHaveLength(1)
    await user.keyboard('{Enter}')
    // The command runs a frame later, once the closed palette has handed focus back.
    await act(() => new Promise((resolve) => requestAnimationFrame(resolve)))
    expect(song().sections).toHaveLength(3)
    // The new section's name takes focus from the caret the palette handed it to.
    expect(screen.getByRole('textbox', { name: 'Name of section 2' })).toHaveFocus()
  })

  it('opens the shortcut sheet with ?', async () => {
    const { user } = renderSongEditor()
    slot('Verse, bar 1: C').focus()
    await user.keyboard('?')
    const sheet = screen.getByRole('dialog', { name: 'Keyboard shortcuts' })
    expect(within(sheet).getByText('Undo')).toBeInTheDocument()
    expect(within(sheet).getByText('Move the section up')).toBeInTheDocument()
  })

  it('shows the guessed key when the song has none', () => {
    renderSongEditor(testSong({ key: '' }))
    expect(screen.getByRole('option', { name: /Not set \(guessed: C\)/ })).toBeInTheDocument()
  })
})
