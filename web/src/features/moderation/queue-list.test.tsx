import { render, screen, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { queueCase } from './data/fake-moderation-source'
import { QueueList } from './queue-list'
import { orderQueue } from './queue-order'

const now = new Date('2026-11-29T12:00:00.000Z')

const cases = [
  queueCase({ id: 'spam-old', reasons: ['spam'], reporterCount: 1, createdAt: '2026-11-29T08:00:00.000Z' }),
  queueCase({ id: 'harass-many', reasons: ['harassment'], reporterCount: 4, createdAt: '2026-11-29T11:00:00.000Z' }),
  queueCase({
    id: 'illegal',
    reasons: ['illegal', 'spam'],
    reporterCount: 1,
    excerpt: '<b>not bold</b>',
    createdAt: '2026-11-29T11:30:00.000Z',
  }),
  queueCase({
    id: 'care',
    kind: 'care',
    reasons: ['at_risk'],
    reporterCount: 1,
    anonymous: true,
    subjectName: null,
    excerpt: 'I do not want to be here',
    roomSlug: 'confessions',
    createdAt: '2026-11-29T11:59:00.000Z',
  }),
  queueCase({
    id: 'anon-hidden',
    reasons: ['harassment'],
    reporterCount: 3,
    anonymous: true,
    subjectName: 'Should Never Show',
    autoHidden: true,
    createdAt: '2026-11-29T10:00:00.000Z',
  }),
  queueCase({ id: 'spam-new', reasons: ['spam'], reporterCount: 1, createdAt: '2026-11-29T09:00:00.000Z' }),
]

describe('orderQueue', () => {
  it('puts care first, then illegal content, then most reporters, then the oldest', () => {
    expect(orderQueue(cases).map((c) => c.id)).toEqual([
      'care',
      'illegal',
      'harass-many',
      'anon-hidden',
      'spam-old',
      'spam-new',
    ])
  })
})

describe('QueueList', () => {
  function renderList(selectedId: string | null = null) {
    render(
      <MemoryRouter>
        <QueueList cases={cases} selectedId={selectedId} hrefOf={(id) => `/moderation?case=${id}`} now={now} />
      </MemoryRouter>,
    )
    return within(screen.getByRole('list', { name: 'Open cases' })).getAllByRole('link')
  }

  it('shows the cases in the queue order, the care case visibly marked at the top', () => {
    const links = renderList('illegal')
    expect(links.map((l) => l.getAttribute('href'))).toEqual([
      '/moderation?case=care',
      '/moderation?case=illegal',
      '/moderation?case=harass-many',
      '/moderation?case=anon-hidden',
      '/moderation?case=spam-old',
      '/moderation?case=spam-new',
    ])
    expect(links[0]).toHaveAttribute('data-kind', 'care')
    expect(within(links[0]!).getByText('Care')).toBeInTheDocument()
    expect(links[0]).toHaveTextContent('Someone may be at risk')
    expect(links[0]).toHaveTextContent('1 minute ago')
    expect(links[0]).toHaveTextContent('Room: confessions')
    expect(links[1]).toHaveAttribute('aria-current', 'true')
    expect(links[1]).toHaveTextContent('Illegal content, Spam')
  })

  it("shows each row's reasons, reporters, age and excerpt as text, and 'Anonymous author' for anonymous content", () => {
    const links = renderList()
    const anon = links[3]!
    expect(anon).toHaveTextContent('Anonymous author')
    expect(anon).not.toHaveTextContent('Should Never Show')
    expect(anon).toHaveTextContent('3 reporters')
    expect(within(anon).getByText('Auto-hidden')).toBeInTheDocument()
    expect(anon).toHaveTextContent('2 hours ago')
    expect(links[2]).toHaveTextContent('Sam Seller')
    expect(links[2]).toHaveTextContent('4 reporters')
    expect(within(links[1]!).getByText('<b>not bold</b>')).toBeInTheDocument()
    expect(within(links[4]!).queryByText('Auto-hidden')).toBeNull()
  })

  it("says 'No open cases.' when the queue is empty", () => {
    render(
      <MemoryRouter>
        <QueueList cases={[]} selectedId={null} hrefOf={(id) => id} />
      </MemoryRouter>,
    )
    expect(screen.getByText('No open cases.')).toBeInTheDocument()
  })
})
