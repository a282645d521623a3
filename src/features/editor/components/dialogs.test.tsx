import { render, screen } from '@testing-library/react'
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
    await userEvent.click(screen.getByRole('button', { name: 'Import' }))
    return { onImport, onClose }
  }

  it('reads ChordPro into sections and closes', async () => {
    const { onImport, onClose } = await paste('{title: Tide}\n{soc}\n[Am]Out [F]far\n{eoc}')
    await vi.waitFor(() => expect(onImport).toHaveBeenCalled())
    const imported = onImport.mock.calls[0]?.[0]
    expect(imported?.name).toBe('Tide')
    expect(
      imported?.sections.map((s: Section) => [s.label, s.bars.map((bar) => bar.chords)]),
    ).toEqual([['Chorus', [['Am'], ['F']]]])
    expect(onClose).toHaveBeenCalled()
  })

  it('reads chords written over lyrics', async () => {
    const { onImport } = await paste('C        G\nOut on the tide')
    await vi.waitFor(() => expect(onImport).toHaveBeenCalled())
    expect(onImport.mock.calls[0]?.[0].sections[0].bars.map((bar: Bar) => bar.chords)).toEqual([
      ['C'],
      ['G'],
    ])
  })

  it('says so when the text holds no chords, and keeps the dialog open', async () => {
    const { onImport, onClose } = await paste('{title: Only words}\nno chords here')
    await vi.waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('No chords found in that text.'),
    )
    expect(onImport).not.toHaveBeenCalled()
    expect(onClose).not.toHaveBeenCalled()
  })
})
