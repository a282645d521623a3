import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { RadioChoices } from './radio-choices'

const CHOICES = [
  { value: 0, content: <span>Piano</span> },
  { value: 1, content: <span>Guitar</span> },
]
const LOOK = { className: 'grid', cardClassName: 'card', radioClassName: 'radio' }

function renderChoices(checked: number, onChange = vi.fn()) {
  render(
    <RadioChoices
      name="instrument"
      choices={CHOICES}
      checked={checked}
      onChange={onChange}
      {...LOOK}
    />,
  )
  return onChange
}

describe('RadioChoices', () => {
  it('draws a radio per choice, named by its card, with the checked one checked', () => {
    renderChoices(1)
    const guitar = screen.getByRole('radio', { name: 'Guitar' })
    expect(guitar).toBeChecked()
    expect(guitar).toHaveAttribute('name', 'instrument')
    expect(guitar).toHaveAttribute('value', '1')
    expect(guitar).toHaveClass('radio')
    expect(guitar.closest('label')).toHaveClass('card')
    expect(screen.getByRole('radio', { name: 'Piano' })).not.toBeChecked()
  })

  it('reports the value of the choice picked anywhere on its card', async () => {
    const onChange = renderChoices(1)
    await userEvent.click(screen.getByText('Piano'))
    expect(onChange).toHaveBeenCalledWith(0)
  })
})
