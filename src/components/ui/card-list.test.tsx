import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { CardList } from './card-list'

const CARDS = [
  { title: 'Issues', text: 'Something broken?' },
  { title: 'Questions', text: 'About your account.' },
]

describe('CardList', () => {
  it('lists a card per item, its title a heading over its text', () => {
    render(<CardList cards={CARDS} className="grid gap-3" />)
    const list = screen.getByRole('list')
    expect(list).toHaveClass('grid', 'gap-3')
    const items = within(list).getAllByRole('listitem')
    expect(
      items.map((item) => within(item).getByRole('heading', { level: 3 }).textContent),
    ).toEqual(['Issues', 'Questions'])
    expect(items[1]).toHaveTextContent('About your account.')
  })

  it('tints the cards unless they stand on a tinted band', () => {
    const { rerender } = render(<CardList cards={CARDS} className="grid" />)
    expect(screen.getAllByRole('listitem')[0]).toHaveClass('bg-base-200/60', 'p-4')
    rerender(<CardList cards={CARDS} className="grid" tone="base" />)
    expect(screen.getAllByRole('listitem')[0]).toHaveClass('bg-base-100', 'p-5')
  })
})
