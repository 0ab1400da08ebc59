import { Suspense } from 'react'
import { renderToString } from 'react-dom/server'
import { MemoryRouter } from 'react-router'
import { act, render, screen } from '@testing-library/react'
import { loadRouteModule, preloadRouteModules, RouteModuleBoundary, RouteModuleElement } from './route-modules'

// The room posts' schema arrives late, as on a slow network.
vi.mock('@/features/rooms/rooms-schema', async (importOriginal) => {
  await new Promise((resolve) => setTimeout(resolve, 300))
  return importOriginal()
})

function page(name: string) {
  return (
    <Suspense fallback="still loading">
      <MemoryRouter initialEntries={['/somewhere']}>
        <RouteModuleElement name={name} />
      </MemoryRouter>
    </Suspense>
  )
}

describe('route modules', () => {
  it('a preloaded page renders in the first pass, with no fallback (what hydration in place needs)', async () => {
    await preloadRouteModules(['not-found'])
    const html = renderToString(page('not-found'))
    expect(html).toContain('Page Not Found')
    expect(html).not.toContain('still loading')
  })

  it('a page not loaded yet suspends, then renders', async () => {
    expect(renderToString(page('about'))).toContain('still loading')
    await act(async () => {
      render(page('about'))
    })
    expect(await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 })).toBeInTheDocument()
    expect(screen.queryByText('still loading')).toBeNull()
  }, 20_000)

  it("settles once the page's stores have read their saved data, so its first render shows what was saved", async () => {
    const saved = {
      id: 'saved-post',
      author: 'You',
      content: 'Written on an earlier visit',
      createdAt: '2026-11-20T10:00:00.000Z',
      mine: true,
      replies: [],
    }
    localStorage.setItem('nexus:rooms', JSON.stringify({ version: 1, state: { posts: { lounge: [saved] } } }))
    await loadRouteModule('room')
    const { useRoomsStore } = await import('@/features/rooms/rooms-store')
    expect(useRoomsStore.persist.hasHydrated()).toBe(true)
    expect(useRoomsStore.getState().posts.lounge).toEqual([saved])
  })

  it('refuses a module that does not exist', () => {
    expect(() => loadRouteModule('no-such-page')).toThrow('router: no route module app/routes/no-such-page.tsx')
  })

  it('preloading never rejects', async () => {
    await expect(preloadRouteModules([])).resolves.toBeUndefined()
  })
})

describe('RouteModuleBoundary', () => {
  function Broken(): never {
    throw new Error('chunk failed')
  }

  it('shows the failure with a reload button instead of a blank page, and renders again on a new path', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const { rerender } = render(
      <RouteModuleBoundary resetKey="/a">
        <Broken />
      </RouteModuleBoundary>,
    )
    expect(screen.getByRole('alert')).toHaveTextContent('This page could not be loaded')
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument()
    rerender(
      <RouteModuleBoundary resetKey="/b">
        <p>Another page</p>
      </RouteModuleBoundary>,
    )
    expect(screen.getByText('Another page')).toBeInTheDocument()
    expect(screen.queryByRole('alert')).toBeNull()
  })
})
