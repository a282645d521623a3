import { PROBLEMS_MAX } from './limits'

/** Collects what the decoder had to repair, in words a songwriter can act on. */
export type ProblemLog = { add: (problem: string) => void; list: () => string[] }

export function createProblemLog(): ProblemLog {
  const problems: string[] = []
  let unlisted = 0
  return {
    add(problem) {
      if (problems.length < PROBLEMS_MAX) problems.push(problem)
      else unlisted += 1
    },
    list: () =>
      unlisted > 0
        ? [...problems, `…and ${unlisted} more problem${unlisted === 1 ? '' : 's'}`]
        : [...problems],
  }
}

/** A value as the problem text quotes it: short, and readable whatever it is. */
export function quoted(value: unknown): string {
  let text: string
  try {
    text = JSON.stringify(value) ?? String(value)
  } catch {
    // BigInts, cycles and objects without a prototype: name the kind instead.
    text = Object.prototype.toString.call(value)
  }
  return text.length > 32 ? `${text.slice(0, 31)}…` : text
}
