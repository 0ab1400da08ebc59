import { useEffect, useState } from 'react'
import { useSearchParams } from 'react-router'

/** How often, and how many times, the subscription is re-read after returning from Checkout. */
export const CHECKOUT_RETURN_POLL = { intervalMs: 3000, attempts: 10 } as const

/**
 * The return from Stripe Checkout: its success URL is /settings/billing?checkout=success
 * (docs/functions.md). When the page opens with it, this returns true for the page's life,
 * drops the query parameter (so a reload does not repeat it) and re-reads the subscription at
 * once, then every 3 s (at most 10 times) until the server reports it active, because the
 * webhook may land a moment after the redirect. Nothing is marked active on the client.
 */
export function useCheckoutReturn(refresh: () => Promise<void>, active: boolean): boolean {
  const [searchParams, setSearchParams] = useSearchParams()
  const [returned] = useState(() => searchParams.get('checkout') === 'success')
  const hasParam = searchParams.has('checkout')

  useEffect(() => {
    if (!hasParam) return
    setSearchParams(
      (prev) => {
        const next = new URLSearchParams(prev)
        next.delete('checkout')
        return next
      },
      { replace: true },
    )
  }, [hasParam, setSearchParams])

  useEffect(() => {
    if (!returned || active) return
    let attempts = 0
    void refresh()
    const timer = setInterval(() => {
      attempts += 1
      if (attempts >= CHECKOUT_RETURN_POLL.attempts) clearInterval(timer)
      void refresh()
    }, CHECKOUT_RETURN_POLL.intervalMs)
    return () => clearInterval(timer)
  }, [returned, active, refresh])

  return returned
}
