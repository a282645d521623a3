// Performance marks for the editor's speed figures (printed by e2e/editor-perf.spec.ts): an edit
// from its start to the end of the frame that paints it.

// One channel for the page's life, not one per edit.
let afterPaint: MessageChannel | undefined

/** Marks the start of an edit named `name` ("chord-edit", "words-edit"). */
export const markEditStart = (name: string) => performance.mark(`${name}-start`)

/** Measures the edit up to the end of the frame that paints it: the frame's rAF, then a task after its paint. */
export function measureEditToPaint(name: string) {
  requestAnimationFrame(() => {
    afterPaint ??= new MessageChannel()
    afterPaint.port1.onmessage = () => {
      performance.mark(`${name}-painted`)
      performance.measure(name, `${name}-start`, `${name}-painted`)
    }
    afterPaint.port2.postMessage(null)
  })
}
