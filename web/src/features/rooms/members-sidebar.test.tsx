import { render, screen } from '@testing-library/react'
import { MembersSidebar } from './members-sidebar'

const members = [{ id: 'me', name: 'Anonymous', online: true }]

describe('MembersSidebar', () => {
  it("shows 'N present' when given a count (the anonymous room), never who", () => {
    render(<MembersSidebar id="m" members={members} open onClose={() => {}} present={3} />)
    const panel = screen.getByRole('complementary', { name: 'Room Members' })
    expect(panel).toHaveTextContent('3 present')
    expect(screen.getByRole('region', { name: 'Online - 1' })).toHaveTextContent('Anonymous')
  })

  it('shows no count without one (guests, named rooms)', () => {
    render(<MembersSidebar id="m" members={members} open onClose={() => {}} />)
    expect(screen.getByRole('complementary', { name: 'Room Members' })).not.toHaveTextContent('present')
  })
})
