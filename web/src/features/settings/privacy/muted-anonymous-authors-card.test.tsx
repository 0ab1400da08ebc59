import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { toast } from '@/components/ui/use-toast'
import type { AnonymousMutesSource } from './anonymous-mutes-source'
import { supabaseAnonymousMutes } from './anonymous-mutes-source'
import { MutedAnonymousAuthorsCard } from './muted-anonymous-authors-card'

vi.mock('@/components/ui/use-toast', () => ({ toast: vi.fn() }))

function fakeSource(over: Partial<AnonymousMutesSource> = {}): AnonymousMutesSource {
  return {
    list: vi.fn(async () => [
      { id: 'm2', mutedAt: '2026-11-28T18:30:00.000Z' },
      { id: 'm1', mutedAt: '2026-11-20T09:00:00.000Z' },
    ]),
    unmute: vi.fn(async () => {}),
    ...over,
  }
}

describe('MutedAnonymousAuthorsCard', () => {
  beforeEach(() => vi.mocked(toast).mockClear())

  it('shows nothing for the guest (no member source)', () => {
    const { container } = render(<MutedAnonymousAuthorsCard />)
    expect(container).toBeEmptyDOMElement()
  })

  it("lists the member's anonymous mutes by when, never by who, and unmutes one with 'Author unmuted'", async () => {
    const user = userEvent.setup()
    const source = fakeSource()
    render(<MutedAnonymousAuthorsCard source={source} />)
    const card = screen.getByRole('region', { name: 'Muted anonymous authors' })
    const list = await within(card).findByRole('list', { name: 'Muted anonymous authors' })
    const items = within(list).getAllByRole('listitem')
    expect(items).toHaveLength(2)
    expect(items[0]).toHaveTextContent(/^Anonymous author, muted Nov 28, 2026/)

    await user.click(within(items[1]!).getByRole('button', { name: /^Unmute author muted Nov 20, 2026/ }))
    expect(source.unmute).toHaveBeenCalledWith('m1')
    expect(await within(list).findAllByRole('listitem')).toHaveLength(1)
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Author unmuted' }))
  })

  it('says when there are none, keeps a row whose unmute failed and says why', async () => {
    const user = userEvent.setup()
    render(<MutedAnonymousAuthorsCard source={fakeSource({ list: vi.fn(async () => []) })} />)
    expect(await screen.findByText("You haven't muted any anonymous authors.")).toBeInTheDocument()

    const failing = fakeSource({ unmute: vi.fn(async () => Promise.reject(new Error('Network down'))) })
    render(<MutedAnonymousAuthorsCard source={failing} />)
    const [first] = await screen.findAllByRole('button', { name: /^Unmute/ })
    await user.click(first!)
    expect(toast).toHaveBeenCalledWith({
      title: 'Author not unmuted',
      description: 'Network down',
      variant: 'destructive',
    })
    expect(screen.getAllByRole('button', { name: /^Unmute/ })).toHaveLength(2)
  })
})

describe('supabaseAnonymousMutes', () => {
  it('reads my_anonymous_mutes() and unmutes through unmute_anonymous_author(); errors reject', async () => {
    const rpc = vi
      .fn()
      .mockResolvedValueOnce({ data: [{ id: 'm1', muted_at: '2026-11-20T09:00:00+00:00' }], error: null })
      .mockResolvedValueOnce({ data: null, error: null })
      .mockResolvedValueOnce({ data: null, error: { message: 'permission denied' } })
    const source = supabaseAnonymousMutes(async () => ({ rpc }) as never)
    expect(await source.list()).toEqual([{ id: 'm1', mutedAt: '2026-11-20T09:00:00+00:00' }])
    await source.unmute('m1')
    expect(rpc).toHaveBeenLastCalledWith('unmute_anonymous_author', { p_mute_id: 'm1' })
    await expect(source.list()).rejects.toMatchObject({ message: 'permission denied' })
    await expect(supabaseAnonymousMutes(async () => null).list()).rejects.toThrow('need a backend')
  })
})
