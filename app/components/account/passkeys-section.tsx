import { useState } from 'react'
import { Form, Link, useNavigation, useSubmit } from 'react-router'
import { Field } from '~/components/forms'
import { Button } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { PASSKEY_NAME_HINT, PASSKEY_NAME_MAX, passkeyNameProblem } from '~/lib/account/passkey-name'
import { ceremonyProblem, createPasskey } from '~/lib/account/webauthn-browser'
import { toast } from '~/lib/toast'
import { PasskeyRow, type Passkey } from './passkey-row'

/**
 * The account's passkeys (decision 0065): add one (named), see them, rename one, remove one after a
 * confirmation. Adding and removing ask for the password again when the sign-in is older than ten minutes
 * (`confirmFirst` links there).
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

function AddPasskey() {
  const submit = useSubmit()
  const navigation = useNavigation()
  const [asking, setAsking] = useState(false)
  const [nameError, setNameError] = useState<string>()
  const busy = asking || (navigation.state !== 'idle' && navigation.formData?.get('intent') === 'add-passkey')
  async function add(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    const name = String(new FormData(form).get('name') ?? '').trim()
    const problem = passkeyNameProblem(name)
    setNameError(problem ?? undefined)
    if (problem) return form.querySelector<HTMLInputElement>('input[name="name"]')?.focus()
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
    <Form method="post" className="mt-4 space-y-2" onSubmit={add} noValidate>
      <input type="hidden" name="intent" value="add-passkey" />
      <Field
        label="Passkey name"
        name="name"
        required
        maxLength={PASSKEY_NAME_MAX}
        placeholder="e.g. Work laptop"
        hint={PASSKEY_NAME_HINT}
        error={nameError}
      />
      <Button type="submit" disabled={busy}>
        {busy ? 'Waiting for your device...' : 'Add a passkey'}
      </Button>
    </Form>
  )
}
