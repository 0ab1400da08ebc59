import 'fake-indexeddb/auto'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { clear, get } from 'idb-keyval'
import { MemoryRouter } from 'react-router'
import { vi } from 'vitest'
import { toast } from '@/components/ui/use-toast'
import { resourceFileKey } from './resource-files'
import { useResourcesStore } from './resources-store'
import { ResourcesScreen } from './resources-screen'
import { buildSimplePdf } from './simple-pdf'
import { guestResourcesSource } from './data/use-resources-source'

vi.mock('@/components/ui/use-toast', async (original) => ({
  ...(await original<typeof import('@/components/ui/use-toast')>()),
  toast: vi.fn(),
}))
// The guest's resources load before the screens render, as before the app's first render.
beforeAll(() => guestResourcesSource.load())

afterEach(async () => {
  vi.mocked(toast).mockClear()
  vi.unstubAllGlobals()
  await clear()
})

/** Renders the screen and waits for its IndexedDB check to finish. */
async function renderScreen(entry = '/resources') {
  const user = userEvent.setup()
  const { container } = render(
    <MemoryRouter initialEntries={[entry]}>
      <ResourcesScreen />
    </MemoryRouter>,
  )
  await waitFor(() => expect(container.querySelector('[data-file-storage="checking"]')).toBeNull())
  return user
}

const pdfList = () => screen.getByRole('list', { name: 'PDF Documents' })
const linkList = () => screen.getByRole('list', { name: 'External Links' })
const dialog = () => screen.getByRole('dialog', { name: 'Add Resource' })
const lastToast = () => vi.mocked(toast).mock.lastCall?.[0]

async function openDialog(user: ReturnType<typeof userEvent.setup>, mode: 'PDF Document' | 'External Link') {
  await user.click(screen.getByRole('button', { name: 'Add Resource' }))
  if (mode === 'External Link') await user.click(within(dialog()).getByRole('tab', { name: 'External Link' }))
  return dialog()
}

