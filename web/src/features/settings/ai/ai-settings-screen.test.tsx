import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router'
import { toast } from '@/components/ui/use-toast'
import { downloadJson } from '../account/download-json'
import { AiSettingsScreen } from './ai-settings-screen'
import { getAiSettingsSnapshot, useAiSettingsStore } from './ai-settings-store'

vi.mock('@/components/ui/use-toast', () => ({ toast: vi.fn() }))
vi.mock('../account/download-json', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../account/download-json')>()),
  downloadJson: vi.fn(),
}))

function setup(onResetMemory = vi.fn(async () => {})) {
  const user = userEvent.setup()
  render(
    <MemoryRouter>
      <AiSettingsScreen onResetMemory={onResetMemory} />
    </MemoryRouter>,
  )
  return { user, onResetMemory }
}

const memory = () => screen.getByRole('radiogroup', { name: 'Memory level' })

beforeEach(() => {
  vi.mocked(toast).mockClear()
  vi.mocked(downloadJson).mockClear()
})

describe('AiSettingsScreen', () => {
  it('shows the defaults and the word targets', () => {
    setup()
    expect(screen.getByRole('heading', { level: 1, name: 'AI Settings' })).toBeInTheDocument()
    expect(screen.getByRole('radio', { name: 'Balanced' })).toBeChecked()
    expect(screen.getByRole('radio', { name: 'Balanced' })).toHaveAccessibleDescription('About 300-400 words')
    expect(screen.getByText('About 100-150 words')).toBeInTheDocument()
    expect(screen.getByText('About 800-1000+ words')).toBeInTheDocument()
    expect(screen.getByRole('radio', { name: 'Therapist' })).toBeChecked()
    expect(within(memory()).getByRole('radio', { name: 'Short-term' })).toBeChecked()
    for (const mode of ['Dreamlike', 'Critical', 'Silence', 'Darkroom']) {
      expect(screen.getByRole('switch', { name: mode })).not.toBeChecked()
    }
  })

  it('depth, tone and mode changes are saved with their toasts', async () => {
    const { user } = setup()
    await user.click(screen.getByRole('radio', { name: 'In-depth' }))
    expect(toast).toHaveBeenLastCalledWith({
      title: 'Response depth updated',
      description: 'In-depth: about 800-1000+ words.',
    })
    await user.click(screen.getByRole('radio', { name: 'Mystic' }))
    expect(toast).toHaveBeenLastCalledWith({
      title: 'Tone persona updated',
      description: 'The assistant now speaks as Mystic.',
    })
    await user.click(screen.getByRole('switch', { name: 'Silence' }))
    expect(toast).toHaveBeenLastCalledWith({ title: 'Experimental mode updated', description: 'Silence mode enabled.' })
    await user.click(screen.getByRole('switch', { name: 'Silence' }))
    expect(toast).toHaveBeenLastCalledWith({
      title: 'Experimental mode updated',
      description: 'Silence mode disabled.',
    })
    expect(getAiSettingsSnapshot()).toMatchObject({ depth: 'depth_level_3', tone: 'tone_mystic' })
  })

  it('refuses an advanced memory level without consent, then allows it after Give Consent', async () => {
    const { user } = setup()
    await user.click(within(memory()).getByRole('radio', { name: 'Inner Mirror' }))
    expect(toast).toHaveBeenLastCalledWith({
      title: 'Consent required',
      description: 'Please provide consent for advanced memory features.',
      variant: 'destructive',
    })
    expect(within(memory()).getByRole('radio', { name: 'Short-term' })).toBeChecked()
    expect(useAiSettingsStore.getState().memory).toBe('mem_short_term')

    await user.click(screen.getByRole('button', { name: 'Give Consent' }))
    await user.click(within(memory()).getByRole('radio', { name: 'Inner Mirror' }))
    expect(toast).toHaveBeenLastCalledWith({
      title: 'Memory level updated',
      description: 'Memory set to Inner Mirror.',
    })
    expect(useAiSettingsStore.getState()).toMatchObject({ memory: 'mem_inner_mirror', consent: true })

    await user.click(screen.getByRole('button', { name: 'Withdraw Consent' }))
    expect(useAiSettingsStore.getState()).toMatchObject({ memory: 'mem_short_term', consent: false })
  })

  it('a preset may select advanced memory without consent; the Give Consent warning then shows', async () => {
    const { user } = setup()
    await user.click(screen.getByRole('switch', { name: 'Critical' }))
    await user.click(screen.getByRole('button', { name: /^Architect/ }))
    expect(toast).toHaveBeenLastCalledWith(expect.objectContaining({ title: 'Preset applied' }))
    expect(screen.getByRole('radio', { name: 'Futurist' })).toBeChecked()
    expect(within(memory()).getByRole('radio', { name: 'Contextual' })).toBeChecked()
    expect(screen.getByRole('switch', { name: 'Silence' })).toBeChecked()
    expect(screen.getByRole('switch', { name: 'Critical' })).toBeChecked()
    const warning = screen.getByRole('status')
    expect(warning).toHaveTextContent('Contextual memory is selected but you have not given consent')
    await user.click(within(warning).getByRole('button', { name: 'Give Consent' }))
    expect(useAiSettingsStore.getState().consent).toBe(true)
    expect(screen.queryByRole('status')).toBeNull()
  })

  it('Export AI Data downloads the settings as JSON', async () => {
    const { user } = setup()
    await user.click(screen.getByRole('button', { name: 'Export AI Data' }))
    expect(downloadJson).toHaveBeenCalledWith(
      expect.stringMatching(/^nexus-ai-settings-\d{4}-\d{2}-\d{2}\.json$/),
      expect.objectContaining({ aiSettings: getAiSettingsSnapshot() }),
    )
    expect(toast).toHaveBeenLastCalledWith(expect.objectContaining({ title: 'Data export started' }))
  })

  it('Reset Assistant Memory asks first; Cancel does nothing, Reset Memory deletes', async () => {
    const { user, onResetMemory } = setup()
    await user.click(screen.getByRole('button', { name: 'Reset Assistant Memory' }))
    const dialog = screen.getByRole('alertdialog', { name: 'Reset Assistant Memory?' })
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus()
    await user.keyboard('{Escape}')
    expect(onResetMemory).not.toHaveBeenCalled()

    await user.click(screen.getByRole('button', { name: 'Reset Assistant Memory' }))
    await user.click(screen.getByRole('button', { name: 'Reset Memory' }))
    expect(onResetMemory).toHaveBeenCalledTimes(1)
    expect(toast).toHaveBeenLastCalledWith({
      title: 'Memory reset initiated',
      description: 'All AI memory data has been permanently deleted.',
    })
  })

  it('a failed reset says so and claims nothing', async () => {
    const { user } = setup(vi.fn(async () => Promise.reject(new Error('Storage is full'))))
    await user.click(screen.getByRole('button', { name: 'Reset Assistant Memory' }))
    await user.click(screen.getByRole('button', { name: 'Reset Memory' }))
    expect(toast).toHaveBeenLastCalledWith({ title: 'Error', description: 'Storage is full', variant: 'destructive' })
  })
})
