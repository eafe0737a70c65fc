import { useState } from 'react'
import { Form, Link, useNavigation, useSubmit } from 'react-router'
import { Field } from '~/components/forms'
import { Button } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { ConfirmDialog } from '~/components/ui/confirm-dialog'
import { When } from '~/components/when'
import { ceremonyProblem, createPasskey } from '~/lib/account/webauthn-browser'
import { toast } from '~/lib/toast'

type Passkey = { id: string; name: string; createdAt: string }

/**
 * The account's passkeys (decision 0065): add one (named), see them, remove one after a confirmation. Both
 * changes ask for the password again when the sign-in is older than ten minutes (`confirmFirst` links there).
 */
export function PasskeysSection({
  passkeys,
  confirmFirst,
}: {
  passkeys: Passkey[]
  confirmFirst: string | null
}) {
  return (
    <section aria-labelledby="passkeys-heading" className="mt-6">
      <Card>
        <h2 id="passkeys-heading" className="text-xl font-semibold text-slate-900">
          Passkeys
        </h2>
        <p className="mt-1 text-sm text-slate-700">
          Sign in with your fingerprint, face or device PIN instead of a password. A passkey counts as
          two-factor sign-in.
        </p>
        {passkeys.length ? (
          <ul className="mt-4 divide-y divide-slate-200" data-testid="passkeys">
            {passkeys.map((passkey) => (
              <PasskeyRow key={passkey.id} passkey={passkey} canRemove={!confirmFirst} />
            ))}
          </ul>
        ) : (
          <p className="mt-4 text-sm text-slate-700" data-testid="no-passkeys">
            No passkeys yet.
          </p>
        )}
        {confirmFirst ? (
          <p className="mt-4 rounded-lg bg-amber-50 p-4 text-sm text-amber-950">
            You signed in more than 10 minutes ago. To add or remove a passkey,{' '}
            <Link to={confirmFirst} className="font-semibold underline">
              confirm your password
            </Link>{' '}
            first.
          </p>
        ) : (
          <AddPasskey />
        )}
      </Card>
    </section>
  )
}

function PasskeyRow({ passkey, canRemove }: { passkey: Passkey; canRemove: boolean }) {
  const formId = `remove-passkey-${passkey.id}`
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 py-3 text-sm">
      <span className="min-w-0">
        <span className="block font-semibold break-words">{passkey.name}</span>
        <span className="block text-slate-700">
          Added <When at={passkey.createdAt} />
        </span>
      </span>
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
    </li>
  )
}

function AddPasskey() {
  const submit = useSubmit()
  const navigation = useNavigation()
  const [asking, setAsking] = useState(false)
  const busy = asking || (navigation.state !== 'idle' && navigation.formData?.get('intent') === 'add-passkey')
  async function add(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    const name = String(new FormData(form).get('name') ?? '').trim()
    setAsking(true)
    try {
      const response = await createPasskey(name)
      await submit({ intent: 'add-passkey', name, response }, { method: 'post' })
      form.reset()
    } catch (error) {
      toast.error('Error', { description: ceremonyProblem(error) })
    } finally {
      setAsking(false)
    }
  }
  return (
    <Form method="post" className="mt-4 space-y-2" onSubmit={add}>
      <input type="hidden" name="intent" value="add-passkey" />
      <Field
        label="Passkey name"
        name="name"
        required
        maxLength={60}
        placeholder="e.g. Work laptop"
        hint="So you can tell your passkeys apart."
      />
      <Button type="submit" disabled={busy}>
        {busy ? 'Waiting for your device...' : 'Add a passkey'}
      </Button>
    </Form>
  )
}
