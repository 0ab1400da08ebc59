/** How long the username and e-mail pages pretend to save, in ms. */
export const SIMULATED_SAVE_MS = 1000

/** Resolves after `ms` milliseconds (the simulated save of the username and e-mail pages). */
export function simulatedSave(ms: number = SIMULATED_SAVE_MS): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms))
}