describe('Resources screen', () => {
  it('shows the seeded PDFs and links as cards', async () => {
    await renderScreen()
    expect(screen.getByRole('heading', { level: 1, name: 'Resources' })).toBeInTheDocument()
    const pdfs = within(pdfList()).getAllByRole('listitem')
    expect(pdfs).toHaveLength(3)
    expect(pdfs[0]).toHaveTextContent('Daily Reflection Script')
    expect(pdfs[0]).toHaveTextContent('daily-reflection-script.pdf')
    expect(pdfs[0]).toHaveTextContent(/Added: [A-Z][a-z]{2} \d{1,2}, \d{4}/)
    expect(within(pdfs[0]!).getByRole('button', { name: /^Open PDF/ })).toBeInTheDocument()
    expect(within(pdfs[0]!).getByRole('button', { name: 'Delete Daily Reflection Script' })).toBeInTheDocument()
    const links = within(linkList()).getAllByRole('listitem')
    expect(links).toHaveLength(2)
    const visit = within(links[0]!).getByRole('link', { name: /^Visit Link/ })
    expect(visit).toHaveAttribute('href', 'https://www.mindful.org/meditation/mindfulness-getting-started/')
    expect(visit).toHaveAttribute('target', '_blank')
    expect(visit).toHaveAttribute('rel', 'noopener noreferrer')
  })

  it('shows the empty states when a section has nothing', async () => {
    useResourcesStore.setState({ resources: [] })
    await renderScreen()
    expect(screen.getByText('No PDF documents yet')).toBeInTheDocument()
    expect(screen.getByText('No links added yet')).toBeInTheDocument()
  })

  it('adds a link, first in External Links, with the success toast', async () => {
    const user = await renderScreen()
    const form = await openDialog(user, 'External Link')
    expect(within(form).getByLabelText('Link URL')).toHaveAttribute('placeholder', 'https://')
    await user.type(within(form).getByLabelText('Title'), 'Example')
    await user.type(within(form).getByLabelText('Description (optional)'), 'A site')
    await user.type(within(form).getByLabelText('Link URL'), 'https://example.com/page')
    await user.click(within(form).getByRole('button', { name: 'Add Resource' }))
    expect(lastToast()).toEqual({ title: 'Resource added', description: 'Your link has been added to resources' })
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    const first = within(linkList()).getAllByRole('listitem')[0]!
    expect(first).toHaveTextContent('Example')
    expect(first).toHaveTextContent('https://example.com/page')
    expect(first).toHaveTextContent('A site')
  })

  it('refuses missing information and non-http(s) links, adding nothing', async () => {
    const user = await renderScreen()
    let form = await openDialog(user, 'PDF Document')
    await user.click(within(form).getByRole('button', { name: 'Add Resource' }))
    expect(lastToast()).toEqual({
      title: 'Missing information',
      description: 'Please provide both a title and upload a PDF file',
      variant: 'destructive',
    })
    const title = within(form).getByLabelText('Title')
    expect(title).toHaveFocus()
    expect(title).toHaveAttribute('aria-invalid', 'true')
    expect(title).toHaveAccessibleDescription('Please provide both a title and upload a PDF file')
    await user.type(title, 'Guide')
    await user.click(within(form).getByRole('button', { name: 'Add Resource' }))
    expect(within(form).getByLabelText('Upload PDF')).toHaveFocus()

    await user.click(within(form).getByRole('tab', { name: 'External Link' }))
    form = dialog()
    expect(within(form).getByLabelText('Title')).toHaveValue('Guide')
    await user.click(within(form).getByRole('button', { name: 'Add Resource' }))
    expect(lastToast()).toMatchObject({
      title: 'Missing information',
      description: 'Please provide both a title and URL',
    })
    await user.type(within(form).getByLabelText('Link URL'), 'javascript:alert(1)')
    await user.click(within(form).getByRole('button', { name: 'Add Resource' }))
    expect(lastToast()).toEqual({
      title: 'Invalid link',
      description: 'Only web links starting with http:// or https:// can be added.',
      variant: 'destructive',
    })
    expect(within(form).getByLabelText('Link URL')).toHaveFocus()
    expect(useResourcesStore.getState().resources).toHaveLength(5)
  })

  it('uploads a real PDF: stores its bytes in IndexedDB and lists it', async () => {
    const user = await renderScreen()
    const form = await openDialog(user, 'PDF Document')
    const input = within(form).getByLabelText('Upload PDF')
    expect(input).toHaveAttribute('accept', '.pdf,application/pdf')
    await user.type(within(form).getByLabelText('Title'), 'My Notes')
    await user.upload(input, new File([buildSimplePdf('My Notes')], 'my-notes.pdf', { type: 'application/pdf' }))
    await user.click(within(form).getByRole('button', { name: 'Add Resource' }))
    await waitFor(() =>
      expect(lastToast()).toEqual({ title: 'Resource added', description: 'Your PDF has been added to resources' }),
    )
    const first = within(pdfList()).getAllByRole('listitem')[0]!
    expect(first).toHaveTextContent('My Notes')
    expect(first).toHaveTextContent('my-notes.pdf')
    const id = useResourcesStore.getState().resources[0]!.id
    const stored = await get<ArrayBuffer>(resourceFileKey(id))
    expect(new TextDecoder().decode(stored).startsWith('%PDF-1.4')).toBe(true)
  })

  it('refuses a text file renamed .pdf with a clear message', async () => {
    const user = await renderScreen()
    const form = await openDialog(user, 'PDF Document')
    await user.type(within(form).getByLabelText('Title'), 'Fake')
    const input = within(form).getByLabelText<HTMLInputElement>('Upload PDF')
    await user.upload(input, new File(['hello, not a pdf'], 'fake.pdf', { type: 'application/pdf' }))
    await user.click(within(form).getByRole('button', { name: 'Add Resource' }))
    await waitFor(() =>
      expect(lastToast()).toEqual({
        title: 'Not a PDF file',
        description: '"fake.pdf" is not a PDF document. Please choose a PDF file.',
        variant: 'destructive',
      }),
    )
    expect(input).toHaveAccessibleDescription('"fake.pdf" is not a PDF document. Please choose a PDF file.')
    expect(input.value).toBe('')
    expect(screen.getByRole('dialog')).toBeInTheDocument()
    expect(useResourcesStore.getState().resources).toHaveLength(5)
  })

  it('deletes after the Delete Resource confirmation, with its stored file', async () => {
    const id = useResourcesStore.getState().addPdf({ title: 'Old Notes', fileName: 'old.pdf' })!.id
    await import('./resource-files').then((m) => m.saveResourceFile(id, buildSimplePdf('Old').buffer))
    const user = await renderScreen()

    await user.click(screen.getByRole('button', { name: 'Delete Old Notes' }))
    let confirm = screen.getByRole('alertdialog', { name: 'Delete Resource' })
    expect(confirm).toHaveTextContent('Are you sure you want to delete "Old Notes"? This action cannot be undone.')
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }))
    expect(screen.getByRole('button', { name: 'Delete Old Notes' })).toHaveFocus()
    expect(useResourcesStore.getState().resources).toHaveLength(6)

    await user.click(screen.getByRole('button', { name: 'Delete Old Notes' }))
    confirm = screen.getByRole('alertdialog', { name: 'Delete Resource' })
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }))
    expect(lastToast()).toEqual({ title: 'Resource deleted' })
    expect(within(pdfList()).queryByText('Old Notes')).not.toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'PDF Documents' })).toHaveFocus()
    await waitFor(async () => expect(await get(resourceFileKey(id))).toBeUndefined())
  })

  it('highlights and focuses the resource named by ?item=', async () => {
    await renderScreen('/resources?item=link-greater-good')
    const card = within(linkList()).getAllByRole('listitem')[1]!
    expect(card).toHaveTextContent('Greater Good Magazine')
    expect(card).toHaveAttribute('data-highlighted', 'true')
    expect(card).toHaveFocus()
    expect(within(pdfList()).getAllByRole('listitem')[0]).not.toHaveAttribute('data-highlighted')
  })

  it('says when ?item= names no resource', async () => {
    await renderScreen('/resources?item=nope')
    expect(lastToast()).toMatchObject({ title: 'Resource not found' })
    expect(document.querySelector('[data-highlighted]')).toBeNull()
  })

  it('says so when IndexedDB is unavailable, and refuses to add a PDF', async () => {
    vi.stubGlobal('indexedDB', undefined)
    const user = await renderScreen()
    expect(await screen.findByText(/PDF storage is unavailable/)).toBeInTheDocument()
    const form = await openDialog(user, 'PDF Document')
    await user.type(within(form).getByLabelText('Title'), 'Notes')
    await user.upload(within(form).getByLabelText('Upload PDF'), new File([buildSimplePdf('x')], 'x.pdf'))
    await user.click(within(form).getByRole('button', { name: 'Add Resource' }))
    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'PDF could not be saved', variant: 'destructive' }))
    expect(useResourcesStore.getState().resources).toHaveLength(5)
  })
})
