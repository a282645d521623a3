import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { buildSections } from '@/testing/song-builders'
import { LeadSheet } from './lead-sheet'

const doc = {
  name: 'Road Song',
  bpm: 96,
  timeSignature: { beats: 3, unit: 4 },
  sections: buildSections([
    {
      label: 'Verse',
      bars: [
        { chords: ['C'], words: ['Down the '] },
        { chords: ['G', '', 'Am'], words: ['long ', '', 'road '], lineEnd: true },
      ],
    },
    { label: 'Chorus', repeat: 2, bars: [['F'], ['G']] },
  ]),
}

describe('LeadSheet', () => {
  it('shows the title, the facts, and each section with its chords over its words', () => {
    render(<LeadSheet doc={doc} songKey="C" capo={3} heading="h1" />)
    expect(screen.getByRole('heading', { level: 1, name: 'Road Song' })).toBeInTheDocument()
    expect(screen.getByText('Key C · 96 bpm · 3/4 · Capo 3')).toBeInTheDocument()
    const verse = screen.getByRole('region', { name: 'Verse' })
    expect(verse).toHaveTextContent('VerseCDown the Glong Amroad')
    const chorus = screen.getByRole('region', { name: /^Chorus\s*, played 2 times$/ })
    expect(within(chorus).getByText('F')).toBeInTheDocument()
  })

  it('marks the playing bar, and leaves the title to the page when asked', () => {
    const { container } = render(
      <LeadSheet
        doc={doc}
        songKey=""
        heading={null}
        playingBar={{ section: 1, bar: 1 }}
        show={(symbol) => `${symbol}7`}
      />,
    )
    expect(screen.queryByRole('heading', { name: 'Road Song' })).toBeNull()
    const playing = container.querySelectorAll('[aria-current="true"]')
    expect([...playing].map((bar) => bar.textContent)).toEqual(['G7'])
  })
})
