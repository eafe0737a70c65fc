import { data, type RouterContextProvider } from 'react-router'
import { addPasskey, listPasskeys, removePasskey } from '~/lib/account/passkeys.server'
import { confirmUrl, requireRecentSignIn, signedInRecently } from '~/lib/account/step-up.server'
import type { Services } from '~/lib/services.server'
import type { SessionView } from '~/lib/session-view.server'

export const PASSKEYS_PAGE = '/account/two-factor'
const NAME_MAX = 60

type Args = { request: Request; context: Readonly<RouterContextProvider> }
export type PasskeyResult = { ok: boolean; notice: string }

/** The section's data: the passkeys, and whether adding or removing one will first ask for the password. */
export async function passkeysSection(services: Services, view: SessionView) {
  return {
    passkeys: await listPasskeys(services.db, view.user.id),
    confirmFirst: (await signedInRecently(services, view)) ? null : confirmUrl(PASSKEYS_PAGE),
  }
}

const answer = (result: PasskeyResult, status = 200) =>
  data(result, { status, headers: { 'Cache-Control': 'private, no-store' } })

/**
 * Adding or removing a passkey changes how the account signs in: like two-factor, it asks for the password again
 * when the sign-in is older than ten minutes (decision 0057), and ends every other session.
 */
export async function passkeyAction(
  args: Args,
  services: Services,
  view: SessionView,
  intent: 'add-passkey' | 'remove-passkey',
  form: FormData,
) {
  await requireRecentSignIn(args, view, PASSKEYS_PAGE)
  if (intent === 'add-passkey') {
    const name = String(form.get('name') ?? '').trim()
    if (!name || name.length > NAME_MAX)
      return answer({ ok: false, notice: `Name the passkey (up to ${NAME_MAX} characters).` }, 400)
    const added = await addPasskey(services, args.request, view, {
      name,
      response: String(form.get('response') ?? ''),
    })
    if (!added.ok) return answer({ ok: false, notice: added.error }, 400)
    return answer({ ok: true, notice: `Passkey "${name}" added. Your other sessions have ended.` })
  }
  const removed = await removePasskey(services, args.request, view, String(form.get('passkeyId') ?? ''))
  if (!removed.ok) return answer({ ok: false, notice: removed.error }, 404)
  return answer({ ok: true, notice: 'Passkey removed. Your other sessions have ended.' })
}
