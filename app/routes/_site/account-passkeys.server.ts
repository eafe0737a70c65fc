import { data, type RouterContextProvider } from 'react-router'
import { passkeyNameProblem } from '~/lib/account/passkey-name'
import { addPasskey, listPasskeys, removePasskey, renamePasskey } from '~/lib/account/passkeys.server'
import { confirmUrl, requireRecentSignIn, signedInRecently } from '~/lib/account/step-up.server'
import type { Services } from '~/lib/services.server'
import type { SessionView } from '~/lib/session-view.server'

export const PASSKEYS_PAGE = '/account/two-factor'
export const PASSKEY_INTENTS = ['add-passkey', 'remove-passkey', 'rename-passkey'] as const
type PasskeyIntent = (typeof PASSKEY_INTENTS)[number]

type Args = { request: Request; context: Readonly<RouterContextProvider> }
/** `nameError`: the name field's message, shown beside it (the toast says it too). */
export type PasskeyResult = { ok: boolean; notice: string; nameError?: string }

/** The section's data: the passkeys, and whether adding or removing one will first ask for the password. */
export async function passkeysSection(services: Services, view: SessionView) {
  return {
    passkeys: await listPasskeys(services.db, view.user.id),
    confirmFirst: (await signedInRecently(services, view)) ? null : confirmUrl(PASSKEYS_PAGE),
  }
}

export const isPasskeyIntent = (intent: unknown): intent is PasskeyIntent =>
  PASSKEY_INTENTS.includes(intent as PasskeyIntent)

const answer = (result: PasskeyResult, status = 200) =>
  data(result, { status, headers: { 'Cache-Control': 'private, no-store' } })

/**
 * Adding or removing a passkey changes how the account signs in: like two-factor, it asks for the password again
 * when the sign-in is older than ten minutes (decision 0057), and ends every other session. Renaming one only
 * changes its label, so it asks for neither.
 */
export async function passkeyAction(
  args: Args,
  services: Services,
  view: SessionView,
  intent: PasskeyIntent,
  form: FormData,
) {
  if (intent === 'rename-passkey') return renameAction(args, services, view, form)
  await requireRecentSignIn(args, view, PASSKEYS_PAGE)
  if (intent === 'add-passkey') return addAction(args, services, view, form)
  const removed = await removePasskey(services, args.request, view, String(form.get('passkeyId') ?? ''))
  if (!removed.ok) return answer({ ok: false, notice: removed.error }, 404)
  return answer({ ok: true, notice: 'Passkey removed. Your other sessions have ended.' })
}

async function addAction(args: Args, services: Services, view: SessionView, form: FormData) {
  const name = String(form.get('name') ?? '').trim()
  const problem = passkeyNameProblem(name)
  if (problem) return answer({ ok: false, notice: problem, nameError: problem }, 400)
  const added = await addPasskey(services, args.request, view, {
    name,
    response: String(form.get('response') ?? ''),
  })
  if (!added.ok) return answer({ ok: false, notice: added.error }, 400)
  return answer({ ok: true, notice: `Passkey "${name}" added. Your other sessions have ended.` })
}

async function renameAction(args: Args, services: Services, view: SessionView, form: FormData) {
  const name = String(form.get('name') ?? '').trim()
  const problem = passkeyNameProblem(name)
  if (problem) return answer({ ok: false, notice: problem, nameError: problem }, 400)
  const passkeyId = String(form.get('passkeyId') ?? '')
  const renamed = await renamePasskey(services, args.request, view, { passkeyId, name })
  if (!renamed.ok) return answer({ ok: false, notice: renamed.error }, 404)
  return answer({ ok: true, notice: `Passkey renamed to "${name}".` })
}
