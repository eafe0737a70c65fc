import * as AlertDialog from '@radix-ui/react-alert-dialog'
import { useEffect } from 'react'
import { useBlocker } from 'react-router'
import { Button } from '~/components/ui/button'

/**
 * Asks before the editor's unsaved changes are lost: an in-app link (a workspace tab, the header) opens this
 * dialog; leaving the site or closing the browser tab gets the browser's own question (`beforeunload`).
 * Posting to the editor itself (Save, the workflow buttons) is never blocked.
 */
export function UnsavedChangesGuard({ dirty }: { dirty: boolean }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  )
  useEffect(() => {
    if (!dirty) return
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault()
      // Older browsers ask only when returnValue is set.
      event.returnValue = ''
    }
    window.addEventListener('beforeunload', ask)
    return () => window.removeEventListener('beforeunload', ask)
  }, [dirty])

  const blocked = blocker.state === 'blocked'
  return (
    <AlertDialog.Root open={blocked} onOpenChange={(open) => !open && blocked && blocker.reset()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-[60] bg-slate-900/50" />
        <AlertDialog.Content className="fixed left-1/2 top-1/2 z-[61] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl focus:outline-none">
          <AlertDialog.Title className="text-lg font-semibold text-slate-900">
            Leave without saving?
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-slate-700">
            Your changes to this calculator are not saved. Leave now and they are lost; stay to save them.
          </AlertDialog.Description>
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <AlertDialog.Cancel asChild>
              <Button variant="secondary" size="sm">
                Stay and keep editing
              </Button>
            </AlertDialog.Cancel>
            <AlertDialog.Action asChild>
              <Button variant="destructive" size="sm" onClick={() => blocked && blocker.proceed()}>
                Leave without saving
              </Button>
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  )
}
