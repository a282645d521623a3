import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import type { Bar, Section } from '@/song/types'
import { testSong } from '../state/test-song'
import { ConflictDialog } from './conflict-dialog'
import { ImportDialog } from './import-dialog'
import { SaveStatusBadge } from './save-status-badge'
import { ShareDialog } from './share-dialog'

describe('save status', () => {
  it('says where the changes are, in words', () => {
    const { rerender } = render(<SaveStatusBadge status="saving" />)
    expect(screen.getByRole('status')).toHaveTextContent('Saving…')
    rerender(<SaveStatusBadge status="offline" />)
    expect(screen.getByRole('status')).toHaveTextContent('Offline: will retry')
    rerender(<SaveStatusBadge status="saved" />)
    expect(screen.getByRole('status')).toHaveTextContent('Saved')
  })
})

describe('ConflictDialog', () => {
  it('shows what both changed side by side and lets the user choose', async () => {
    const onKeepMine = vi.fn()
    const onKeepTheirs = vi.fn()
    const onKeepBoth = vi.fn()
    render(
      <ConflictDialog
        open
        mine={testSong({ name: 'Mine' })}
        theirs={testSong({ name: 'Theirs', bpm: 120 })}
        theirsUpdated="2026-11-21 04:00:00.000Z"
        differences={[
          { key: 'b', where: 'Verse, bar 2: chords', mine: '| Em |', theirs: '| Am7 |' },
        ]}
        onKeepMine={onKeepMine}
        onKeepTheirs={onKeepTheirs}
        onKeepBoth={onKeepBoth}
      />,
    )
    const dialog = screen.getByRole('dialog', { name: 'This song was changed somewhere else' })
    const item = screen.getByRole('listitem')
    expect(item).toHaveTextContent('Verse, bar 2: chords')
    expect(item).toHaveTextContent('Yours (this tab)| Em |')
    expect(item).toHaveTextContent('The other version| Am7 |')
    expect(dialog).toHaveTextContent('this one was made on both sides')
    await userEvent.click(screen.getByRole('button', { name: 'Keep my version' }))
    expect(onKeepMine).toHaveBeenCalled()
    await userEvent.click(screen.getByRole('button', { name: 'Use the other version' }))
    expect(onKeepTheirs).toHaveBeenCalled()
    await userEvent.click(screen.getByRole('button', { name: 'Keep both (mine as a copy)' }))
    expect(onKeepBoth).toHaveBeenCalled()
  })

  it('offers to keep a song deleted elsewhere as a new one', () => {
    render(
      <ConflictDialog
        open
        mine={testSong()}
        theirs={null}
        theirsUpdated=""
        differences={[]}
        onKeepMine={vi.fn()}
        onKeepTheirs={vi.fn()}
      />,
    )
    expect(screen.getByRole('button', { name: 'Keep it as a new song' })).toBeInTheDocument()
  })
})

describe('ShareDialog', () => {
  it('makes a link, shows it to copy, and stops sharing', async () => {
    const onShare = vi.fn(async () => undefined)
    const onStop = vi.fn(async () => undefined)
    const { rerender } = render(
      <ShareDialog open onClose={vi.fn()} slug="" onShare={onShare} onStop={onStop} />,
    )
    await userEvent.click(screen.getByRole('button', { name: 'Make a link' }))
    expect(onShare).toHaveBeenCalled()
    rerender(
      <ShareDialog
        open
        onClose={vi.fn()}
        slug="abcDEF123_-xyz7890"
        onShare={onShare}
        onStop={onStop}
      />,
    )
    expect(screen.getByLabelText('Link to the song')).toHaveValue(
      `${window.location.origin}/shared/abcDEF123_-xyz7890`,
    )
    await userEvent.click(screen.getByRole('button', { name: 'Stop sharing' }))
    expect(onStop).toHaveBeenCalled()
    expect(await screen.findByText(/no longer works/)).toBeInTheDocument()
  })
})

describe('ImportDialog', () => {
  const paste = async (text: string) => {
    const onImport = vi.fn()
    const onClose = vi.fn()
    render(<ImportDialog open onClose={onClose} onImport={onImport} />)
    await userEvent.click(screen.getByRole('textbox', { name: 'Song text' }))
    await userEvent.paste(text)
    await userEvent.click(screen.getByRole('button', { name: 'Preview the import' }))
    return { onImport, onClose }
  }
  const count = (name: string) =>
    screen.getByText(name, { selector: 'dt' }).nextElementSibling?.textContent

  it('shows what a ChordPro song holds, then imports it only when confirmed', async () => {
    const { onImport, onClose } = await paste(
      '{title: Tide}\n{soc}\n[Am]Out [F]far and a-[C]way\n{eoc}\n{c: softly now}\n{sot}\ne|--0--|\n{eot}',
    )
    // The importers load on first use.
    const heading = await screen.findByRole(
      'heading',
      { name: '“Tide”, read as ChordPro' },
      { timeout: 10_000 },
    )
    // Focus moves to the preview (in the effect after it renders), so a screen reader hears it.
    await waitFor(() => expect(heading).toHaveFocus())
    expect([count('Sections'), count('Bars'), count('Words'), count('Chords')]).toEqual([
      '1',
      '3',
      '4',
      '3',
    ])
    const notImported = screen.getByRole('list', { name: 'Not imported' })
    expect(
      within(notImported)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Line 5: the comment "softly now"', 'Lines 6–8: a tab block (1 line)'])
    expect(onImport).not.toHaveBeenCalled()
    await userEvent.click(screen.getByRole('button', { name: 'Replace this song' }))
    const imported = onImport.mock.calls[0]?.[0]
    expect(imported?.name).toBe('Tide')
    expect(
      imported?.sections.map((s: Section) => [s.label, s.bars.map((bar) => bar.words.join(''))]),
    ).toEqual([['Chorus', ['Out ', 'far and a-', 'way']]])
    expect(onClose).toHaveBeenCalled()
  })

  it('reads chords written over lyrics and lists the decoder’s repairs', async () => {
    const { onImport } = await paste('C        G\nOut on the tide\nBeats: 3\n[Verse]\n| Xq7 |')
    await screen.findByRole('heading', { name: /read as chords over lyrics/ })
    expect(count('Chords')).toBe('2')
    await userEvent.click(screen.getByRole('button', { name: 'Replace this song' }))
    expect(onImport.mock.calls[0]?.[0].sections[0].bars.map((bar: Bar) => bar.chords)).toEqual([
      ['C'],
      ['G'],
      [''],
    ])
  })

  it('goes back to the text, or cancels, without importing', async () => {
    const { onImport, onClose } = await paste('[C]la')
    await screen.findByRole('heading', { name: /read as ChordPro/ })
    await userEvent.click(screen.getByRole('button', { name: 'Back to the text' }))
    const text = screen.getByRole('textbox', { name: 'Song text' })
    expect(text).toHaveValue('[C]la')
    await vi.waitFor(() => expect(text).toHaveFocus())
    await userEvent.click(screen.getByRole('button', { name: 'Preview the import' }))
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }))
    expect(onClose).toHaveBeenCalled()
    expect(onImport).not.toHaveBeenCalled()
  })

  it('says so when the text holds neither chords nor words, and keeps the dialog open', async () => {
    const { onImport, onClose } = await paste('{title: Nothing}\n{c: here}')
    await vi.waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('No chords or words found in that text.'),
    )
    expect(onImport).not.toHaveBeenCalled()
    expect(onClose).not.toHaveBeenCalled()
  })
})
