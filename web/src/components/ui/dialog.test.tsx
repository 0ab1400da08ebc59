import { Profiler } from 'react'
import { fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '@/components/ui/dialog'
import { Toast, ToastProvider, ToastTitle, ToastViewport } from '@/components/ui/toast'

/** A dialog 'Title' opened by the button 'Open'. */
function OpenableDialog() {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button>Open</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle>Title</DialogTitle>
        <DialogDescription>Body</DialogDescription>
      </DialogContent>
    </Dialog>
  )
}

describe('Dialog', () => {
  it('makes #root inert and stops the page scrolling while open, and restores focus to the trigger on close', async () => {
    const user = userEvent.setup()
    const root = document.createElement('div')
    root.id = 'root'
    document.body.append(root)
    render(<OpenableDialog />, { container: root })

    await user.click(screen.getByRole('button', { name: 'Open' }))
    expect(screen.getByRole('dialog', { name: 'Title' })).toBeInTheDocument()
    expect(root.inert).toBe(true)
    expect(document.documentElement).toHaveAttribute('data-modal-open')

    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(root.inert).toBe(false)
    expect(document.documentElement).not.toHaveAttribute('data-modal-open')
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus()
    root.remove()
  })

  it('closes on a press on its backdrop', async () => {
    const user = userEvent.setup()
    render(<OpenableDialog />)
    await user.click(screen.getByRole('button', { name: 'Open' }))
    const backdrop = document.querySelector('[data-slot="modal-backdrop"]')!
    fireEvent.pointerDown(backdrop)
    fireEvent.click(backdrop)
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(document.documentElement).not.toHaveAttribute('data-modal-open')
  })
})

describe('Dialog content', () => {
  it('is mounted from the first opening: a never-opened dialog commits once, with no second render', () => {
    const phases: string[] = []
    render(
      <Profiler id="closed" onRender={(_id, phase) => phases.push(phase)}>
        <Dialog open={false}>
          <DialogContent>
            <DialogTitle>Title</DialogTitle>
          </DialogContent>
        </Dialog>
        <OpenableDialog />
      </Profiler>,
    )
    expect(phases).toEqual(['mount'])
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('opens and closes, controlled or through its trigger', async () => {
    const user = userEvent.setup()
    const dialog = (open?: boolean) => (
      <Dialog open={open}>
        {open === undefined ? (
          <DialogTrigger asChild>
            <Button>Open</Button>
          </DialogTrigger>
        ) : null}
        <DialogContent>
          <DialogTitle>Title</DialogTitle>
        </DialogContent>
      </Dialog>
    )
    const { rerender } = render(dialog())
    await user.click(screen.getByRole('button', { name: 'Open' }))
    expect(screen.getByRole('dialog', { name: 'Title' })).toBeInTheDocument()
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()

    rerender(dialog(true))
    expect(screen.getByRole('dialog', { name: 'Title' })).toBeInTheDocument()
    rerender(dialog(false))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })
})

describe('Escape on a dialog that has only just opened', () => {
  /**
   * Presses Escape on the first element focused inside a dialog, at the moment focus moves in:
   * before Radix's layer has re-rendered as the top layer and started listening for Escape.
   */
  function pressEscapeWhenFocusEnters() {
    let pressed = false
    const onFocusIn = (event: FocusEvent) => {
      const target = event.target as HTMLElement
      if (pressed || !target.closest('[role="dialog"], [role="alertdialog"]')) return
      pressed = true
      target.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }))
    }
    document.addEventListener('focusin', onFocusIn)
    return {
      get pressed() {
        return pressed
      },
      stop: () => document.removeEventListener('focusin', onFocusIn),
    }
  }

  it.each([
    ['alone on the page', false],
    ['over a toast (another Radix layer)', true],
  ])('closes the dialog and calls onOpenChange(false), %s', async (_case, withToast) => {
    const user = userEvent.setup()
    const changes: boolean[] = []
    render(
      <>
        {withToast ? (
          <ToastProvider>
            <Toast open>
              <ToastTitle>Journal entry saved</ToastTitle>
            </Toast>
            <ToastViewport />
          </ToastProvider>
        ) : null}
        <Dialog onOpenChange={(open) => changes.push(open)}>
          <DialogTrigger asChild>
            <Button>Open</Button>
          </DialogTrigger>
          <DialogContent>
            <DialogTitle>Title</DialogTitle>
            <input aria-label="Field" />
          </DialogContent>
        </Dialog>
      </>,
    )
    const escape = pressEscapeWhenFocusEnters()
    await user.click(screen.getByRole('button', { name: 'Open' }))
    escape.stop()
    expect(escape.pressed).toBe(true)
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(changes).toEqual([true, false])
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus()
  })
})
