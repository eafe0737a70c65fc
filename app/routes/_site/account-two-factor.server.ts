import { data } from 'react-router'
import {
  beginEnrolment,
  endOtherSessionsAfter,
  regenerateRecoveryCodes,
  turnOff,
  verifyCode,
} from '~/lib/account/two-factor.server'
import type { Services } from '~/lib/services.server'

export type SecurityResult = {
  ok: boolean
  notice: string
  /** Enrolment begun: what the authenticator app needs, shown until the code confirms it. */
  enrol?: { qr: string; secret: string }
  backupCodes?: string[]
}

const answer = (result: SecurityResult, cookies: string[] = [], status = 200) => {
  const headers = new Headers({ 'Cache-Control': 'private, no-store' })
  for (const cookie of cookies) headers.append('Set-Cookie', cookie)
  return data(result, { status, headers })
}

/** Each intent of the two-factor page, for the signed-in account (better-auth checks the session again). */
export async function securityAction(services: Services, request: Request, form: FormData) {
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
        enrol: { qr: begun.qr, secret: begun.secret },
        backupCodes: begun.backupCodes,
      },
      begun.cookies,
    )
  }
  if (intent === 'confirm') {
    const confirmed = await verifyCode(services, request, code)
    if (!confirmed.ok) return answer({ ok: false, notice: confirmed.error }, [], 400)
    await endOtherSessionsAfter(services, request, confirmed.cookies)
    return answer({ ok: true, notice: 'Two-factor sign-in is on.' }, confirmed.cookies)
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
