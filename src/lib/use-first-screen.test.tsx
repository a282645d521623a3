import { act, render, screen } from '@testing-library/react'
import { useEffect, useState } from 'react'
import { flushSync } from 'react-dom'
import { describe, expect, it, vi } from 'vitest'
import {
  barsMounted,
  FIRST_SCREEN_BARS,
  firstScreenSections,
  SLICE_BARS,
  useBarBudget,
} from './use-first-screen'

// Transitions can be held back, to see the page as it is before the rest has rendered.
const held = vi.hoisted(() => ({ on: false }))
vi.mock('react', async (original) => {
  const react = await original<typeof import('react')>()
  return {
    ...react,
    startTransition: (update: () => void) => (held.on ? undefined : react.startTransition(update)),
  }
})

const sections = (...sizes: number[]) => sizes.map((bars) => ({ bars: Array(bars).fill(0) }))

describe('firstScreenSections', () => {
  it('mounts sections until the first screen’s bars are there', () => {
    expect(firstScreenSections(sections(20, 20, 20, 20))).toBe(2)
    expect(firstScreenSections(sections(8, 8, 8, 8, 8, 8, 8))).toBe(FIRST_SCREEN_BARS / 8)
  })

  it('always mounts the section asked for (the caret’s, the playing one)', () => {
    expect(firstScreenSections(sections(20, 20, 20, 20, 20), 4)).toBe(5)
  })

  it('mounts a short song whole, and one section longer than a screen on its own', () => {
    expect(firstScreenSections(sections(4, 4))).toBe(2)
    expect(firstScreenSections(sections(100, 4))).toBe(1)
  })

  it('mounts fewer bars where a screen holds fewer (large type)', () => {
    expect(firstScreenSections(sections(20, 20, 20, 20), 0, FIRST_SCREEN_BARS / 2)).toBe(1)
  })
})

describe('barsMounted', () => {
  it('mounts whole sections, then part of the next, then none', () => {
    expect(barsMounted(sections(8, 8, 8), 0, 10)).toEqual([8, 2, 0])
    expect(barsMounted(sections(8, 8, 8), 0, 100)).toEqual([8, 8, 8])
  })

  it('always mounts the caret’s section and those before it whole', () => {
    expect(barsMounted(sections(8, 8, 8), 1, 4)).toEqual([8, 8, 0])
    expect(barsMounted(sections(8, 8, 8), 2, 0)).toEqual([8, 8, 8])
  })
})

const TOTAL = FIRST_SCREEN_BARS + 2 * SLICE_BARS + 1
const seen: number[] = []
function Probe() {
  const budget = useBarBudget(TOTAL)
  seen.push(budget)
  return <p>{budget >= TOTAL ? 'whole' : `${budget} bars`}</p>
}

const log: string[] = []
/** A song view of two slices, each drawn slice logged under its name. */
function View({ name }: { name: string }) {
  const budget = useBarBudget(2 * SLICE_BARS, 0)
  log.push(`${name} ${budget}`)
  return null
}

/** Mounts the probe only when the page prints, as a printable sheet might. */
function Printed() {
  const [shown, setShown] = useState(false)
  useEffect(() => {
    const show = () => flushSync(() => setShown(true))
    window.addEventListener('beforeprint', show)
    return () => window.removeEventListener('beforeprint', show)
  }, [])
  return shown ? <Probe /> : null
}

describe('useBarBudget', () => {
  it('mounts the first screen, then a slice more in each later task until the whole song', async () => {
    vi.useFakeTimers()
    seen.length = 0
    render(<Probe />)
    expect(seen).toEqual([FIRST_SCREEN_BARS])
    // Each slice waits for a task of its own.
    await act(() => vi.advanceTimersToNextTimerAsync())
    expect(seen.at(-1)).toBe(FIRST_SCREEN_BARS + SLICE_BARS)
    for (const _slice of [2, 3]) await act(() => vi.advanceTimersToNextTimerAsync())
    expect(screen.getByText('whole')).toBeTruthy()
    // Nothing more once the whole song is there.
    expect(vi.getTimerCount()).toBe(0)
    expect(new Set(seen)).toEqual(
      new Set([0, 1, 2, 3].map((slices) => FIRST_SCREEN_BARS + slices * SLICE_BARS)),
    )
    vi.useRealTimers()
  })

  it('slices one view at a time, one slice an idle period, the view drawn first first', async () => {
    vi.useFakeTimers()
    log.length = 0
    render(
      <>
        <View name="grid" />
        <View name="sheet" />
      </>,
    )
    for (const _slice of [1, 2, 3, 4]) await act(() => vi.advanceTimersToNextTimerAsync())
    expect(log.slice(2)).toEqual([
      `grid ${SLICE_BARS}`,
      `grid ${2 * SLICE_BARS}`,
      `sheet ${SLICE_BARS}`,
      `sheet ${2 * SLICE_BARS}`,
    ])
    expect(vi.getTimerCount()).toBe(0)
    vi.useRealTimers()
  })

  it('renders the whole song at once when the page is printed', () => {
    held.on = true
    render(<Probe />)
    held.on = false
    expect(screen.getByText(`${FIRST_SCREEN_BARS} bars`)).toBeTruthy()
    act(() => {
      window.dispatchEvent(new Event('beforeprint'))
    })
    expect(screen.getByText('whole')).toBeTruthy()
    window.dispatchEvent(new Event('afterprint'))
  })

  it('renders whole at once a sheet that printing itself mounts', () => {
    held.on = true
    render(<Printed />)
    act(() => {
      window.dispatchEvent(new Event('beforeprint'))
    })
    held.on = false
    expect(screen.getByText('whole')).toBeTruthy()
    window.dispatchEvent(new Event('afterprint'))
  })
})
