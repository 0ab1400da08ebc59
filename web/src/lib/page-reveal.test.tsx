import { render } from '@testing-library/react'
import { useState } from 'react'
import { act } from 'react'
import { resetPageReveal, revealPageWhenReady, useHoldPageFrame } from './page-reveal'

function Holder() {
  useHoldPageFrame()
  return <p>Loading</p>
}

/** Holds the frame while `held`; `release` ends the hold as the session would arrive. */
function Gate() {
  const [held, setHeld] = useState(true)
  return (
    <>
      {held ? <Holder /> : <p>Page</p>}
      <button onClick={() => setHeld(false)}>release</button>
    </>
  )
}

beforeEach(() => resetPageReveal())

describe('revealPageWhenReady', () => {
  it('reveals at once when nothing holds the frame, and only once', () => {
    const reveal = vi.fn()
    revealPageWhenReady(reveal)
    revealPageWhenReady(reveal)
    expect(reveal).toHaveBeenCalledTimes(1)
  })

  it('waits while a component holds the frame and reveals as the commit unmounting it runs', () => {
    const { getByRole, getByText } = render(<Gate />)
    const reveal = vi.fn()
    revealPageWhenReady(reveal)
    expect(reveal).not.toHaveBeenCalled()
    act(() => getByRole('button', { name: 'release' }).click())
    expect(getByText('Page')).toBeInTheDocument()
    expect(reveal).toHaveBeenCalledTimes(1)
  })

  it('ignores a hold taken after the page was revealed (a later sign-in shows its spinner)', () => {
    const reveal = vi.fn()
    revealPageWhenReady(reveal)
    render(<Holder />)
    const later = vi.fn()
    revealPageWhenReady(later)
    expect(later).not.toHaveBeenCalled()
    expect(reveal).toHaveBeenCalledTimes(1)
  })
})
