// @vitest-environment node
import { validateDraft, type ResourceDraft } from './resource-draft'

const draft = (patch: Partial<ResourceDraft>): ResourceDraft => ({
  mode: 'pdf',
  title: '',
  description: '',
  file: null,
  url: '',
  ...patch,
})
const pdfMissing = { title: 'Missing information', description: 'Please provide both a title and upload a PDF file' }
const linkMissing = { title: 'Missing information', description: 'Please provide both a title and URL' }

describe('Add Resource rules', () => {
  it('a PDF needs a title and a file', () => {
    expect(validateDraft(draft({}))).toEqual({ ...pdfMissing, field: 'title' })
    expect(validateDraft(draft({ title: '   ', file: { name: 'a.pdf' } }))).toEqual({ ...pdfMissing, field: 'title' })
    expect(validateDraft(draft({ title: 'Guide' }))).toEqual({ ...pdfMissing, field: 'file' })
    expect(validateDraft(draft({ title: 'Guide', file: { name: 'a.pdf' } }))).toBeNull()
  })

  it('a PDF does not need a URL, nor a link a file; the description is optional', () => {
    expect(validateDraft(draft({ title: 'Guide', file: { name: 'a.pdf' }, url: 'javascript:x' }))).toBeNull()
    expect(validateDraft(draft({ mode: 'link', title: 'Site', url: 'https://example.com' }))).toBeNull()
  })

  it('a link needs a title and a URL', () => {
    expect(validateDraft(draft({ mode: 'link' }))).toEqual({ ...linkMissing, field: 'title' })
    expect(validateDraft(draft({ mode: 'link', url: 'https://example.com' }))).toEqual({
      ...linkMissing,
      field: 'title',
    })
    expect(validateDraft(draft({ mode: 'link', title: 'Site', url: '  ' }))).toEqual({ ...linkMissing, field: 'url' })
  })

  it('a link typed without its scheme is accepted', () => {
    expect(validateDraft(draft({ mode: 'link', title: 'Site', url: 'example.org/page' }))).toBeNull()
  })

  it('a link must be a web address', () => {
    for (const url of ['javascript:alert(1)', 'example', 'data:text/plain,hi', '//example.com']) {
      expect(validateDraft(draft({ mode: 'link', title: 'Site', url }))).toEqual({
        title: 'Invalid link',
        description: 'Only web links starting with http:// or https:// can be added.',
        field: 'url',
      })
    }
  })
})
