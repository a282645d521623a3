import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { STORAGE_KEYS } from '@/config/constants'
import { OnDemand } from './on-demand'

function Part({ word }: { word: string }) {
  return <button type="button">{word}</button>
}

afterEach(() => sessionStorage.clear())

describe('a part loaded on demand', () => {
  it('loads only at the press, then draws the part and takes the focus into it', async () => {
    const load = vi.fn(async () => Part)
    render(<OnDemand label="Open it" load={load} props={{ word: 'Inside' }} />)
    expect(load).not.toHaveBeenCalled()
    await userEvent.click(screen.getByRole('button', { name: 'Open it' }))
    expect(await screen.findByRole('button', { name: 'Inside' })).toBeInTheDocument()
    expect(load).toHaveBeenCalledOnce()
    expect(screen.queryByRole('button', { name: 'Open it' })).toBeNull()
    expect(screen.getByRole('button', { name: 'Inside' }).parentElement).toHaveFocus()
  })

  it('says so when the code cannot load, and loads at the next press', async () => {
    // The page was reloaded once for this already: a second failure is the network's.
    sessionStorage.setItem(STORAGE_KEYS.chunkReload, '1')
    const load = vi
      .fn<() => Promise<typeof Part>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce(Part)
    render(<OnDemand label="Open it" load={load} props={{ word: 'Inside' }} />)
    await userEvent.click(screen.getByRole('button', { name: 'Open it' }))
    expect(
      await screen.findByText('This part could not load. Check your connection and try again.'),
    ).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Open it' }))
    expect(await screen.findByRole('button', { name: 'Inside' })).toBeInTheDocument()
  })
})
