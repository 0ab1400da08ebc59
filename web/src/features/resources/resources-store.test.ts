import { format, subDays } from 'date-fns'
import { vi } from 'vitest'
import { setStorageScope } from '@/lib/persist/scope'
import { SAMPLE_PDF_IDS } from './resource-model'
import { getResourcesSnapshot, useResourcesStore } from './resources-store'

const stored = (key: string) =>
  JSON.parse(localStorage.getItem(key) ?? 'null') as { state: { resources: { id: string }[] } } | null
const day = (date: Date) => format(date, 'yyyy-MM-dd')

describe('resources store', () => {
  it('is seeded with 3 PDFs then 2 links, dated a few days before today', () => {
    const { resources } = useResourcesStore.getState()
    expect(resources.map((r) => r.kind)).toEqual(['pdf', 'pdf', 'pdf', 'link', 'link'])
    expect(resources.slice(0, 3).map((r) => r.id)).toEqual([...SAMPLE_PDF_IDS])
    const today = new Date()
    expect(resources[0]).toMatchObject({ fileName: 'daily-reflection-script.pdf', dateAdded: day(subDays(today, 2)) })
    for (const r of resources) {
      expect(r.dateAdded < day(today)).toBe(true)
      if (r.kind === 'link') expect(r.url).toMatch(/^https:\/\//)
    }
  })

  it('adds a PDF first, dated today, with trimmed text, and keeps it in nexus:resources', () => {
    const now = new Date(2025, 2, 4, 10)
    const added = useResourcesStore
      .getState()
      .addPdf({ id: 'res-1', title: '  Notes ', description: ' mine ', fileName: 'notes.pdf' }, now)
    expect(added).toEqual({
      kind: 'pdf',
      id: 'res-1',
      title: 'Notes',
      description: 'mine',
      fileName: 'notes.pdf',
      dateAdded: '2025-03-04',
    })
    expect(useResourcesStore.getState().resources[0]).toEqual(added)
    expect(stored('nexus:resources')?.state.resources[0]?.id).toBe('res-1')
  })

  it('adds a link; refuses a blank title, a non-http(s) URL, a blank file name and a taken id', () => {
    const { addLink, addPdf } = useResourcesStore.getState()
    const link = addLink({ title: 'Docs', url: ' https://example.com/a ' })
    expect(link).toMatchObject({ kind: 'link', title: 'Docs', url: 'https://example.com/a', description: '' })
    expect(link?.id).toMatch(/^res-/)
    expect(addLink({ title: '   ', url: 'https://example.com' })).toBeNull()
    expect(addLink({ title: 'Bad', url: 'javascript:alert(1)' })).toBeNull()
    expect(addLink({ title: 'Bad', url: 'not a link' })).toBeNull()
    expect(addPdf({ title: 'No file', fileName: ' ' })).toBeNull()
    expect(addPdf({ id: link!.id, title: 'Same id', fileName: 'x.pdf' })).toBeNull()
    expect(useResourcesStore.getState().resources).toHaveLength(6)
  })

  it("keeps a link typed without its scheme with 'https://' in front", () => {
    const link = useResourcesStore.getState().addLink({ title: 'Page', url: ' example.org/page ' })
    expect(link).toMatchObject({ kind: 'link', url: 'https://example.org/page' })
  })

  it('deletes by id and keeps the deletion; an unknown id changes nothing', () => {
    const removed = useResourcesStore.getState().removeResource('link-mindfulness')
    expect(removed?.title).toBe('Getting Started with Mindfulness')
    expect(useResourcesStore.getState().resources.map((r) => r.id)).not.toContain('link-mindfulness')
    expect(stored('nexus:resources')?.state.resources.map((r) => r.id)).not.toContain('link-mindfulness')
    expect(useResourcesStore.getState().removeResource('link-mindfulness')).toBeNull()
    expect(useResourcesStore.getState().resources).toHaveLength(4)
  })

  it('reads back what was stored, and keeps each person apart', async () => {
    useResourcesStore.getState().addLink({ id: 'res-guest', title: 'Guest link', url: 'https://example.com' })

    setStorageScope('user-1')
    await Promise.resolve()
    expect(useResourcesStore.getState().resources.map((r) => r.id)).not.toContain('res-guest')
    useResourcesStore.getState().addLink({ id: 'res-member', title: 'Member link', url: 'https://example.org' })
    expect(stored('nexus:resources:user-1')?.state.resources[0]?.id).toBe('res-member')

    setStorageScope('guest')
    await Promise.resolve()
    expect(useResourcesStore.getState().resources[0]?.id).toBe('res-guest')
  })

  it('resets stored data that does not fit the schema to the seed', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    localStorage.setItem(
      'nexus:resources:user-2',
      JSON.stringify({ version: 1, state: { resources: [{ kind: 'pdf', id: 'x', title: 1 }] } }),
    )
    useResourcesStore.getState().removeResource('pdf-daily-reflection')
    setStorageScope('user-2')
    await Promise.resolve()
    expect(useResourcesStore.getState().resources).toHaveLength(5)
    expect(warn).toHaveBeenCalledOnce()
  })

  it('gives a plain copy of the list for Download Data', () => {
    const snapshot = getResourcesSnapshot() as { resources: Record<string, unknown>[] }
    expect(snapshot.resources).toHaveLength(5)
    expect(snapshot.resources[3]).toMatchObject({ kind: 'link', id: 'link-mindfulness' })
    snapshot.resources.length = 0
    expect(useResourcesStore.getState().resources).toHaveLength(5)
  })
})
