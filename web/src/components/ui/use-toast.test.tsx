import { act, render, renderHook, screen } from '@testing-library/react'
import { Toaster } from '@/components/ui/toaster'
import { TOAST_LIMIT, toast, toastReducer, useToast } from '@/components/ui/use-toast'

describe('toast queue', () => {
  afterEach(() => {
    act(() => useToastDismissAll())
  })

  it('keeps at most one toast (TOAST_LIMIT = 1), the newest', () => {
    expect(TOAST_LIMIT).toBe(1)
    const a = { id: 'a', title: 'A' }
    const b = { id: 'b', title: 'B' }
    const state = toastReducer(toastReducer({ toasts: [] }, { type: 'ADD_TOAST', toast: a }), {
      type: 'ADD_TOAST',
      toast: b,
    })
    expect(state.toasts.map((t) => t.id)).toEqual(['b'])
  })

  it('toast() replaces the shown toast', () => {
    const { result } = renderHook(() => useToast())
    act(() => {
      toast({ title: 'First' })
      toast({ title: 'Second', description: 'Two', variant: 'destructive', duration: 3000 })
    })
    expect(result.current.toasts).toHaveLength(1)
    expect(result.current.toasts[0]).toMatchObject({
      title: 'Second',
      description: 'Two',
      variant: 'destructive',
      duration: 3000,
      open: true,
    })
  })

  it('the Toaster shows only one toast at a time', () => {
    render(<Toaster />)
    act(() => {
      toast({ title: 'Welcome back!', description: "You've successfully signed in." })
      toast({ title: 'Message sent!', description: 'A team member will contact you soon.' })
    })
    expect(screen.getByText('Message sent!')).toBeInTheDocument()
    expect(screen.queryByText('Welcome back!')).not.toBeInTheDocument()
    expect(screen.getAllByRole('status')).toHaveLength(1)
  })

  it('dismiss closes the toast', () => {
    const { result } = renderHook(() => useToast())
    let handle: ReturnType<typeof toast> | undefined
    act(() => {
      handle = toast({ title: 'Bye' })
    })
    act(() => handle?.dismiss())
    expect(result.current.toasts[0]?.open).toBe(false)
  })
})

function useToastDismissAll() {
  // Close whatever a test left open so the module-level queue starts clean-ish.
  toast({ title: 'reset' }).dismiss()
}
