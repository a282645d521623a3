import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ComponentProps } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { LabelledSelect } from './labelled-select'

const frets = [
  { value: 0, label: 'None' },
  { value: 1, label: '1' },
  { value: 2, label: '2', disabled: true },
]

/** A capo select, with whatever a test changes. */
const capo = (props: Partial<ComponentProps<typeof LabelledSelect>> = {}) => (
  <LabelledSelect label="Capo" value={0} options={frets} onChange={vi.fn()} {...props} />
)

describe('LabelledSelect', () => {
  it('is named by its text or its own name, never with the chosen option', () => {
    const { rerender } = render(capo())
    expect(screen.getByRole('combobox', { name: 'Capo' })).toHaveDisplayValue('None')
    rerender(capo({ label: 'Show', name: 'Show chords as' }))
    expect(screen.getByRole('combobox', { name: 'Show chords as' })).toBeInTheDocument()
    expect(screen.getByText('Show')).toBeInTheDocument()
  })

  it('hands on the chosen value and keeps a disabled option out of reach', async () => {
    const onChange = vi.fn()
    render(capo({ onChange }))
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Capo' }), '1')
    expect(onChange).toHaveBeenCalledWith('1')
    expect(screen.getByRole('option', { name: '2' })).toBeDisabled()
  })

  it('lets an option without a value stand for its label', () => {
    render(
      capo({
        label: 'Time signature',
        value: '3/4',
        options: [{ label: '4/4' }, { label: '3/4' }],
      }),
    )
    expect(screen.getByRole('option', { name: '3/4' })).not.toHaveAttribute('value')
    expect(screen.getByRole('combobox', { name: 'Time signature' })).toHaveValue('3/4')
  })

  it('sits beside its text when given a width, else under it', () => {
    const { rerender } = render(capo({ inlineWidth: 'w-20' }))
    expect(screen.getByRole('combobox')).toHaveClass('select select-sm w-20')
    expect(screen.getByText('Capo')).toHaveClass('items-center')
    rerender(capo({ className: 'col-span-2' }))
    expect(screen.getByRole('combobox')).toHaveClass('w-full')
    expect(screen.getByText('Capo')).toHaveClass('flex-col col-span-2')
  })
})
