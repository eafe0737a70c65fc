import { data, redirect } from 'react-router'
import type { Services } from '~/lib/services.server'
import { refuseOverPlan } from '~/lib/billing/limits.server'
import { isStarter, STARTERS } from '~/lib/specialty/starters'
import { builtCalculator, saveBuilt, sendBuilt } from '~/lib/specialty/workspace-builder.server'
import { notFound, type WorkspaceAccess } from '~/lib/workspaces/access.server'
import { workspaceMail } from '~/lib/workspaces/mail.server'
import type { SpecialtyCalculatorDocument } from '~/lib/formulas/definition-schema'

/** What the builder opens with: the workspace's own calculator `slug`, a starter (`?from=`), or a blank page. */
export async function builderStart(
  db: Services['db'],
  access: WorkspaceAccess,
  slug: string | undefined,
  url: URL,
) {
  if (slug !== undefined) {
    const found = await builtCalculator(db, access.workspace.id, slug)
    if (!found) throw notFound()
    return {
      slug,
      document: found.latest.definition as SpecialtyCalculatorDocument,
      version: { number: found.latest.number, sent: found.latest.publishedAt !== null },
      calculatorId: found.workspaceCalculatorId,
      overPlan: null,
    }
  }
  const from = url.searchParams.get('from') ?? ''
  // A starter's id is the catalogue's: the copy takes a new one from its name.
  const document = isStarter(from)
    ? ({ ...STARTERS[from].document, id: '' } as SpecialtyCalculatorDocument)
    : null
  // Said before she builds, not after: the save is refused the same way.
  const overPlan = await refuseOverPlan(db, access.workspace.id, 'specialtyCalculators')
  return { slug: null, document, version: null, calculatorId: null, overPlan }
}

/** Save draft, or save and send for approval (the page's two buttons post the same document). */
export async function builderAction(
  services: Services,
  access: WorkspaceAccess,
  slug: string | undefined,
  form: FormData,
) {
  const { db } = services
  const base = `/workspace/${access.workspace.id}`
  const saved = await saveBuilt(
    db,
    access.workspace.id,
    access.actor,
    String(form.get('definition') ?? ''),
    slug,
  )
  if (!saved.ok) return data(saved, { status: saved.overPlan ? 403 : 400 })
  if (form.get('intent') === 'send') {
    const mail = workspaceMail(services)
    const sent = await sendBuilt(
      db,
      mail,
      { workspaceId: access.workspace.id, actor: access.actor },
      saved.slug,
    )
    if (!sent.ok) return data(sent, { status: sent.overPlan ? 403 : 409 })
    throw redirect(`${base}/calculators/${sent.calculatorId}`)
  }
  if (slug === undefined) throw redirect(`${base}/build/${saved.slug}`)
  return saved
}
