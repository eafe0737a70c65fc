import { data, redirect } from 'react-router'
import { returnToCookie } from '~/lib/account/return-to.server'
import { startTrial } from '~/lib/billing/trial.server'
import { TrialSchema } from '~/lib/billing/trial-form'
import type { Services } from '~/lib/services.server'
import type { SessionView } from '~/lib/session-view.server'
import { mayCreateWorkspace, TOO_MANY_WORKSPACES } from '~/lib/workspaces/limits.server'
import { canOnPlatform } from '~/lib/access/policy'

export type TrialResult = { errors: Partial<Record<'institution' | 'color' | 'form', string>> }

/**
 * Signed out: the choices ride in the return-to cookie to the sign-up, and the verification link brings the
 * new account back here with them. Signed in and verified: the trial starts.
 */
export async function trialAction(form: FormData, view: SessionView | null, services: Services) {
  const parsed = TrialSchema.safeParse({ institution: form.get('institution'), color: form.get('color') })
  if (!parsed.success) {
    const errors: TrialResult['errors'] = {}
    for (const issue of parsed.error.issues) {
      const key = issue.path[0] === 'color' ? 'color' : 'institution'
      errors[key] ??= issue.message
    }
    return data({ errors } satisfies TrialResult, { status: 400 })
  }
  if (!view) {
    const back = `/trial?${new URLSearchParams(parsed.data)}`
    throw redirect('/auth?tab=sign-up', { headers: { 'Set-Cookie': returnToCookie(back) } })
  }
  if (canOnPlatform(view, 'workspaces.oversee')) throw redirect('/admin/clients')
  if (!view.user.emailVerified)
    return data({ errors: { form: 'Verify your e-mail address first.' } } satisfies TrialResult, {
      status: 403,
    })
  if (!(await mayCreateWorkspace(services, view.user.id)))
    return data({ errors: { form: TOO_MANY_WORKSPACES } } satisfies TrialResult, { status: 429 })
  const workspace = await startTrial(services.db, { id: view.user.id, email: view.user.email }, parsed.data)
  throw redirect(`/workspace/${workspace.id}`)
}
