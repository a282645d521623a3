import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { chordPageDataForSlug } from '../chord-page-data'
import { played } from '../testing/chord-player-mock'
import { FrettedShapes } from './fretted-shapes'

vi.mock('../hooks/use-chord-player', () => import('../testing/chord-player-mock'))

beforeEach(() => {
  played.length = 0
})

const page = (slug: string) => {
  const data = chordPageDataForSlug(slug)
  if (!data) throw new Error(`no chord ${slug}`)
  return data
}

describe('the guitar and ukulele positions', () => {
  it('shows several, the easiest first, and plays the notes each one shows', async () => {
    render(<FrettedShapes data={page('f-major')} />)
    const guitar = within(screen.getByRole('region', { name: 'F major on guitar' }))
    expect(guitar.getAllByRole('listitem')).toHaveLength(3)
    expect(guitar.getAllByRole('img')[0]).toHaveAccessibleName(
      'guitar chord box for F: 133211, lowest string first',
    )
    const captions = guitar
      .getAllByRole('figure')
      .map((figure) => figure.querySelector('figcaption')?.textContent)
    expect(captions).toEqual([
      'Easiest 133211',
      'Barre at fret 3, C in the bass x33565',
      'Barre at fret 5, A in the bass 587565',
    ])
    // 133211 from the low E: F2 C3 F3 A3 C4 F4; x33565: C3 F3 C4 F4 A4 and no low string.
    await userEvent.click(guitar.getByRole('button', { name: 'Play F on guitar, 133211' }))
    await userEvent.click(guitar.getByRole('button', { name: 'Play F on guitar, x33565' }))
    expect(played).toEqual([
      [41, 48, 53, 57, 60, 65],
      [48, 53, 60, 65, 69],
    ])
    const ukulele = within(screen.getByRole('region', { name: 'F major on ukulele' }))
    await userEvent.click(ukulele.getByRole('button', { name: 'Play F on ukulele, 2010' }))
    // The ukulele's G string is tuned high (G4): 2010 sounds A4 C4 F4 A4.
    expect(played.at(-1)).toEqual([69, 60, 65, 69])
  })

  it('says why a chord has no ukulele shape', () => {
    render(<FrettedShapes data={page('c-9')} />)
    expect(
      screen.getByText(/We have no ukulele shape for C9 we would teach with confidence/),
    ).toBeInTheDocument()
  })
})
