import { useEffect, useRef, useState, type ReactNode, type Ref } from 'react'
import { FileText, Link2, TriangleAlert } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { toast } from '@/components/ui/use-toast'
import { errorMessage } from '@/lib/error-message'
import { AddResourceDialog } from './add-resource-dialog'
import { useResourcesSource } from './data/use-resources-source'
import { DeleteResourceDialog } from './delete-resource-dialog'
import { ResourceCard, resourceElementId } from './resource-card'
import type { PdfResource, Resource } from './resource-model'
import { useItemHighlight } from './use-item-highlight'
import { useResources } from './use-resources'

/**
 * /resources: 'PDF Documents' and 'External Links' as card grids (empty states 'No PDF
 * documents yet' and 'No links added yet'), the 'Add Resource' dialog, and the 'Delete
 * Resource' confirmation ending with 'Resource deleted' (a PDF's stored file is deleted too; if
 * the source refuses, the card comes back and 'Resource not deleted' says why). 'Open PDF' opens
 * the file in a new tab. `?item={id}` scrolls to that card, rings it and focuses it. The data
 * comes from the source the app gave (the guest's browser, or the member's account); while it
 * loads the sections say so, and a failed load offers 'Try again'. When the source keeps PDFs
 * in this browser and IndexedDB is unavailable, a notice says uploaded PDFs cannot be kept.
 */
export function ResourcesScreen() {
  const { status, resources, retry, addLink, addPdf, remove, openPdf: openSourcePdf } = useResources()
  const pdfs = resources.filter((r) => r.kind === 'pdf')
  const links = resources.filter((r) => r.kind === 'link')
  const highlighted = useItemHighlight(
    resources.map((r) => r.id),
    resourceElementId,
  )
  const storageAvailable = useFileStorageAvailable()
  const [pending, setPending] = useState<Resource | null>(null)
  const returnFocus = useRef<HTMLElement | null>(null)
  const pdfHeading = useRef<HTMLHeadingElement>(null)
  const linkHeading = useRef<HTMLHeadingElement>(null)

  const openPdf = async (resource: PdfResource) => {
    let result
    try {
      result = await openSourcePdf(resource)
    } catch (openError) {
      toast({
        title: 'PDF could not be opened',
        description: errorMessage(openError) || 'Please try again.',
        variant: 'destructive',
      })
      return
    }
    if (result === 'missing') {
      toast({
        title: 'PDF not found',
        description: `The file of "${resource.title}" is no longer stored in this browser.`,
        variant: 'destructive',
      })
    } else if (result === 'unavailable') {
      toast({
        title: 'PDF could not be opened',
        description: "This browser's file storage (IndexedDB) is unavailable, so stored PDFs cannot be opened.",
        variant: 'destructive',
      })
    }
  }

  const confirmDelete = (resource: Resource) => {
    returnFocus.current = resource.kind === 'pdf' ? pdfHeading.current : linkHeading.current
    setPending(null)
    remove(resource).then(
      () => toast({ title: 'Resource deleted' }),
      (deleteError: unknown) =>
        toast({
          title: 'Resource not deleted',
          description: errorMessage(deleteError) || 'Please try again.',
          variant: 'destructive',
        }),
    )
  }

  const card = (resource: Resource) => (
    <ResourceCard
      key={resource.id}
      resource={resource}
      highlighted={highlighted === resource.id}
      onOpenPdf={() => {
        if (resource.kind === 'pdf') void openPdf(resource)
      }}
      onDelete={(event) => {
        returnFocus.current = event.currentTarget
        setPending(resource)
      }}
    />
  )

  return (
    <div
      data-file-storage={storageAvailable === null ? 'checking' : storageAvailable ? 'available' : 'unavailable'}
      className="mx-auto w-full max-w-6xl space-y-10 px-4 py-8 sm:px-6 md:py-10"
    >
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">Resources</h1>
          <p className="mt-2 text-muted-foreground">Your library of documents and links for reflection and growth</p>
        </div>
        <AddResourceDialog onAddLink={addLink} onAddPdf={addPdf} />
      </div>

      {storageAvailable === false ? (
        <p
          role="status"
          className="flex items-start gap-3 rounded-xl border border-border bg-muted p-4 text-sm text-foreground"
        >
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>
            PDF storage is unavailable: this browser does not allow IndexedDB here (for example in some private
            windows), so uploaded PDFs cannot be kept or opened. Links and the sample PDFs still work.
          </span>
        </p>
      ) : null}

      {status === 'error' ? (
        <div
          role="alert"
          className="flex flex-wrap items-center gap-4 rounded-xl border border-border bg-muted p-4 text-sm"
        >
          <TriangleAlert aria-hidden="true" className="size-4 shrink-0" />
          <span className="flex-1">Your resources could not be loaded. Check your connection and try again.</span>
          <Button variant="outline" size="sm" onClick={retry}>
            Try again
          </Button>
        </div>
      ) : null}

      <ResourceSection
        id="pdf-documents-heading"
        loading={status === 'loading'}
        headingRef={pdfHeading}
        icon={<FileText aria-hidden="true" className="size-6 text-primary" />}
        title="PDF Documents"
        empty="No PDF documents yet"
      >
        {pdfs.map(card)}
      </ResourceSection>

      <ResourceSection
        id="external-links-heading"
        loading={status === 'loading'}
        headingRef={linkHeading}
        icon={<Link2 aria-hidden="true" className="size-6 text-primary" />}
        title="External Links"
        empty="No links added yet"
      >
        {links.map(card)}
      </ResourceSection>

      <DeleteResourceDialog
        resource={pending}
        onConfirm={confirmDelete}
        onCancel={() => setPending(null)}
        onCloseAutoFocus={(event) => {
          const target = returnFocus.current
          if (target?.isConnected) {
            event.preventDefault()
            target.focus()
          }
          returnFocus.current = null
        }}
      />
    </div>
  )
}

/** Props of {@link ResourceSection}. */
interface ResourceSectionProps {
  id: string
  headingRef: Ref<HTMLHeadingElement>
  icon: ReactNode
  title: string
  empty: string
  /** True while the list is loading: 'Loading…' instead of the empty state. */
  loading: boolean
  children: ReactNode[]
}

/** A titled section with its card grid, or its empty state (or 'Loading…') when there are no cards. */
function ResourceSection({ id, headingRef, icon, title, empty, loading, children }: ResourceSectionProps) {
  return (
    <section aria-labelledby={id}>
      <h2
        id={id}
        ref={headingRef}
        tabIndex={-1}
        className="flex items-center gap-2 text-2xl font-bold tracking-tight outline-none"
      >
        {icon}
        {title}
      </h2>
      {children.length > 0 ? (
        <ul aria-labelledby={id} className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {children}
        </ul>
      ) : (
        <p
          aria-busy={loading || undefined}
          className="mt-6 rounded-xl border border-dashed border-border p-6 text-center text-muted-foreground"
        >
          {loading ? 'Loading…' : empty}
        </p>
      )}
    </section>
  )
}

/**
 * Whether the source can keep PDFs: null while checking, then true or false (a source that
 * keeps them on a server always can).
 */
function useFileStorageAvailable(): boolean | null {
  const source = useResourcesSource()
  const [available, setAvailable] = useState<boolean | null>(null)
  useEffect(() => {
    let live = true
    void (source.checkFileStorage?.() ?? Promise.resolve(true)).then((ok) => {
      if (live) setAvailable(ok)
    })
    return () => {
      live = false
    }
  }, [source])
  return available
}
