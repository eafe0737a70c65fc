import type { ComponentProps } from 'react'
import { registerSpecialty } from '~/calculators/resolve'
import type { SpecialtyVersion } from '~/calculators/specialty/specialty-meta'
import { PagePathContext } from '~/lib/page-path'
import { PublishedView } from './published-view'

export type PublishedIslandProps = Omit<ComponentProps<typeof PublishedView>, 'posted'> & {
  /** A specialty calculator's version, for the browser to resolve as the server did. */
  specialty: SpecialtyVersion | null
  /** The embed's own path (`/embed/c/<publicId>`): the visitor tools' report and link key. */
  path: string
}

/**
 * A client's published calculator as an island (decision 0104): rendered by the embed's loader and hydrated by
 * app/islands/published-embed.client.tsx from the same props, without React Router. Given what a form posted
 * without JavaScript, the page renders it in place instead (no script then).
 */
export function PublishedIsland({
  specialty,
  path,
  ...props
}: PublishedIslandProps & Pick<ComponentProps<typeof PublishedView>, 'posted'>) {
  if (specialty) registerSpecialty(specialty)
  return (
    <PagePathContext.Provider value={path}>
      <PublishedView {...props} />
    </PagePathContext.Provider>
  )
}
