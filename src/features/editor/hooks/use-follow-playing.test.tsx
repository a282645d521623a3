import { render } from '@testing-library/react'
import { useRef } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { HANDS_OFF_MS, useFollowPlaying } from './use-follow-playing'

function Grid({
  playing,
  now,
}: {
  playing: { section: number; bar: number } | null
  now: () => number
}) {
  const root = useRef<HTMLDivElement>(null)
  useFollowPlaying(root, playing, now)
  return (
    <div ref={root}>
      {[0, 1, 2, 3].map((bar) => (
        <div key={bar} data-bar={`0-${bar}`} />
      ))}
    </div>
  )
}

/** Bar 0 on screen, the others far below it; records which bars were scrolled to. */
function layout(container: HTMLElement) {
  const scrolled: string[] = []
  for (const cell of container.querySelectorAll<HTMLElement>('[data-bar]')) {
    const top = cell.dataset.bar === '0-0' ? 100 : 5000
    cell.getBoundingClientRect = () => ({ top, bottom: top + 80 }) as DOMRect
    cell.scrollIntoView = vi.fn(() => scrolled.push(cell.dataset.bar ?? ''))
  }
  return scrolled
}

describe('useFollowPlaying', () => {
  it('scrolls to a playing bar off screen, not to one on screen', () => {
    const now = () => 0
    const { container, rerender } = render(<Grid playing={null} now={now} />)
    const scrolled = layout(container)
    rerender(<Grid playing={{ section: 0, bar: 0 }} now={now} />)
    expect(scrolled).toEqual([])
    rerender(<Grid playing={{ section: 0, bar: 1 }} now={now} />)
    expect(scrolled).toEqual(['0-1'])
  })

  it('leaves a user who scrolls alone for a while, then follows again', () => {
    let time = 10_000
    const now = () => time
    const { container, rerender } = render(<Grid playing={null} now={now} />)
    const scrolled = layout(container)
    window.dispatchEvent(new Event('wheel'))
    rerender(<Grid playing={{ section: 0, bar: 1 }} now={now} />)
    time += HANDS_OFF_MS - 1
    rerender(<Grid playing={{ section: 0, bar: 2 }} now={now} />)
    expect(scrolled).toEqual([])
    time += 1
    rerender(<Grid playing={{ section: 0, bar: 3 }} now={now} />)
    expect(scrolled).toEqual(['0-3'])
  })
})
