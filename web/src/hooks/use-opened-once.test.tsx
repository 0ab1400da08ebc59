import { renderHook } from '@testing-library/react'
import { useOpenedOnce } from './use-opened-once'

describe('useOpenedOnce', () => {
  it('is false until first open, then stays true after closing', () => {
    const { result, rerender } = renderHook(({ open }) => useOpenedOnce(open), { initialProps: { open: false } })
    expect(result.current).toBe(false)
    rerender({ open: true })
    expect(result.current).toBe(true)
    rerender({ open: false })
    expect(result.current).toBe(true)
  })
})
