import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import Cookies from 'js-cookie'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ThemeDialog } from './theme-dialog'

afterEach(() => {
  Cookies.remove('themesettings', { path: '/' })
})

describe('ThemeDialog', () => {
  it('offers System, Light and Dark with the stored choice checked', () => {
    Cookies.set('themesettings', 'dark', { path: '/' })
    render(<ThemeDialog open onClose={() => {}} />)
    const dialog = screen.getByRole('dialog', { name: 'Theme' })
    expect(dialog).toBeVisible()
    expect(screen.getByRole('radio', { name: 'Dark' })).toBeChecked()
    expect(screen.getByRole('radio', { name: 'System' })).not.toBeChecked()
  })

  it('applies and stores a new choice', async () => {
    vi.spyOn(window, 'matchMedia').mockReturnValue({ matches: false } as MediaQueryList)
    render(<ThemeDialog open onClose={() => {}} />)
    await userEvent.click(screen.getByRole('radio', { name: 'Light' }))
    expect(Cookies.get('themesettings')).toBe('light')
    expect(document.documentElement.dataset.theme).toBe('cupcake')
    await userEvent.click(screen.getByRole('radio', { name: 'Dark' }))
    expect(document.documentElement.dataset.theme).toBe('dark')
  })

  it('closes with Done', async () => {
    const onClose = vi.fn()
    render(<ThemeDialog open onClose={onClose} />)
    await userEvent.click(screen.getByRole('button', { name: 'Done' }))
    expect(onClose).toHaveBeenCalled()
  })
})
