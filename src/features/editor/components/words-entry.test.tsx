import { act, fireEvent, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { barWords } from '@/song/words'
import { renderSongEditor } from '../testing/render-song-editor'

// Writing words under the chords by keyboard, as a songwriter types them.

const words = (name: string) => screen.getByRole('textbox', { name: `Words, ${name}` })
const slot = (name: string) => screen.getByRole('button', { name })

describe('writing words in the editor', () => {
  it('gives each bar and each chord change inside a bar a words field, one of them a tab stop', () => {
    renderSongEditor()
    expect(words('Verse, bar 1')).toHaveAttribute('tabindex', '0')
    expect(words('Verse, bar 2, beat 1')).toHaveAttribute('tabindex', '-1')
    expect(words('Verse, bar 2, beat 3')).toBeInTheDocument()
    // A held beat sings the words of the chord before it.
    expect(screen.queryByRole('textbox', { name: 'Words, Verse, bar 2, beat 2' })).toBeNull()
  })

  it('types in flow: Down to the words, Tab on, Enter ends the line, Escape back up', async () => {
    const { user, bars } = renderSongEditor()
    slot('Verse, bar 1: C').focus()
    await user.keyboard('{ArrowDown}')
    expect(words('Verse, bar 1')).toHaveFocus()
    await user.keyboard('Hello{Tab}dark{Tab}ness my{Tab}old friend{Enter}')
    expect(words('Verse, bar 4')).toHaveFocus()
    expect(bars().map(barWords)).toEqual(['Hello ', 'dark ness my ', 'old friend ', ''])
    expect(bars()[1]?.words).toEqual(['dark ', '', 'ness my ', ''])
    expect(bars().map((bar) => bar.lineEnd)).toEqual([false, false, true, false])
    // Shown without the space the song keeps after typed words.
    expect(words('Verse, bar 1')).toHaveValue('Hello')
    await user.keyboard('{Shift>}{Tab}{/Shift}')
    expect(words('Verse, bar 3')).toHaveFocus()
    await user.keyboard('{Escape}')
    expect(slot('Verse, bar 3: G')).toHaveFocus()
    await user.keyboard('w')
    expect(words('Verse, bar 3')).toHaveFocus()
    await user.keyboard('{ArrowUp}')
    expect(slot('Verse, bar 3: G')).toHaveFocus()
  })

  it('goes on from a section’s last bar into the next section, and keeps a hyphen joining on', async () => {
    const { user, bars } = renderSongEditor()
    words('Verse, bar 4').focus()
    await user.keyboard('Yes-{Enter}ter{Tab}day')
    expect(words('Chorus, bar 2')).toHaveFocus()
    await user.keyboard('{Escape}')
    expect(bars(0)[3]?.words).toEqual(['Yes-'])
    expect(bars(1).map(barWords)).toEqual(['ter ', 'day '])
  })

  it('joins a line to the one before with Backspace at its start', async () => {
    const { user, bars } = renderSongEditor()
    words('Verse, bar 1').focus()
    await user.keyboard('One{Enter}')
    expect(bars()[0]?.lineEnd).toBe(true)
    await user.keyboard('{Backspace}')
    expect(bars()[0]?.lineEnd).toBe(false)
  })

  it('undoes a visit of a field in one step and redoes it, from the field or the grid', async () => {
    const { user, bars } = renderSongEditor()
    words('Verse, bar 1').focus()
    await user.keyboard('Hello there{Tab}friend')
    await user.keyboard('{Control>}z{/Control}')
    expect(bars().map(barWords).slice(0, 2)).toEqual(['Hello there ', ''])
    expect(words('Verse, bar 2, beat 1')).toHaveValue('')
    await user.keyboard('{Escape}')
    await user.keyboard('{Control>}z{/Control}')
    expect(bars().map(barWords).slice(0, 2)).toEqual(['', ''])
    await user.keyboard('{Control>}{Shift>}z{/Shift}{/Control}')
    expect(words('Verse, bar 1')).toHaveValue('Hello there')
  })

  it('counts the syllables of each line where it ends', async () => {
    const { user } = renderSongEditor()
    words('Verse, bar 1').focus()
    await user.keyboard('Hello darkness{Tab}my old{Tab}friend{Enter}')
    expect(words('Verse, bar 2, beat 3')).toHaveAccessibleDescription(
      'The line ends here: 7 syllables.',
    )
  })

  it('spreads a pasted verse over the bars, a line a bar or a line over two', async () => {
    const { user, bars } = renderSongEditor()
    const field = words('Chorus, bar 1')
    field.focus()
    const verse = 'Hello darkness my old friend\nI come to talk with you again\n\nBecause a vision'
    fireEvent.paste(field, { clipboardData: { getData: () => verse } })
    expect(bars(1).map(barWords)).toEqual([
      'Hello darkness my old friend ',
      'I come to talk with you again ',
      'Because a vision ',
    ])
    expect(bars(1).every((bar) => bar.lineEnd)).toBe(true)
    const twoBars = screen.getByRole('radio', { name: '2 bars' })
    expect(screen.getByRole('radio', { name: '1 bar' })).toHaveFocus()
    await user.click(twoBars)
    expect(bars(1).map(barWords)).toEqual([
      'Hello darkness ',
      'my old friend ',
      'I come to ',
      'talk with you again ',
      'Because ',
      'a vision ',
    ])
    expect(bars(1).map((bar) => bar.lineEnd)).toEqual([false, true, false, true, false, true])
    await user.click(screen.getByRole('button', { name: 'Done' }))
    await act(() => new Promise((resolve) => requestAnimationFrame(resolve)))
    expect(screen.queryByRole('radio', { name: '2 bars' })).toBeNull()
    expect(words('Chorus, bar 1')).toHaveFocus()
    // The whole paste is one undo step.
    await user.keyboard('{Control>}z{/Control}')
    expect(bars(1).map(barWords)).toEqual(['', ''])
  })
})
