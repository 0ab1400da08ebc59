import { loadResourceFile } from './resource-files'
import { SAMPLE_PDF_IDS, type PdfResource } from './resource-model'
import { buildSimplePdf } from './simple-pdf'

/** How long a PDF's blob URL lives after it is opened, in ms (the new tab has loaded it by then). */
export const BLOB_URL_LIFETIME_MS = 60_000

/** What happened: the PDF was opened, its file is not stored here, or IndexedDB is unavailable. */
export type OpenPdfResult = 'opened' | 'missing' | 'unavailable'

const isSample = (id: string) => (SAMPLE_PDF_IDS as readonly string[]).includes(id)

/** The generated PDF of a seeded resource: its title, description and a note that it is a sample. */
export function samplePdfBytes(resource: PdfResource): Uint8Array<ArrayBuffer> {
  return buildSimplePdf(resource.title, [
    resource.description,
    'This is a sample document from the Nexus resource library. Add your own PDFs with Add Resource.',
  ])
}

/** Opens `bytes` as a PDF in a new tab (blob URL, no opener); the URL is revoked after a minute. */
function openBytes(bytes: BlobPart): void {
  const url = URL.createObjectURL(new Blob([bytes], { type: 'application/pdf' }))
  window.open(url, '_blank', 'noopener,noreferrer')
  setTimeout(() => URL.revokeObjectURL(url), BLOB_URL_LIFETIME_MS)
}

/**
 * 'Open PDF': opens the resource's stored file from IndexedDB in a new tab through a blob URL.
 * A seeded resource with no stored file gets a small generated PDF instead (also when
 * IndexedDB is unavailable). Resolves 'missing' when an uploaded file is no longer stored and
 * 'unavailable' when IndexedDB cannot be used; never rejects.
 */
export async function openPdfResource(resource: PdfResource): Promise<OpenPdfResult> {
  let stored: ArrayBuffer | undefined
  let unavailable = false
  try {
    stored = await loadResourceFile(resource.id)
  } catch {
    unavailable = true
  }
  if (stored) {
    openBytes(stored)
    return 'opened'
  }
  if (isSample(resource.id)) {
    openBytes(samplePdfBytes(resource))
    return 'opened'
  }
  return unavailable ? 'unavailable' : 'missing'
}
