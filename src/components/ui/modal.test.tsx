import { fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { ClosableDialog, Modal } from './modal'

const locked = () => document.documentElement.classList.contains('scroll-locked')

function dialogs(first: boolean, second: boolean) {
  return (
    <>
      <Modal open={first} title="First" dismissible onClose={vi.fn()}>
        One
      </Modal>
      <Modal open={second} title="Second" dismissible onClose={vi.fn()}>
        Two
      </Modal>
    </>
  )
}

describe('Modal', () => {
  it('locks the page scroll while any dialog is open', () => {
    const { rerender, unmount } = render(dialogs(false, false))
    expect(locked()).toBe(false)
    rerender(dialogs(true, false))
    expect(locked()).toBe(true)
    rerender(dialogs(true, true))
    rerender(dialogs(false, true))
    expect(locked()).toBe(true)
    rerender(dialogs(false, false))
    expect(locked()).toBe(false)
    expect(document.documentElement.classList).not.toContain('scroll-gutter')
    rerender(dialogs(false, true))
    unmount()
    expect(locked()).toBe(false)
  })
})

describe('Modal that does not block the page', () => {
  it('opens as a non-modal dialog and leaves the page scrolling', () => {
    const showModal = vi.spyOn(HTMLDialogElement.prototype, 'showModal')
    const { getByRole, unmount } = render(
      <Modal open title="Cookie settings" dismissible={false} blocking={false} onClose={vi.fn()}>
        Choose
      </Modal>,
    )
    const dialog = getByRole('dialog', { name: 'Cookie settings' }) as HTMLDialogElement
    expect(dialog.open).toBe(true)
    expect(showModal).not.toHaveBeenCalled()
    expect(locked()).toBe(false)
    unmount()
  })
})

describe('Modal on a prerendered page', () => {
  it('opens once the full stylesheet that an input started loading has arrived', async () => {
    vi.resetModules()
    const styles = await import('@/lib/app-styles')
    const { Modal: FreshModal } = await import('./modal')
    styles.deferAppStyles(['/assets/index-a.css'])
    void styles.loadAppStyles()
    const { getByRole } = render(
      <FreshModal open title="Theme" dismissible onClose={vi.fn()}>
        Choose
      </FreshModal>,
    )
    const dialog = getByRole('dialog', { hidden: true }) as HTMLDialogElement
    expect(dialog.open).toBe(false)
    document.head
      .querySelector('link[href="/assets/index-a.css"]')
      ?.dispatchEvent(new Event('load'))
    await vi.waitFor(() => expect(dialog.open).toBe(true))
    document.head.querySelector('link[href="/assets/index-a.css"]')?.remove()
  })
})

describe('Modal opened by itself', () => {
  it('shows in a task after the render, what an input opens shows at once', async () => {
    vi.stubGlobal('navigator', { ...navigator, userActivation: { isActive: false } })
    try {
      const { getByRole, rerender } = render(
        <Modal open title="Cookie settings" dismissible={false} onClose={vi.fn()}>
          Choose
        </Modal>,
      )
      const dialog = getByRole('dialog', { hidden: true }) as HTMLDialogElement
      expect(dialog.open).toBe(false)
      await vi.waitFor(() => expect(dialog.open).toBe(true))
      rerender(
        <Modal open={false} title="Cookie settings" dismissible={false} onClose={vi.fn()}>
          Choose
        </Modal>,
      )
      vi.stubGlobal('navigator', { ...navigator, userActivation: { isActive: true } })
      rerender(
        <Modal open title="Cookie settings" dismissible={false} onClose={vi.fn()}>
          Choose
        </Modal>,
      )
      expect(dialog.open).toBe(true)
    } finally {
      vi.unstubAllGlobals()
    }
  })
})

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
