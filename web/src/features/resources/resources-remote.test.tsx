import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router'
import { SWRConfig } from 'swr'
import { vi } from 'vitest'
import { toast } from '@/components/ui/use-toast'
import { NETWORK_MESSAGE } from './data/resource-rows'
import { ResourcesSourceError, type ResourcesSource } from './data/resources-source'
import { ResourcesSourceProvider } from './data/resources-source-context'
import type { LinkResource, Resource } from './resource-model'
import { ResourcesScreen } from './resources-screen'

vi.mock('@/components/ui/use-toast', async (original) => ({
  ...(await original<typeof import('@/components/ui/use-toast')>()),
  toast: vi.fn(),
}))
afterEach(() => vi.mocked(toast).mockClear())

const LINK: LinkResource = {
  kind: 'link',
  id: 'r-1',
  title: 'Server link',
  description: '',
  url: 'https://example.org/a',
  dateAdded: '2026-03-04',
}

/** A source that asks a server (no peek), with every call a mock. */
function remoteSource(over: Partial<ResourcesSource> = {}): ResourcesSource {
  return {
    key: `test:${Math.random()}`,
    list: vi.fn(() => Promise.resolve<Resource[]>([LINK])),
    addLink: vi.fn(() => Promise.reject(new ResourcesSourceError('failed', NETWORK_MESSAGE))),
    addPdf: vi.fn(() => Promise.reject(new ResourcesSourceError('failed', NETWORK_MESSAGE))),
    remove: vi.fn(() => Promise.reject(new ResourcesSourceError('failed', NETWORK_MESSAGE))),
    openPdf: vi.fn(() => Promise.resolve('opened' as const)),
    ...over,
  }
}

function renderWith(source: ResourcesSource) {
  const user = userEvent.setup()
  render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <MemoryRouter initialEntries={['/resources']}>
        <ResourcesSourceProvider source={source}>
          <ResourcesScreen />
        </ResourcesSourceProvider>
      </MemoryRouter>
    </SWRConfig>,
  )
  return user
}

const lastToast = () => vi.mocked(toast).mock.lastCall?.[0]

describe('Resources from a server', () => {
  it('shows the member’s own resources once loaded, and no storage notice', async () => {
    renderWith(remoteSource())
    expect(screen.getAllByText('Loading…')).toHaveLength(2)
    const links = await screen.findByRole('list', { name: 'External Links' })
    expect(within(links).getByRole('listitem')).toHaveTextContent('Server link')
    expect(screen.getByText('No PDF documents yet')).toBeInTheDocument()
    expect(screen.queryByText(/PDF storage is unavailable/)).toBeNull()
  })

  it('a failed load offers Try again', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const list = vi
      .fn<ResourcesSource['list']>()
      .mockRejectedValueOnce(new ResourcesSourceError('failed', NETWORK_MESSAGE))
      .mockResolvedValue([LINK])
    const user = renderWith(remoteSource({ list }))
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Your resources could not be loaded.')
    await user.click(within(alert).getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('list', { name: 'External Links' })).toHaveTextContent('Server link')
    expect(warn).toHaveBeenCalledWith('The resources could not be loaded:', expect.any(ResourcesSourceError))
    warn.mockRestore()
  })

  it('a link the server cannot take says so and the dialog keeps what was typed', async () => {
    const source = remoteSource()
    const user = renderWith(source)
    await screen.findByRole('list', { name: 'External Links' })
    await user.click(screen.getByRole('button', { name: 'Add Resource' }))
    const form = screen.getByRole('dialog', { name: 'Add Resource' })
    await user.click(within(form).getByRole('tab', { name: 'External Link' }))
    await user.type(within(form).getByLabelText('Title'), 'Kept')
    await user.type(within(form).getByLabelText('Link URL'), 'example.org/kept')
    await user.click(within(form).getByRole('button', { name: 'Add Resource' }))
    await waitFor(() =>
      expect(lastToast()).toEqual({
        title: 'Resource not added',
        description: NETWORK_MESSAGE,
        variant: 'destructive',
      }),
    )
    expect(source.addLink).toHaveBeenCalledWith({ title: 'Kept', description: '', url: 'example.org/kept' })
    expect(within(form).getByLabelText('Title')).toHaveValue('Kept')
    expect(within(form).getByLabelText('Link URL')).toHaveValue('example.org/kept')
    expect(within(form).getByRole('button', { name: 'Add Resource' })).toBeEnabled()
  })

  it('a delete the server refuses brings the card back and says why', async () => {
    const user = renderWith(remoteSource())
    const links = await screen.findByRole('list', { name: 'External Links' })
    await user.click(within(links).getByRole('button', { name: 'Delete Server link' }))
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }))
    await waitFor(() =>
      expect(lastToast()).toMatchObject({ title: 'Resource not deleted', description: NETWORK_MESSAGE }),
    )
    expect(within(screen.getByRole('list', { name: 'External Links' })).getByRole('listitem')).toHaveTextContent(
      'Server link',
    )
  })
})
