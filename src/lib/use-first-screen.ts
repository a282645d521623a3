import { startTransition, useEffect, useState } from 'react'
import { flushSync } from 'react-dom'

/** Bars the first render mounts: more than a tall screen shows, so nothing in view waits. */
export const FIRST_SCREEN_BARS = 40

/**
 * Bars the editor's first screen holds, and a row more: rows of about 6 rem, of two bars on a phone
 * and four wider up (the grid's columns). A phone mounts half a desktop's.
 */
export function screenBars(): number {
  if (typeof window === 'undefined') return FIRST_SCREEN_BARS
  const rem = 16
  const perRow = window.innerWidth < 640 ? 2 : 4
  return Math.min(FIRST_SCREEN_BARS, (Math.ceil(window.innerHeight / (6 * rem)) + 1) * perRow)
}

/**
 * How many sections a long song's first render mounts: enough for `screenBars` bars (fewer in
 * large type), and at least `through` + 1 (the section with the caret or the playing bar).
 */
export function firstScreenSections(
  sections: readonly { bars: readonly unknown[] }[],
  through = 0,
  screenBars = FIRST_SCREEN_BARS,
): number {
  let bars = 0
  let count = 0
  while (count < sections.length && bars < screenBars) {
    bars += sections[count]?.bars.length ?? 0
    count += 1
  }
  return Math.max(count, through + 1)
}

/**
 * How many of each section's bars a budget of `budget` bars mounts: whole sections first, then
 * part of the next one, then none; the sections through `through` (the caret's) always whole.
 */
export function barsMounted(
  sections: readonly { bars: readonly unknown[] }[],
  through: number,
  budget: number,
): number[] {
  let left = budget
  return sections.map((section, index) => {
    const bars = section.bars.length
    const shown = index <= through ? bars : Math.max(0, Math.min(bars, left))
    left -= bars
    return shown
  })
}

// Whether the page is printing; listened to from the first import, before any component's own
// listener, so a component that printing mounts knows at its first render.
let printing = false
if (typeof window !== 'undefined') {
  window.addEventListener('beforeprint', () => {
    printing = true
  })
  window.addEventListener('afterprint', () => {
    printing = false
  })
}

/**
 * Bars each later slice mounts: a slice's render, commit, style and layout stay well under 50 ms
 * on a phone (a section newly mounted is laid out whole, off the screen or not).
 */
export const SLICE_BARS = 8

/** Bars in all of a song's sections. */
export const barsIn = (sections: readonly { bars: readonly unknown[] }[]) =>
  sections.reduce((sum, section) => sum + section.bars.length, 0)

/** Runs `task` when the page is idle (after input and frames), or in a task of its own; returns its cancel. */
function whenIdle(task: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(task, { timeout: 1000 })
    return () => cancelIdleCallback(id)
  }
  const id = setTimeout(task)
  return () => clearTimeout(id)
}

// The slices of every song view on the page wait in one queue: one slice an idle period, the
// view drawn first before the others (the editor's grid before its print sheet). Run in the same
// idle period, two views' slices became one long render.
const waiting = new Map<number, () => void>()
let cancelNext: (() => void) | undefined
let views = 0

function runNextSlice() {
  cancelNext = undefined
  const first = Math.min(...waiting.keys())
  const slice = waiting.get(first)
  waiting.delete(first)
  slice?.()
  if (waiting.size) cancelNext = whenIdle(runNextSlice)
}

function queueSlice(view: number, slice: () => void): () => void {
  waiting.set(view, slice)
  cancelNext ??= whenIdle(runNextSlice)
  return () => {
    waiting.delete(view)
    if (waiting.size === 0) {
      cancelNext?.()
      cancelNext = undefined
    }
  }
}

/**
 * How many bars a long song may have mounted: `first` for the first render (the first screen),
 * then a slice more whenever the page is idle, in a transition, until all `total` are there. A
 * click or key comes first, and no task of the song's start runs long. Printing before then
 * mounts the rest at once, so a printout is never cut short.
 */
export function useBarBudget(total: number, first: number = FIRST_SCREEN_BARS): number {
  // Mounted while the page prints (a sheet the printing itself brought in): whole at once.
  const [budget, setBudget] = useState(printing ? Number.POSITIVE_INFINITY : first)
  // Its place in the queue: the order views are first drawn in.
  const [view] = useState(() => ++views)
  useEffect(() => {
    if (budget >= total) return
    return queueSlice(view, () => startTransition(() => setBudget((bars) => bars + SLICE_BARS)))
  }, [budget, total, view])
  useEffect(() => {
    const beforePrint = () => flushSync(() => setBudget(Number.POSITIVE_INFINITY))
    window.addEventListener('beforeprint', beforePrint)
    return () => window.removeEventListener('beforeprint', beforePrint)
  }, [])
  return budget
}
