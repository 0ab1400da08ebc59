/**
 * Resolves in a later task, so the browser can paint and handle input in between: the
 * `scheduler.yield()` continuation where the browser has it (it runs ahead of other queued
 * work), otherwise a zero-delay timer. Never rejects.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler
  if (typeof scheduler?.yield === 'function') return scheduler.yield()
  return new Promise((resolve) => setTimeout(resolve, 0))
}

/**
 * Resolves in a task after the browser's next frame (its style, layout and paint) has run: work
 * that needs an up-to-date layout (moving focus) then finds it done instead of forcing it. Never
 * rejects.
 */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => void nextTask().then(resolve)))
}
