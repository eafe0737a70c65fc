import type { Lang } from '~/calculators/branding'
import { resolveMeta, isResolvable } from '~/calculators/resolve'
import type { VisibleTitles } from '~/db/workspace-schema'

/**
 * The calculator's title as a visitor reads it, in the visitor's language: the client's visible title, or the
 * calculator type's own title (never the internal name, which only the client's team sees).
 */
export function visibleTitle(
  type: string,
  titles: Partial<VisibleTitles> | undefined,
  lang: Lang,
  /** The type's title in the workspace's chosen wording (decision 0092), if it has one. */
  worded?: string,
): string {
  const own = titles?.[lang]?.trim()
  if (own) return own
  if (worded) return worded
  return isResolvable(type) ? resolveMeta(type).title[lang] : lang === 'es' ? 'Calculadora' : 'Calculator'
}
