import type { Db } from '~/db/client.server'
import { brandProfile } from '~/lib/brand/brand-profile.server'
import { visibleTitle } from '~/lib/brand/visible-title'
import { creditUnionWordingFor } from '~/lib/i18n/credit-union-wording'
import { leadLang } from '~/lib/leads/lead-text'
import { findCalculator } from '~/lib/workspaces/calculators.server'
import { loadPublished } from '~/lib/workspaces/published.server'

/**
 * What the preview page shows (decision 0096): the calculator of this workspace, whether it is published, and
 * the client's look for the sample page around it (its company, logo and contact, the published colour and
 * font, the calculator's visible title). Undefined for a calculator that is not this workspace's.
 */
export async function previewOf(db: Db, workspaceId: string, calculatorId: string | undefined) {
  const calculator = await findCalculator(db, workspaceId, calculatorId)
  if (!calculator) return undefined
  const [view, profile] = await Promise.all([
    loadPublished(db, calculator.publicId),
    brandProfile(db, workspaceId),
  ])
  const published =
    view.status === 'published' && view.workspaceId === workspaceId
      ? (() => {
          const lang = leadLang(view.revision.brand.lang)
          const wording = creditUnionWordingFor(view.type, lang, view.creditUnionWording)
          return {
            title: visibleTitle(view.type, view.revision.titles, lang, wording?.text.title),
            color: view.revision.brand.color,
            font: view.revision.brand.font,
            lang,
          }
        })()
      : null
  return {
    calculator: { id: calculator.id, name: calculator.name, publicId: calculator.publicId },
    archived: calculator.archivedAt !== null,
    published,
    company: {
      name: profile?.companyName ?? '',
      logo: profile?.logo
        ? { url: profile.logo.url, width: profile.logo.width, height: profile.logo.height }
        : null,
      supportEmail: profile?.supportEmail ?? '',
      supportPhone: profile?.supportPhone ?? '',
    },
  }
}

export type PreviewData = NonNullable<Awaited<ReturnType<typeof previewOf>>>
