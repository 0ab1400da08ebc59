/** What a part of the page does when the member's session ends (sign-out, account deletion, token loss). */
export interface SessionEndHook {
  /**
   * Runs before a sign-out, while the session is still valid: tells the server the member left
   * (e.g. `presence_leave` for each topic). Must stop its own periodic work at once (synchronously)
   * and resolve when its requests are answered; a rejection is logged only.
   */
  leave?: () => Promise<void>
  /**
   * The session is gone or about to go: stops every read, heartbeat and channel that would call the
   * server, at once, and makes no request. Called after the leaves on a sign-out, and alone when the
   * session was lost (another tab signed out, a refresh failed).
   */
  drop: () => void
}

/** How long a sign-out waits for the leave requests before dropping the session anyway, in ms. */
export const SESSION_LEAVE_TIMEOUT_MS = 3000

const hooks = new Set<SessionEndHook>()

/**
 * Registers what to do when the member's session ends (see {@link SessionEndHook}); hooks run in
 * the order they were registered. Returns the function that unregisters it.
 */
export function onSessionEnd(hook: SessionEndHook): () => void {
  hooks.add(hook)
  return () => {
    hooks.delete(hook)
  }
}

/**
 * Before a sign-out, while the session is valid: starts every hook's `leave` (heartbeats stop at
 * once), waits for them (at most `timeoutMs`), then `drop`s every hook (channels close, no read
 * starts from then on). Never rejects.
 */
export async function leaveBeforeSignOut(timeoutMs = SESSION_LEAVE_TIMEOUT_MS): Promise<void> {
  const leaving: Promise<unknown>[] = []
  for (const hook of [...hooks]) {
    if (!hook.leave) continue
    try {
      leaving.push(hook.leave().catch((error: unknown) => console.warn('Leaving before sign-out:', error)))
    } catch (error) {
      console.warn('Leaving before sign-out:', error)
    }
  }
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, timeoutMs)
  })
  await Promise.race([Promise.allSettled(leaving), timeout])
  clearTimeout(timer)
  // Only now do the channels close: the others' pages, told by Presence, read an answer without this member.
  dropSession()
}

/** The session is gone (or going): every hook's `drop`, at once; no request is made. */
export function dropSession(): void {
  for (const hook of [...hooks]) {
    try {
      hook.drop()
    } catch (error) {
      console.warn('Dropping the session:', error)
    }
  }
}
