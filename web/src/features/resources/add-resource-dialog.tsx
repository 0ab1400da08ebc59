import { useId, useRef, useState, type FormEvent } from 'react'
import { Plus } from 'lucide-react'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs'
import { Textarea } from '@/components/ui/textarea'
import { toast } from '@/components/ui/use-toast'
import { errorMessage } from '@/lib/error-message'
import { ResourcesSourceError, type NewLinkInput, type NewPdfInput } from './data/resources-source'
import { readPdfFile } from './pdf-file-check'
import { validateDraft, type DraftProblem, type ResourceDraft } from './resource-draft'

type Mode = ResourceDraft['mode']
type FieldError = Pick<DraftProblem, 'field' | 'description'>

/** Props of {@link AddResourceDialog}: where a checked link or PDF goes (the screen's source). */
export interface AddResourceDialogProps {
  /** Adds the link; rejects with a ResourcesSourceError (its message is shown) when it is not added. */
  onAddLink: (input: NewLinkInput) => Promise<unknown>
  /** Keeps and adds the PDF; rejects like `onAddLink`. */
  onAddPdf: (input: NewPdfInput) => Promise<unknown>
}

/**
 * The 'Add Resource' button and its dialog: a 'PDF Document' / 'External Link' switch (tabs),
 * Title, Description (optional), and Upload PDF (picker accepting .pdf) or Link URL
 * (placeholder 'https://'; an address typed without its scheme gets 'https://'). Refusals (see
 * validateDraft and readPdfFile) show a destructive toast, mark the field and move focus to it,
 * and add nothing. The button is disabled while the source stores the resource. When the
 * browser's file storage cannot keep a PDF, the toast says so ('PDF could not be saved'); when
 * the server refuses or cannot be reached, 'Resource not added' with the reason; either way the
 * dialog keeps what was typed. Success: 'Resource added' and the dialog closes.
 */
