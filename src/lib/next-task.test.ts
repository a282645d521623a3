import { describe, expect, it } from 'vitest'
import { nextTask } from './next-task'

describe('nextTask', () => {
  it('resolves in a later task: after microtasks and after a task queued before it', async () => {
    const order: string[] = []
    setTimeout(() => order.push('queued task'), 0)
    const done = nextTask().then(() => order.push('next task'))
    queueMicrotask(() => order.push('microtask'))
    await done
    expect(order).toEqual(['microtask', 'queued task', 'next task'])
  })
})
