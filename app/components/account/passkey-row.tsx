import { useEffect, useRef, useState } from 'react'
import { Form, useFetcher } from 'react-router'
import { Field } from '~/components/forms'
import { Button } from '~/components/ui/button'
import { ConfirmDialog } from '~/components/ui/confirm-dialog'
import { When } from '~/components/when'
import { PASSKEY_NAME_MAX, passkeyNameProblem } from '~/lib/account/passkey-name'
import { toast } from '~/lib/toast'

export type Passkey = { id: string; name: string; createdAt: string }
type Result = { ok: boolean; notice: string; nameError?: string }

/**
 * One passkey of the account page's list: its name and age, "Rename" (an inline form under the row, opened and
 * closed by a disclosure button that gets the focus back) and "Remove" (after a confirmation, when the sign-in
 * is recent enough; renaming only changes a label, so it never waits for the password).
 */
export function PasskeyRow({ passkey, canRemove }: { passkey: Passkey; canRemove: boolean }) {
  const [renaming, setRenaming] = useState(false)
  const renameButton = useRef<HTMLButtonElement>(null)
  const formId = `remove-passkey-${passkey.id}`
  const renameId = `rename-passkey-${passkey.id}`
  function closeRename() {
    setRenaming(false)
    requestAnimationFrame(() => renameButton.current?.focus())
  }
  return (
    <li className="py-3 text-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="min-w-0">
          <span className="block font-semibold break-words">{passkey.name}</span>
          <span className="block text-slate-700">
            Added <When at={passkey.createdAt} />
          </span>
        </span>
        <span className="flex flex-wrap gap-2">
          <Button
            ref={renameButton}
            type="button"
            size="sm"
            variant="secondary"
            aria-expanded={renaming}
            aria-controls={renaming ? renameId : undefined}
            onClick={() => (renaming ? closeRename() : setRenaming(true))}
          >
            Rename<span className="sr-only"> the passkey {passkey.name}</span>
          </Button>
          {canRemove ? (
            <Form method="post" id={formId}>
              <input type="hidden" name="intent" value="remove-passkey" />
              <input type="hidden" name="passkeyId" value={passkey.id} />
              <ConfirmDialog
                form={formId}
                trigger={
                  <Button type="button" size="sm" variant="secondary">
                    Remove<span className="sr-only"> the passkey {passkey.name}</span>
                  </Button>
                }
                title={`Remove the passkey "${passkey.name}"?`}
                description="It will no longer sign you in, and every other session of your account ends."
                confirmLabel="Remove passkey"
              />
            </Form>
          ) : null}
        </span>
      </div>
      {renaming ? <RenameForm id={renameId} passkey={passkey} onClose={closeRename} /> : null}
    </li>
  )
}

function RenameForm({ id, passkey, onClose }: { id: string; passkey: Passkey; onClose: () => void }) {
  const fetcher = useFetcher<Result>()
  const [problem, setProblem] = useState<string>()
  const input = useRef<HTMLInputElement>(null)
  const busy = fetcher.state !== 'idle'
  const refused = !busy && fetcher.data && !fetcher.data.ok ? fetcher.data : undefined
  const error = problem ?? refused?.nameError ?? refused?.notice
  useEffect(() => {
    input.current?.focus()
    input.current?.select()
  }, [])
  useEffect(() => {
    const result = fetcher.data
    if (fetcher.state !== 'idle' || !result) return
    if (result.ok) {
      toast.success(result.notice)
      onClose()
    } else toast.error('Error', { description: result.notice })
    // onClose is a new function each render; the answer is what matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fetcher.state, fetcher.data])
  function check(event: React.FormEvent<HTMLFormElement>) {
    const found = passkeyNameProblem(new FormData(event.currentTarget).get('name'))
    setProblem(found ?? undefined)
    if (!found) return
    event.preventDefault()
    input.current?.focus()
  }
  return (
    <fetcher.Form
      method="post"
      id={id}
      aria-label={`Rename the passkey ${passkey.name}`}
      className="mt-3 rounded-lg bg-slate-50 p-3"
      onSubmit={check}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose()
      }}
      noValidate
    >
      <input type="hidden" name="intent" value="rename-passkey" />
      <input type="hidden" name="passkeyId" value={passkey.id} />
      <Field
        ref={input}
        label="New name"
        name="name"
        defaultValue={passkey.name}
        required
        maxLength={PASSKEY_NAME_MAX}
        hint={`Up to ${PASSKEY_NAME_MAX} characters.`}
        error={error}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={busy}>
          {busy ? 'Saving...' : 'Save name'}
        </Button>
        <Button type="button" size="sm" variant="secondary" onClick={onClose}>
          Cancel
        </Button>
      </div>
    </fetcher.Form>
  )
}
