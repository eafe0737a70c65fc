import { data } from 'react-router'
import {
  beginEnrolment,
  endOtherSessionsAfter,
  regenerateRecoveryCodes,
  turnOff,
  verifyCode,
} from '~/lib/account/two-factor.server'
import { sealRecoveryCodes, unsealRecoveryCodes } from '~/lib/account/recovery-codes.server'
import type { Services } from '~/lib/services.server'
import type { SessionView } from '~/lib/session-view.server'

export type SecurityResult = {
  ok: boolean
  notice: string
  /** Enrolment begun: what the authenticator app needs, shown until the code confirms it, and the recovery
   * codes sealed (recovery-codes.server.ts) for the confirming form to bring back. */
  enrol?: { qr: string; secret: string; sealedCodes: string }
  /** Shown once: after the code turned two-factor sign-in on, or when new ones are made. */
  backupCodes?: string[]
}

const answer = (result: SecurityResult, cookies: string[] = [], status = 200) => {
  const headers = new Headers({ 'Cache-Control': 'private, no-store' })
  for (const cookie of cookies) headers.append('Set-Cookie', cookie)
  return data(result, { status, headers })
}

/** Each intent of the two-factor page, for the signed-in account (better-auth checks the session again). */
export async function securityAction(
  services: Services,
  request: Request,
  view: SessionView,
  form: FormData,
) {
  const intent = form.get('intent')
  const password = String(form.get('password') ?? '')
  const code = String(form.get('code') ?? '').replace(/\s+/g, '')
  if (intent === 'enrol') {
    const begun = await beginEnrolment(services, request, password)
    if (!begun.ok) return answer({ ok: false, notice: begun.error }, [], 400)
    return answer(
      {
        ok: true,
        notice: 'Scan the QR code, then enter the code your app shows.',
        enrol: {
          qr: begun.qr,
          secret: begun.secret,
          sealedCodes: await sealRecoveryCodes(services.config.authSecret, begun.backupCodes),
        },
      },
      begun.cookies,
    )
  }
  if (intent === 'confirm') {
    const confirmed = await verifyCode(services, request, code)
    if (!confirmed.ok) return answer({ ok: false, notice: confirmed.error }, [], 400)
    await endOtherSessionsAfter(services, request, confirmed.cookies)
    // A code proves the second factor of an account that has it on too: the codes only when this turned it on.
    const sealed = String(form.get('sealedCodes') ?? '')
    const backupCodes =
      view.user.twoFactorEnabled || !sealed
        ? null
        : await unsealRecoveryCodes(services.db, services.config.authSecret, view.user.id, sealed)
    return answer(
      {
        ok: true,
        notice: 'Two-factor sign-in is on.',
        ...(backupCodes ? { backupCodes } : {}),
      },
      confirmed.cookies,
    )
  }
  if (intent === 'regenerate') {
    const made = await regenerateRecoveryCodes(services, request, password)
    if (!made.ok) return answer({ ok: false, notice: made.error }, [], 400)
    await endOtherSessionsAfter(services, request, made.cookies)
    return answer(
      { ok: true, notice: 'New recovery codes. The old ones no longer work.', backupCodes: made.backupCodes },
      made.cookies,
    )
  }
  if (intent === 'disable') {
    const off = await turnOff(services, request, password, code)
    if (!off.ok) return answer({ ok: false, notice: off.error }, [], 400)
    await endOtherSessionsAfter(services, request, off.cookies)
    return answer({ ok: true, notice: 'Two-factor sign-in is off.' }, off.cookies)
  }
  return answer({ ok: false, notice: 'Unknown action.' }, [], 400)
}
