import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithRouter } from '@/testing/render-with-router'
import { chordPageDataForSlug } from '../chord-page-data'
import { ChordProgressions, progressionAction } from './chord-progressions'

const data = chordPageDataForSlug('c-sharp-minor-7')
if (!data) throw new Error('no C#m7')
const twoFiveOne = data.progressions.find((p) => p.template.id === 'two-five-one')
if (!twoFiveOne) throw new Error('no ii–V–I for C#m7')

describe('progression links', () => {
  it('open the editor with the chords for premium and trial users', () => {
    for (const access of ['premium', 'trial'] as const) {
      expect(progressionAction(access, twoFiveOne)).toEqual({
        to: '/write?progression=C%23m7-F%237-Bmaj7',
        label: 'Open in the editor',
      })
    }
  })

  it('invite visitors to sign up and free users to upgrade', () => {
    expect(progressionAction('visitor', twoFiveOne)).toEqual({
      to: '/auth',
      label: 'Sign up to write with this progression',
    })
    expect(progressionAction('free', twoFiveOne).to).toBe('/account')
  })

  it('render signed out, with each chord linking to its page', () => {
    renderWithRouter(<ChordProgressions data={data} />)
    const chords = screen.getByRole('list', { name: 'Chords of ii7–V7–Imaj7' })
    expect(chords).toHaveTextContent('C♯m7F♯7Bmaj7')
    expect(screen.getByRole('link', { name: 'F♯7' })).toHaveAttribute(
      'href',
      '/how-to-play-chord-piano/f-sharp-7',
    )
    expect(
      screen.getAllByRole('link', { name: 'Sign up to write with this progression' }).length,
    ).toBe(data.progressions.length)
  })
})
