import { useState } from 'react'

/**
 * False until `open` is first true, then true for good: a dialog whose code loads on first use
 * stays mounted from its first opening on, so closing it plays its exit.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open)
  if (open && !opened) setOpened(true)
  return opened || open
}
