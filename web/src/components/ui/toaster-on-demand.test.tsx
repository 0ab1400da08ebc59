import { act, render, screen } from '@testing-library/react'
import { ToasterOnDemand } from '@/components/ui/toaster-on-demand'
import { toast } from '@/components/ui/use-toast'

describe('ToasterOnDemand', () => {
  it('renders nothing until a toast is queued, then shows that toast and keeps the toaster mounted', async () => {
    const { container } = render(<ToasterOnDemand />)
    expect(container).toBeEmptyDOMElement()

    let shown: ReturnType<typeof toast> | undefined
    act(() => {
      shown = toast({ title: 'Saved', description: 'Your entry is saved.' })
    })
    expect(await screen.findByText('Your entry is saved.', {}, { timeout: 10_000 })).toBeInTheDocument()
    expect(screen.getByText('Saved')).toBeInTheDocument()

    act(() => shown!.dismiss())
    // The toaster (its notifications region) stays, ready for the next toast.
    expect(screen.getByRole('region', { name: /^Messages/, hidden: true })).toBeInTheDocument()
  }, 20_000)
})
