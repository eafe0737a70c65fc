import * as AlertDialog from '@radix-ui/react-alert-dialog'
import { useState, type ReactNode } from 'react'
import { Button } from './button'

type ConfirmDialogProps = {
  /** The control that opens the dialog (a button of its own look, e.g. variant="destructive"). */
  trigger: ReactNode
  title: string
  /** What visitors or members will see once confirmed: the reason the dialog exists. */
  description: ReactNode
  confirmLabel: string
  cancelLabel?: string
  /**
   * The form the confirm button submits (its `form` attribute), so the action works as a plain form post and
   * the dialog only asks first.
   */
  form: string
  /** name/value the confirm button submits (e.g. intent=archive). */
  name?: string
  value?: string
}

/** An accessible confirmation for an action visitors or members will notice (archive, revert, remove, revoke). */
export function ConfirmDialog({
  trigger,
  title,
  description,
  confirmLabel,
  cancelLabel = 'Cancel',
  form,
  name,
  value,
}: ConfirmDialogProps) {
  const [open, setOpen] = useState(false)
  // The confirm button lives in a portal: it submits the page's form itself (with its name and value), then
  // closes. A submit button tied by `form=` was removed by the closing dialog before the browser submitted.
  function confirm() {
    const target = document.getElementById(form)
    if (!(target instanceof HTMLFormElement)) return
    if (name) {
      let field = target.querySelector<HTMLInputElement>(`input[data-confirm-field="${name}"]`)
      if (!field) {
        field = Object.assign(document.createElement('input'), { type: 'hidden', name })
        field.dataset.confirmField = name
        target.append(field)
      }
      field.value = value ?? ''
    }
    target.requestSubmit()
    setOpen(false)
  }
  return (
    <AlertDialog.Root open={open} onOpenChange={setOpen}>
      <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-[60] bg-slate-900/50" />
        <AlertDialog.Content className="fixed left-1/2 top-1/2 z-[61] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl focus:outline-none">
          <AlertDialog.Title className="text-lg font-semibold text-slate-900">{title}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-slate-700">
            {description}
          </AlertDialog.Description>
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <AlertDialog.Cancel asChild>
              <Button variant="secondary" size="sm">
                {cancelLabel}
              </Button>
            </AlertDialog.Cancel>
            <Button variant="destructive" size="sm" type="button" onClick={confirm}>
              {confirmLabel}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  )
}
