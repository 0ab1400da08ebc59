import { normalizeLinkUrl } from './link-url'

/** What the 'Add Resource' dialog holds when 'Add Resource' is pressed. */
export interface ResourceDraft {
  mode: 'pdf' | 'link'
  title: string
  description: string
  /** The chosen file (pdf mode), or null when none is chosen. */
  file: { name: string } | null
  /** The typed URL (link mode). */
  url: string
}

/** A refusal as its destructive toast shows it, and the field it concerns. */
export interface DraftProblem {
  title: string
  description: string
  field: 'title' | 'file' | 'url'
}

/**
 * The first problem of a draft, or null when it can be added. A PDF needs a title and a file
 * ('Missing information' / 'Please provide both a title and upload a PDF file'); a link needs a
 * title and a URL ('Missing information' / 'Please provide both a title and URL'); blank text
 * counts as missing. A link must also be a web address ('Invalid link'): an http(s) URL, or one
 * typed without its scheme ('example.org/page', kept with 'https://' in front). The file's content is
 * checked separately (see readPdfFile).
 */
export function validateDraft(draft: ResourceDraft): DraftProblem | null {
  const title = draft.title.trim()
  if (draft.mode === 'pdf') {
    if (title === '' || !draft.file) {
      return {
        title: 'Missing information',
        description: 'Please provide both a title and upload a PDF file',
        field: title === '' ? 'title' : 'file',
      }
    }
    return null
  }
  const url = draft.url.trim()
  if (title === '' || url === '') {
    return {
      title: 'Missing information',
      description: 'Please provide both a title and URL',
      field: title === '' ? 'title' : 'url',
    }
  }
  if (normalizeLinkUrl(url) === null) {
    return {
      title: 'Invalid link',
      description: 'Only web links starting with http:// or https:// can be added.',
      field: 'url',
    }
  }
  return null
}
