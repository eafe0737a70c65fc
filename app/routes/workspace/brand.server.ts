import { data } from 'react-router'
import { parseBrandForm, type BrandFormErrors } from '~/lib/brand/brand-form'
import type { Control, ControlValue } from '~/db/schema'
import { removeLogo, saveBrandFields, storeLogo, putLogoInUse } from '~/lib/brand/brand-profile.server'
import { checkLogo } from '~/lib/brand/logo-image'
import type { Db } from '~/db/client.server'
import { checkMailDomain, setMailDomain } from '~/lib/brand/mail-domain.server'
import type { Config } from '~/lib/env.server'
import type { WorkspaceAccess } from '~/lib/workspaces/access.server'
import { setCreditUnionWording } from '~/lib/workspaces/wording.server'
import { noStore } from './workspace-ui'

export type BrandResult = {
  ok: boolean
  notice: string
  errors?: BrandFormErrors
  logoError?: string
  domainError?: string
}

const answer = (result: BrandResult, status = 200) => data(result, { status, headers: noStore })

/** The brand profile is changed only by who may manage the workspace's settings (app/lib/access/policy.ts). */
export function requireBrandManager(access: WorkspaceAccess) {
  if (!access.can('settings.manage'))
    throw data({ message: 'Only an owner of this workspace may change its brand.' }, { status: 403 })
}

/** The page opens to who may change the brand or the calculators' wording (decision 0092). */
export function requireBrandPageAccess(access: WorkspaceAccess) {
  if (!access.can('settings.manage') && !access.can('wording.manage'))
    throw data({ message: 'Only an owner or editor of this workspace may open its brand.' }, { status: 403 })
}

/**
 * Credit-union wording, switched by who the policy allows ('wording.manage'); it changes what visitors read,
 * so it goes through `change` (made at once, or waiting for a second person) like the brand.
 */
export function wordingAction(access: WorkspaceAccess, db: Db, form: FormData, change: IntentArgs['change']) {
  if (!access.can('wording.manage'))
    throw data(
      { message: 'Only an owner or editor of this workspace may change its wording.' },
      { status: 403 },
    )
  const on = form.get('on') === 'on'
  return change({ control: 'wording', value: { on } }, async () => {
    await setCreditUnionWording(db, access.workspace.id, on, access.actor)
    return answer({
      ok: true,
      notice: on
        ? 'Credit-union wording on: your published calculators say it now.'
        : 'Credit-union wording off: your calculators use their own words again.',
    })
  })
}

type IntentArgs = {
  db: Db
  config: Config
  workspaceId: string
  actor: { id: string; email: string }
  form: FormData
  /** Made at once, or proposed for approval when the workspace requires a second person (issue 43 §4). */
  change: <T>(proposal: { control: Control; value: ControlValue }, now: () => Promise<T>) => Promise<unknown>
}

async function saveIntent({ db, workspaceId, actor, form, change }: IntentArgs) {
  const parsed = parseBrandForm(form)
  if (!parsed.ok)
    return answer({ ok: false, notice: 'Check the highlighted fields.', errors: parsed.errors }, 400)
  return change({ control: 'brand', value: { brand: parsed.value } }, async () => {
    await saveBrandFields(db, workspaceId, parsed.value, actor)
    return answer({ ok: true, notice: 'Brand saved. Your calculators, reports and e-mails use it now.' })
  })
}

async function logoIntent({ db, workspaceId, actor, form, change }: IntentArgs) {
  const file = form.get('logo')
  const bytes = file instanceof File ? new Uint8Array(await file.arrayBuffer()) : new Uint8Array()
  const checked = checkLogo(bytes)
  if (!checked.ok) return answer({ ok: false, notice: checked.message, logoError: checked.message }, 400)
  const hash = await storeLogo(db, workspaceId, bytes, checked.image)
  return change({ control: 'brand-logo', value: { logo: { hash } } }, async () => {
    await putLogoInUse(db, workspaceId, hash, actor)
    return answer({ ok: true, notice: 'Logo uploaded.' })
  })
}

async function removeLogoIntent({ db, workspaceId, actor, change }: IntentArgs) {
  return change({ control: 'brand-logo', value: { logo: null } }, async () => {
    await removeLogo(db, workspaceId, actor)
    return answer({ ok: true, notice: 'Logo removed.' })
  })
}

async function mailDomainIntent({ db, config, workspaceId, actor, form }: IntentArgs) {
  const done = await setMailDomain(
    { db, config },
    workspaceId,
    String(form.get('domain') ?? '').slice(0, 300),
    actor,
  )
  if (!done.ok) return answer({ ok: false, notice: done.error, domainError: done.error }, 400)
  return answer({ ok: true, notice: 'Publish the two DNS records below, then check them.' })
}

async function checkMailDomainIntent({ db, config, workspaceId, actor }: IntentArgs) {
  const done = await checkMailDomain({ db, config }, workspaceId, actor)
  if (!done.ok) return answer({ ok: false, notice: done.error }, 409)
  return answer({
    ok: true,
    notice: 'Sending domain verified: e-mails to your visitors now come from it, signed.',
  })
}

const intents = {
  save: saveIntent,
  logo: logoIntent,
  'remove-logo': removeLogoIntent,
  'mail-domain': mailDomainIntent,
  'check-mail-domain': checkMailDomainIntent,
} as const

/** One function per intent; an unknown intent is a 400. */
export function brandAction(args: IntentArgs) {
  const intent = String(args.form.get('intent') ?? '')
  if (!Object.hasOwn(intents, intent)) return answer({ ok: false, notice: 'Unknown action.' }, 400)
  return intents[intent as keyof typeof intents](args)
}
