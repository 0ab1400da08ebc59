import { act, render, screen } from '@testing-library/react'
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router'
import { CHECKOUT_RETURN_POLL, useCheckoutReturn } from './use-checkout-return'

function Probe({ refresh, active }: { refresh: () => Promise<void>; active: boolean }) {
  const returned = useCheckoutReturn(refresh, active)
  const location = useLocation()
  return (
    <p>
      {returned ? 'returned' : 'plain'} {location.pathname}
      {location.search}
    </p>
  )
}

function renderAt(url: string, refresh: () => Promise<void>, active = false) {
  const router = createMemoryRouter(
    [{ path: '/settings/billing', element: <Probe refresh={refresh} active={active} /> }],
    {
      initialEntries: [url],
    },
  )
  render(<RouterProvider router={router} />)
  return router
}

describe('useCheckoutReturn', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('after ?checkout=success: re-reads at once, then every 3 s, at most 10 more times, and drops the parameter', async () => {
    const refresh = vi.fn(async () => {})
    renderAt('/settings/billing?checkout=success', refresh)
    expect(screen.getByText('returned /settings/billing')).toBeInTheDocument()
    expect(refresh).toHaveBeenCalledTimes(1)
    await act(() => vi.advanceTimersByTimeAsync(CHECKOUT_RETURN_POLL.intervalMs * 20))
    expect(refresh).toHaveBeenCalledTimes(1 + CHECKOUT_RETURN_POLL.attempts)
  })

  it('stops as soon as the server reports the plan active', () => {
    const refresh = vi.fn(async () => {})
    renderAt('/settings/billing?checkout=success', refresh, true)
    expect(screen.getByText('returned /settings/billing')).toBeInTheDocument()
    expect(refresh).not.toHaveBeenCalled()
  })

  it('does nothing on a plain visit', async () => {
    const refresh = vi.fn(async () => {})
    renderAt('/settings/billing', refresh)
    await act(() => vi.advanceTimersByTimeAsync(10_000))
    expect(screen.getByText('plain /settings/billing')).toBeInTheDocument()
    expect(refresh).not.toHaveBeenCalled()
  })
})
