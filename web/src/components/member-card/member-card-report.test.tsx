import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router'
import { SWRConfig } from 'swr'
import { toast } from '@/components/ui/use-toast'
import { createFakeMemberPrivacySource } from '@/lib/member/fake-member-privacy-source'
import { MemberPrivacyProvider } from '@/lib/member/member-privacy-context'
import { ModerationSourceProvider } from '@/lib/moderation/moderation-source-context'
import { seriousAxeViolations } from '@/testing/axe'
import { fakeModerationSource } from '@/testing/fake-moderation-source'
import { MemberCardTrigger } from './member-card-trigger'

vi.mock('@/components/ui/use-toast', () => ({ toast: vi.fn() }))

const SAM = '5eed0000-0000-4000-8000-000000000002'

describe("the member card's 'Report'", () => {
  it("reports the member's profile by keyboard, and the focus comes back to the card", async () => {
    const { source } = createFakeMemberPrivacySource([
      { id: SAM, name: 'Sam Carter', bio: null, avatarUrl: null, visible: true, friendship: 'none' },
    ])
    const moderation = fakeModerationSource()
    const user = userEvent.setup()
    render(
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <MemberPrivacyProvider source={source}>
          <ModerationSourceProvider source={moderation}>
            <MemoryRouter>
              <MemberCardTrigger memberId={SAM} name="Sam" />
            </MemoryRouter>
          </ModerationSourceProvider>
        </MemberPrivacyProvider>
      </SWRConfig>,
    )
    await user.click(screen.getByRole('button', { name: 'Sam' }))
    const card = await screen.findByRole('dialog', { name: 'Sam Carter' })
    const report = await within(card).findByRole('button', { name: "Report Sam Carter's profile" })
    report.focus()
    await user.keyboard('{Enter}')
    const dialog = within(await screen.findByRole('dialog', { name: 'Report' }))
    expect(dialog.getByText(/You are reporting Sam Carter's profile/)).toBeInTheDocument()
    expect(await seriousAxeViolations()).toEqual([])
    await user.click(dialog.getByRole('radio', { name: 'Harassment or bullying' }))
    await user.click(dialog.getByRole('button', { name: 'Send report' }))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Report' })).toBeNull())
    expect(moderation.submitReport).toHaveBeenCalledWith(
      { type: 'profile', id: SAM, label: "Sam Carter's profile" },
      'harassment',
      null,
    )
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Report sent' }))
    expect(screen.getByRole('dialog', { name: 'Sam Carter' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: "Report Sam Carter's profile" })).toHaveFocus()
  })
})
