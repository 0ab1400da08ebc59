import { renderToString } from 'react-dom/server'
import { hydrateRoot } from 'react-dom/client'
import { act } from 'react'
import { render, screen } from '@testing-library/react'
import { setHydrating, useBrowserValue, useHydrated } from './use-hydrated'

function Probe() {
  return <p>{useHydrated() ? 'hydrated' : 'prerendered'}</p>
}

describe('useHydrated', () => {
  it('is false on the server', () => {
    expect(renderToString(<Probe />)).toContain('prerendered')
  })

  it('is true in a client render that is not a hydration', () => {
    render(<Probe />)
    expect(screen.getByText('hydrated')).toBeInTheDocument()
  })

  it('hydrates as false, matching the server, then turns true', async () => {
    const container = document.createElement('div')
    container.innerHTML = renderToString(<Probe />)
    document.body.append(container)
    const seen: string[] = []
    const observer = new MutationObserver(() => seen.push(container.textContent ?? ''))
    observer.observe(container, { subtree: true, characterData: true, childList: true })
    // As the entry does: the flag is up while React hydrates, cleared after the first commit.
    setHydrating(true)
    await act(async () => {
      hydrateRoot(container, <Probe />)
    })
    setHydrating(false)
    observer.disconnect()
    expect(container.textContent).toBe('hydrated')
    expect(seen).toEqual(['hydrated'])
    container.remove()
  })
})

describe('useBrowserValue', () => {
  function makeSource(initial: string) {
    let current = initial
    const listeners = new Set<() => void>()
    return {
      subscribe: (onChange: () => void) => {
        listeners.add(onChange)
        return () => listeners.delete(onChange)
      },
      getSnapshot: () => current,
      set(next: string) {
        current = next
        listeners.forEach((l) => l())
      },
    }
  }

  it('reads the browser in the first client render and follows its changes', async () => {
    const source = makeSource('narrow')
    function Width() {
      return <p>{useBrowserValue(source.subscribe, source.getSnapshot, 'wide')}</p>
    }
    render(<Width />)
    expect(screen.getByText('narrow')).toBeInTheDocument()
    await act(async () => source.set('wider'))
    expect(screen.getByText('wider')).toBeInTheDocument()
  })

  it('hydrates with the prerendered value, then takes the browser value', async () => {
    const source = makeSource('narrow')
    function Width() {
      return <p>{useBrowserValue(source.subscribe, source.getSnapshot, 'wide')}</p>
    }
    const container = document.createElement('div')
    container.innerHTML = renderToString(<Width />)
    expect(container.textContent).toBe('wide')
    document.body.append(container)
    const error = vi.spyOn(console, 'error')
    setHydrating(true)
    await act(async () => {
      hydrateRoot(container, <Width />, { onRecoverableError: (e) => console.error(e) })
    })
    setHydrating(false)
    expect(container.textContent).toBe('narrow')
    expect(error).not.toHaveBeenCalled()
    container.remove()
  })
})
