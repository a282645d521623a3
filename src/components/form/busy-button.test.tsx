import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { BusyButton } from './busy-button'

describe('a busy button', () => {
  it('keeps the focus of the keyboard user who pressed it, and takes no second press', async () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault())
    const onClick = vi.fn()
    const { rerender } = render(
      <form onSubmit={onSubmit}>
        <input aria-label="Name" />
        <BusyButton type="submit" busy={false} busyLabel="Saving…" onClick={onClick}>
          Save
        </BusyButton>
      </form>,
    )
    const button = screen.getByRole('button', { name: 'Save' })
    button.focus()
    await userEvent.keyboard('{Enter}')
    expect(onSubmit).toHaveBeenCalledOnce()
    expect(onClick).toHaveBeenCalledOnce()
    rerender(
      <form onSubmit={onSubmit}>
        <input aria-label="Name" />
        <BusyButton type="submit" busy busyLabel="Saving…" onClick={onClick}>
          Save
        </BusyButton>
      </form>,
    )
    const busy = screen.getByRole('button', { name: 'Saving…' })
    expect(busy).toHaveFocus()
    expect(busy).toHaveAttribute('aria-disabled', 'true')
    await userEvent.keyboard('{Enter}')
    await userEvent.type(screen.getByLabelText('Name'), 'x{Enter}')
    expect(onSubmit).toHaveBeenCalledOnce()
    expect(onClick).toHaveBeenCalledOnce()
  })
})
