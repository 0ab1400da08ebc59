import { renderToString } from 'react-dom/server'
import { hydrateRoot } from 'react-dom/client'
import { act } from 'react'
import { render, screen } from '@testing-library/react'
import { useHydrated } from './use-hydrated'

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
    await act(async () => {
      hydrateRoot(container, <Probe />)
    })
    observer.disconnect()
    expect(container.textContent).toBe('hydrated')
    expect(seen).toEqual(['hydrated'])
    container.remove()
  })
})
