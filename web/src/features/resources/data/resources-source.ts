import type { OpenPdfResult } from '../open-pdf'
import type { LinkResource, PdfResource, Resource } from '../resource-model'

/**
 * The one interface the resources screen reads and writes through. Two implementations: the
 * browser's own store for the guest (local-resources-source.ts: PDFs kept in IndexedDB) and the
 * database with Storage through supabase-js for a signed-in member
 * (supabase-resources-source.ts). The app layer picks one (ResourcesSourceProvider); the screen
 * never knows which it has.
 */

/** A new link as typed in 'Add Resource'; the source trims it and adds `https://` to an address without a scheme. */
export interface NewLinkInput {
  title: string
  description: string
  url: string
  /** The id to keep (a UUID: bringing a guest's resource into an account); a new one when absent. Server sources only. */
  id?: string
}

/** A new PDF: its text fields, the picked file's name and its bytes (already checked: '%PDF-', at most 20 MB). */
export interface NewPdfInput {
  title: string
  description: string
  fileName: string
  bytes: ArrayBuffer
  /** The id to keep (a UUID: bringing a guest's resource into an account); a new one when absent. Server sources only. */
  id?: string
}

/**
 * Why a source refused or failed, with `message` what the member is shown:
 * 'invalid' (blank title, not a web address), 'unavailable' (the browser's file storage cannot
 * keep the PDF), 'failed' (the server refused or could not be reached).
 */
export type ResourcesSourceErrorKind = 'invalid' | 'unavailable' | 'failed'

/** A refused or failed call of a {@link ResourcesSource}; `message` is shown to the member as it is. */
export class ResourcesSourceError extends Error {
  constructor(
    readonly kind: ResourcesSourceErrorKind,
    message: string,
  ) {
    super(message)
    this.name = 'ResourcesSourceError'
  }
}

/** The resources of one person, from wherever they are kept. */
export interface ResourcesSource {
  /** Identifies the source and whose data it holds ('local', 'supabase:<user id>'): caches key by it. */
  readonly key: string
  /** Every resource, newest first, PDFs and links mixed. */
  list(): Promise<Resource[]>
  /**
   * The resources at once, for a source that holds them in memory (the browser's store): the
   * same array while nothing changed. Undefined for sources that must ask a server.
   */
  peek?(): Resource[]
  /** For an in-memory source: calls `listener` after every change; returns the function that stops. */
  subscribe?(listener: () => void): () => void
  /** Adds a link dated today, first. Rejects with a {@link ResourcesSourceError}. */
  addLink(input: NewLinkInput): Promise<LinkResource>
  /** Keeps the PDF's bytes, then adds it dated today, first. Rejects with a {@link ResourcesSourceError}. */
  addPdf(input: NewPdfInput): Promise<PdfResource>
  /** Deletes the resource and, for a PDF, its file. Rejects with a {@link ResourcesSourceError}. */
  remove(resource: Resource): Promise<void>
  /**
   * 'Open PDF': opens the PDF in a new tab (no opener). A source keeping PDFs in this browser
   * resolves 'missing' when its file is no longer kept there and 'unavailable' when the browser's
   * file storage cannot be used; a server's rejects with a {@link ResourcesSourceError} (with the
   * reason: the file is gone, or the server could not be reached).
   */
  openPdf(resource: PdfResource): Promise<OpenPdfResult>
  /**
   * For a source that keeps PDFs in this browser: resolves whether its file storage works here
   * (never rejects). Absent when PDFs are kept on a server.
   */
  checkFileStorage?(): Promise<boolean>
}
