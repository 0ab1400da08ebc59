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
import { readPdfFile } from './pdf-file-check'
import { validateDraft, type DraftProblem, type ResourceDraft } from './resource-draft'
import { deleteResourceFile, saveResourceFile } from './resource-files'
import { newResourceId } from './resource-model'
import { useResourcesStore } from './resources-store'

type Mode = ResourceDraft['mode']
type FieldError = Pick<DraftProblem, 'field' | 'description'>

/**
 * The 'Add Resource' button and its dialog: a 'PDF Document' / 'External Link' switch (tabs),
 * Title, Description (optional), and Upload PDF (picker accepting .pdf) or Link URL
 * (placeholder 'https://'). Refusals (see validateDraft and readPdfFile) show a destructive
 * toast, mark the field and move focus to it, and add nothing. A PDF's bytes are stored in
 * IndexedDB before the resource is listed; when that fails the PDF is not added and the toast
 * says the browser's storage is unavailable. Success: 'Resource added' and the dialog closes.
 */
export function AddResourceDialog() {
  const addPdf = useResourcesStore((s) => s.addPdf)
  const addLink = useResourcesStore((s) => s.addLink)
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
    if (mode === 'link') {
      if (!addLink({ title, description, url })) return
      toast({ title: 'Resource added', description: 'Your link has been added to resources' })
      setOpen(false)
      reset()
      return
    }
    if (!file) return
    setBusy(true)
    const read = await readPdfFile(file)
    if (!read.ok) {
      setBusy(false)
      clearFile()
      return refuse({ ...read.problem, field: 'file' })
    }
    const id = newResourceId()
    try {
      await saveResourceFile(id, read.bytes)
    } catch {
      setBusy(false)
      return refuse({
        title: 'PDF could not be saved',
        description:
          "This browser's file storage (IndexedDB) is unavailable or full, so the PDF was not added. Links can still be added.",
        field: 'file',
      })
    }
    if (!addPdf({ id, title, description, fileName: file.name })) {
      void deleteResourceFile(id).catch(() => undefined)
      setBusy(false)
      return
    }
    toast({ title: 'Resource added', description: 'Your PDF has been added to resources' })
    setOpen(false)
    reset()
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
            <TabsList aria-label="Resource type" className="w-full">
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
