import type { MetaDescriptor } from 'react-router'
import { originFrom, pageMeta } from '~/lib/meta'

type Match = { id: string; loaderData?: unknown } | undefined

/** Page meta of an embed: the bare calculator name as title (it shows on client sites, not ours). */
export function embedMeta(
  matches: readonly Match[],
  path: string,
  titles: { en: string; es: string },
  description: string,
): MetaDescriptor[] {
  const layout = matches.find((match) => match?.id === 'routes/embed/layout')
  const lang = (layout?.loaderData as { lang?: string } | undefined)?.lang === 'es' ? 'es' : 'en'
  const title = titles[lang]
  return pageMeta({ title, description, path, origin: originFrom(matches) }).map((descriptor) =>
    'title' in descriptor ? { title } : descriptor,
  )
}
