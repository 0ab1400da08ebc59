import { useEffect, useRef, useState, type ReactNode, type Ref } from 'react'
import { FileText, Link2, TriangleAlert } from 'lucide-react'
import { toast } from '@/components/ui/use-toast'
import { AddResourceDialog } from './add-resource-dialog'
import { DeleteResourceDialog } from './delete-resource-dialog'
import { openPdfResource } from './open-pdf'
import { ResourceCard, resourceElementId } from './resource-card'
import { deleteResourceFile, isFileStorageAvailable } from './resource-files'
import type { PdfResource, Resource } from './resource-model'
import { useResourcesStore } from './resources-store'
import { useItemHighlight } from './use-item-highlight'

/**
 * /resources: 'PDF Documents' and 'External Links' as card grids (empty states 'No PDF
 * documents yet' and 'No links added yet'), the 'Add Resource' dialog, and the 'Delete
 * Resource' confirmation ending with 'Resource deleted' (a PDF's stored file is deleted too).
 * 'Open PDF' opens the stored file in a new tab. `?item={id}` scrolls to that card, rings it and
 * focuses it. When IndexedDB is unavailable a notice says uploaded PDFs cannot be kept.
 */
export function ResourcesScreen() {
  const resources = useResourcesStore((s) => s.resources)
  const removeResource = useResourcesStore((s) => s.removeResource)
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
    const result = await openPdfResource(resource)
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
    if (!removeResource(resource.id)) return
    returnFocus.current = resource.kind === 'pdf' ? pdfHeading.current : linkHeading.current
    if (resource.kind === 'pdf') {
      deleteResourceFile(resource.id).catch((error: unknown) => {
        console.warn(`The stored file of resource ${resource.id} could not be deleted.`, error)
      })
    }
    toast({ title: 'Resource deleted' })
    setPending(null)
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
        <AddResourceDialog />
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

      <ResourceSection
        id="pdf-documents-heading"
        headingRef={pdfHeading}
        icon={<FileText aria-hidden="true" className="size-6 text-primary" />}
        title="PDF Documents"
        empty="No PDF documents yet"
      >
        {pdfs.map(card)}
      </ResourceSection>

      <ResourceSection
        id="external-links-heading"
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
  children: ReactNode[]
}

/** A titled section with its card grid, or its empty state when there are no cards. */
function ResourceSection({ id, headingRef, icon, title, empty, children }: ResourceSectionProps) {
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
        <p className="mt-6 rounded-xl border border-dashed border-border p-6 text-center text-muted-foreground">
          {empty}
        </p>
      )}
    </section>
  )
}

/** Whether IndexedDB works here: null while checking, then true or false. */
function useFileStorageAvailable(): boolean | null {
  const [available, setAvailable] = useState<boolean | null>(null)
  useEffect(() => {
    let live = true
    void isFileStorageAvailable().then((ok) => {
      if (live) setAvailable(ok)
    })
    return () => {
      live = false
    }
  }, [])
  return available
}
