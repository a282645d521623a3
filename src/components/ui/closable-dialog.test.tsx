import { fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { ClosableDialog } from './closable-dialog'

describe('ClosableDialog', () => {
  it('closes from its button, named as asked, and when the browser closes it (Escape)', async () => {
    const onClose = vi.fn()
    render(
      <ClosableDialog open title="Theme" closeLabel="Done" onClose={onClose}>
        <p>Choose</p>
      </ClosableDialog>,
    )
    const dialog = screen.getByRole('dialog', { name: 'Theme' })
    expect(dialog).toHaveTextContent('Choose')
    await userEvent.click(screen.getByRole('button', { name: 'Done' }))
    expect(onClose).toHaveBeenCalledTimes(1)
    fireEvent(dialog, new Event('close'))
    expect(onClose).toHaveBeenCalledTimes(2)
  })

  it('shows nothing of its content while closed', () => {
    render(
      <ClosableDialog open={false} title="History" onClose={() => {}}>
        <p>Saves</p>
      </ClosableDialog>,
    )
    expect(screen.queryByText('Saves')).toBeNull()
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull()
  })
})
