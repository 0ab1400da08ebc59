import { useEffect, useState } from 'react'

/** "Now" in ms, refreshed every `intervalMs` (default one minute), so relative times move on. */
export function useNow(intervalMs = 60_000): number {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs)
    return () => clearInterval(timer)
  }, [intervalMs])
  return now
}
