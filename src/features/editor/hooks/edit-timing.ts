// Performance marks for the editor's speed figures (printed by e2e/editor-perf.spec.ts): an edit
// from its start to the end of the frame that paints it.

type PostTask = (callback: () => void, options: { priority: 'user-blocking' }) => Promise<void>
const postTask = (globalThis as { scheduler?: { postTask?: PostTask } }).scheduler?.postTask

// One channel for the page's life, not one per edit.
let afterPaint: MessageChannel | undefined

/** Runs `callback` in the first task after the current frame's paint. */
function afterThisPaint(callback: () => void) {
  // A user-blocking task comes before the tasks already queued (the renders an edit defers, which
  // follow its paint), so the figure ends where the paint does; a message is the next best.
  if (postTask) {
    void postTask.call((globalThis as { scheduler?: unknown }).scheduler, callback, {
      priority: 'user-blocking',
    })
    return
  }
  afterPaint ??= new MessageChannel()
  afterPaint.port1.onmessage = callback
  afterPaint.port2.postMessage(null)
}

/** Marks the start of an edit named `name` ("chord-edit", "words-edit"). */
export const markEditStart = (name: string) => performance.mark(`${name}-start`)

/** Measures the edit up to the end of the frame that paints it: the frame's rAF, then a task after its paint. */
export function measureEditToPaint(name: string) {
  requestAnimationFrame(() =>
    afterThisPaint(() => {
      performance.mark(`${name}-painted`)
      performance.measure(name, `${name}-start`, `${name}-painted`)
    }),
  )
}
