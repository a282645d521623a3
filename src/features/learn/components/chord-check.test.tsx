import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { factsOf } from '@/testing/chords'
import { played } from '../testing/chord-player-mock'
import { ChordCheck } from './chord-check'

vi.mock('../hooks/use-chord-player', () => import('../testing/chord-player-mock'))

beforeEach(() => {
  played.length = 0
})

const facts = factsOf('c-major')

/** Web MIDI as the browser hands it over: inputs that send messages, and plugging in later. */
class FakeInput extends EventTarget {
  state = 'connected'
  send(...bytes: number[]) {
    act(() => {
      this.dispatchEvent(Object.assign(new Event('midimessage'), { data: new Uint8Array(bytes) }))
    })
  }
  on = (note: number) => this.send(0x90, note, 100)
  off = (note: number) => this.send(0x80, note, 0)
}

class FakeAccess extends EventTarget {
  inputs = new Map<string, FakeInput>()
  plugIn(id: string) {
    const input = new FakeInput()
    this.inputs.set(id, input)
    act(() => {
      this.dispatchEvent(new Event('statechange'))
    })
    return input
  }
}

function withMidi(access = new FakeAccess()) {
  const requestMidi = vi.fn(async () => access as unknown as MIDIAccess)
  render(<ChordCheck facts={facts} label="C major" requestMidi={requestMidi} />)
  return { access, requestMidi }
}

const status = () => screen.getAllByRole('status')[0]
const key = (name: string) => screen.getByRole('button', { name })

describe('checking a chord played on a MIDI keyboard', () => {
  it('asks for MIDI only at the press, then names the inversion of the chord held', async () => {
    const access = new FakeAccess()
    const keyboard = new FakeInput()
    access.inputs.set('keys', keyboard)
    const { requestMidi } = withMidi(access)
    expect(requestMidi).not.toHaveBeenCalled()
    expect(status()).toHaveTextContent('No notes yet: play C major.')

    await userEvent.click(screen.getByRole('button', { name: 'Use a MIDI keyboard' }))
    expect(requestMidi).toHaveBeenCalledOnce()
    expect(await screen.findByText('Listening to your MIDI keyboard.')).toBeInTheDocument()

    // E3 G3 C4, rolled, then let go: the chord stays shown.
    for (const note of [52, 55, 60]) keyboard.on(note)
    for (const note of [52, 55, 60]) keyboard.off(note)
    expect(status()).toHaveTextContent(
      'Yes, that is C major in first inversion, with E in the bass.',
    )
    expect(key('C4')).toHaveAttribute('aria-pressed', 'true')

    // A new chord starts with the next key: G in the bass, C and E above.
    for (const note of [43, 60, 76]) keyboard.on(note)
    expect(status()).toHaveTextContent(
      'Yes, that is C major in second inversion, with G in the bass.',
    )
    for (const note of [43, 60, 76]) keyboard.off(note)

    // C E G♯: the G is missing, the G♯ does not belong.
    for (const note of [60, 64, 68]) keyboard.on(note)
    expect(status()).toHaveTextContent('Not C major yet: G is missing; G♯ is not in the chord.')
    // A MIDI keyboard sounds by itself: the page plays nothing.
    expect(played).toEqual([])
  })

  it('hears a keyboard plugged in after the press, and stops listening when closed', async () => {
    const access = new FakeAccess()
    const { requestMidi } = withMidi(access)
    await userEvent.click(screen.getByRole('button', { name: 'Use a MIDI keyboard' }))
    expect(requestMidi).toHaveBeenCalledOnce()
    expect(
      await screen.findByText('No MIDI keyboard is connected yet: plug one in and play.'),
    ).toBeInTheDocument()
    const keyboard = access.plugIn('late')
    expect(screen.getByText('Listening to your MIDI keyboard.')).toBeInTheDocument()
    for (const note of [48, 64, 67]) keyboard.on(note)
    expect(status()).toHaveTextContent('Yes, that is C major in root position.')
  })

  it('says so when the browser refuses MIDI, and the keys still work', async () => {
    const requestMidi = vi.fn(async () => {
      throw new DOMException('denied', 'SecurityError')
    })
    render(<ChordCheck facts={facts} label="C major" requestMidi={requestMidi} />)
    await userEvent.click(screen.getByRole('button', { name: 'Use a MIDI keyboard' }))
    expect(
      await screen.findByText(
        'The browser did not allow MIDI. Allow it in this site’s settings, or tap the keys instead.',
      ),
    ).toBeInTheDocument()
    await userEvent.click(key('E4'))
    expect(status()).toHaveTextContent('Not C major yet: C and G are missing.')
  })

  it('offers no MIDI where the browser has none', () => {
    render(<ChordCheck facts={facts} label="C major" requestMidi={undefined} />)
    expect(screen.queryByRole('button', { name: 'Use a MIDI keyboard' })).toBeNull()
    expect(screen.getByText(/This browser has no Web MIDI/)).toBeInTheDocument()
  })
})

describe('checking a chord tapped on the page’s keys', () => {
  it('toggles keys by touch, playing each one pressed', async () => {
    render(<ChordCheck facts={facts} label="C major" requestMidi={undefined} />)
    for (const name of ['G4', 'C5', 'E5']) await userEvent.click(key(name))
    expect(status()).toHaveTextContent(
      'Yes, that is C major in second inversion, with G in the bass.',
    )
    expect(played).toEqual([[67], [72], [76]])
    await userEvent.click(key('G4'))
    expect(key('G4')).toHaveAttribute('aria-pressed', 'false')
    expect(status()).toHaveTextContent('Not C major yet: G is missing.')
    await userEvent.click(screen.getByRole('button', { name: 'Hear these notes' }))
    expect(played.at(-1)).toEqual([72, 76])
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }))
    expect(status()).toHaveTextContent('No notes yet: play C major.')
  })

  it('works from the keyboard alone: one tab stop, arrows between keys, Space to press', async () => {
    render(<ChordCheck facts={facts} label="C major" requestMidi={undefined} />)
    await userEvent.tab()
    expect(key('C4')).toHaveFocus()
    await userEvent.keyboard(' ')
    for (let i = 0; i < 4; i += 1) await userEvent.keyboard('{ArrowRight}')
    expect(key('E4')).toHaveFocus()
    await userEvent.keyboard(' ')
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{Enter}')
    expect(status()).toHaveTextContent('Yes, that is C major in root position.')
    await userEvent.keyboard('{End}')
    expect(key('B5')).toHaveFocus()
    await userEvent.keyboard('{Home}')
    expect(key('C4')).toHaveFocus()
    // The next Tab leaves the keys for the buttons after them.
    await userEvent.tab()
    expect(screen.getByRole('button', { name: 'Hear these notes' })).toHaveFocus()
  })
})
