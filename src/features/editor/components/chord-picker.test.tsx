import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { ChordPicker } from './chord-picker'

describe('ChordPicker', () => {
  it('starts from the current chord and builds a new one from its menus', async () => {
    const onPick = vi.fn()
    render(<ChordPicker open current="Am7/G" onClose={() => {}} onPick={onPick} />)
    expect(screen.getByRole('combobox', { name: 'Root' })).toHaveValue('A')
    expect(screen.getByRole('combobox', { name: 'Quality' })).toHaveValue('m7')
    expect(screen.getByRole('combobox', { name: 'Bass' })).toHaveValue('G')
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Root' }), 'D')
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Bass' }), 'the root')
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Quality' }), 'minor (m)')
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Extension' }), 'add9')
    await userEvent.click(screen.getByRole('button', { name: 'Use Dmadd9' }))
    expect(onPick).toHaveBeenCalledWith('Dmadd9')
  })
})
