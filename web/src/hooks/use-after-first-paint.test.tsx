import { act, render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { useAfterFirstPaint } from './use-after-first-paint'

function Panel({ shown }: { shown: boolean }) {
  const ready = useAfterFirstPaint(shown)
  if (!shown) return <p>closed</p>
  return <p>{ready ? 'form' : 'shell'}</p>
}

describe('useAfterFirstPaint', () => {
  it('is false in the render that shows, true a task later, and false again once hidden', async () => {
    const { rerender } = render(<Panel shown={false} />)
    expect(screen.getByText('closed')).toBeInTheDocument()
    rerender(<Panel shown />)
    // The first part commits on its own.
    expect(screen.getByText('shell')).toBeInTheDocument()
    expect(await screen.findByText('form')).toBeInTheDocument()
    rerender(<Panel shown={false} />)
    expect(screen.getByText('closed')).toBeInTheDocument()
    // Shown again: the first part comes first again.
    rerender(<Panel shown />)
    expect(screen.getByText('shell')).toBeInTheDocument()
    expect(await screen.findByText('form')).toBeInTheDocument()
  })

  it('does not turn true after it was hidden in the meantime', async () => {
    const { rerender } = render(<Panel shown />)
    rerender(<Panel shown={false} />)
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)))
    expect(screen.getByText('closed')).toBeInTheDocument()
    rerender(<Panel shown />)
    expect(screen.getByText('shell')).toBeInTheDocument()
  })
})
