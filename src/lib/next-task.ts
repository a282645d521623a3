/** Resolves in a task of its own, after whatever the browser has queued (input, a frame). */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0))
