import type { MetaDescriptor } from 'react-router'
import { business } from './business'

/** Title, description, canonical URL and Open Graph tags of a page; `origin` comes from the root loader. */
export function pageMeta({
  title,
  description,
  path,
  origin,
}: {
  title: string
  description: string
  path: string
  origin: string | undefined
}): MetaDescriptor[] {
  const url = `${origin ?? ''}${path}`
  const fullTitle = title === business.name ? title : `${title} | ${business.name}`
  return [
    { title: fullTitle },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: business.name },
    { property: 'og:title', content: fullTitle },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
  ]
}

type MatchWithData = { id: string; loaderData?: unknown } | undefined

/** The public origin, from the root loader's data in a meta function's `matches`. */
export function originFrom(matches: readonly MatchWithData[]): string | undefined {
  const root = matches.find((match) => match?.id === 'root')
  return (root?.loaderData as { origin?: string } | undefined)?.origin
}