export function AddResourceDialog({ onAddLink, onAddPdf }: AddResourceDialogProps) {
  const [open, setOpen] = useState(false)
  const [mode, setMode] = useState<Mode>('pdf')
  const [title, setTitle] = useState('')
  const [description, setDescription] = useState('')
  const [url, setUrl] = useState('')
  const [file, setFile] = useState<File | null>(null)
  const [error, setError] = useState<FieldError | null>(null)
  const [busy, setBusy] = useState(false)
  const ids = { title: useId(), description: useId(), file: useId(), url: useId(), error: useId() }
  const titleRef = useRef<HTMLInputElement>(null)
  const fileRef = useRef<HTMLInputElement>(null)
  const urlRef = useRef<HTMLInputElement>(null)

  const reset = () => {
    setMode('pdf')
    setTitle('')
    setDescription('')
    setUrl('')
    setFile(null)
    setError(null)
    setBusy(false)
  }

  const refuse = (problem: DraftProblem) => {
    toast({ title: problem.title, description: problem.description, variant: 'destructive' })
    setError({ field: problem.field, description: problem.description })
    const field = { title: titleRef, file: fileRef, url: urlRef }[problem.field]
    field.current?.focus()
  }

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (busy) return
    const problem = validateDraft({ mode, title, description, url, file })
    if (problem) return refuse(problem)
    setError(null)
    setBusy(true)
    if (mode === 'link') {
      try {
        await onAddLink({ title, description, url })
      } catch (addError) {
        return failed(addError, 'url')
      }
      toast({ title: 'Resource added', description: 'Your link has been added to resources' })
      setOpen(false)
      reset()
      return
    }
    if (!file) return setBusy(false)
    const read = await readPdfFile(file)
    if (!read.ok) {
      setBusy(false)
      clearFile()
      return refuse({ ...read.problem, field: 'file' })
    }
    try {
      await onAddPdf({ title, description, fileName: file.name, bytes: read.bytes })
    } catch (addError) {
      return failed(addError, 'file')
    }
    toast({ title: 'Resource added', description: 'Your PDF has been added to resources' })
    setOpen(false)
    reset()
  }

  /** A source's refusal: the browser cannot keep the PDF, the draft is invalid, or the server failed. */
  const failed = (addError: unknown, field: DraftProblem['field']) => {
    setBusy(false)
    const kind = addError instanceof ResourcesSourceError ? addError.kind : 'failed'
    const message = errorMessage(addError) || 'The resource could not be added. Please try again.'
    if (kind === 'unavailable') return refuse({ title: 'PDF could not be saved', description: message, field })
    if (kind === 'invalid') {
      return refuse({ title: mode === 'link' ? 'Invalid link' : 'Missing information', description: message, field })
    }
    toast({ title: 'Resource not added', description: message, variant: 'destructive' })
  }

  const clearFile = () => {
    setFile(null)
    if (fileRef.current) fileRef.current.value = ''
  }

  const invalid = (field: DraftProblem['field']) =>
    error?.field === field ? { 'aria-invalid': true as const, 'aria-describedby': ids.error } : {}
  const errorText = (field: DraftProblem['field']) =>
    error?.field === field ? (
      <p id={ids.error} className="text-sm font-medium text-destructive dark:text-red-300">
        {error.description}
      </p>
    ) : null

  const commonFields = (
    <>
      <div className="grid gap-2">
        <Label htmlFor={ids.title}>Title</Label>
        <Input
          id={ids.title}
          ref={titleRef}
          value={title}
          onChange={(e) => {
            setTitle(e.target.value)
            if (error?.field === 'title') setError(null)
          }}
          autoComplete="off"
          {...invalid('title')}
        />
        {errorText('title')}
      </div>
      <div className="grid gap-2">
        <Label htmlFor={ids.description}>Description (optional)</Label>
        <Textarea id={ids.description} value={description} onChange={(e) => setDescription(e.target.value)} rows={3} />
      </div>
    </>
  )

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next)
        if (!next) reset()
      }}
    >
      <DialogTrigger asChild>
        <Button>
          <Plus aria-hidden="true" />
          Add Resource
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Add Resource</DialogTitle>
          <DialogDescription>Save a PDF document or a helpful link to your resources.</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={(e) => void submit(e)} className="grid gap-4">
          <Tabs
            value={mode}
            onValueChange={(value) => {
              setMode(value as Mode)
              setError(null)
            }}
          >
            <TabsList aria-label="Resource type" className="w-full!">
              <TabsTrigger value="pdf">PDF Document</TabsTrigger>
              <TabsTrigger value="link">External Link</TabsTrigger>
            </TabsList>
            <TabsContent value="pdf" tabIndex={-1} className="mt-2 grid gap-4">
              {commonFields}
              <div className="grid gap-2">
                <Label htmlFor={ids.file}>Upload PDF</Label>
                <Input
                  id={ids.file}
                  ref={fileRef}
                  type="file"
                  accept=".pdf,application/pdf"
                  onChange={(e) => {
                    setFile(e.target.files?.[0] ?? null)
                    if (error?.field === 'file') setError(null)
                  }}
                  className="cursor-pointer"
                  {...invalid('file')}
                />
                {errorText('file')}
                <p className="text-xs text-muted-foreground">PDF files only, up to 20 MB.</p>
              </div>
            </TabsContent>
            <TabsContent value="link" tabIndex={-1} className="mt-2 grid gap-4">
              {commonFields}
              <div className="grid gap-2">
                <Label htmlFor={ids.url}>Link URL</Label>
                <Input
                  id={ids.url}
                  ref={urlRef}
                  type="url"
                  inputMode="url"
                  placeholder="https://"
                  value={url}
                  onChange={(e) => {
                    setUrl(e.target.value)
                    if (error?.field === 'url') setError(null)
                  }}
                  autoComplete="url"
                  {...invalid('url')}
                />
                {errorText('url')}
              </div>
            </TabsContent>
          </Tabs>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="cancel">Cancel</Button>
            </DialogClose>
            <Button type="submit" disabled={busy} aria-disabled={busy}>
              Add Resource
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
