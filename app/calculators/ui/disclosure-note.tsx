import { createContext, useContext } from 'react'
import type { Lang } from '../branding'
import { fillDisclosure, placeholderValues, type DisclosureDeclaration } from '../kit/disclosure'
import type { Figure } from './calculator-shell'
import { uiText } from './ui-text'

/** A client's own disclosure template and its calculator's declaration, shown in place of the generic disclaimer. */
export interface ClientDisclosure {
  template: string
  declaration: DisclosureDeclaration
}
export const DisclosureContext = createContext<ClientDisclosure | undefined>(undefined)

/** The inputs' current query string (the shell provides it), for placeholders read from the inputs. */
export const CurrentSearchContext = createContext<string>('')

/** The text a visitor reads under the results: the one function the page, the lead and the PDF share. */
export function shownDisclosure(
  disclosure: ClientDisclosure | undefined,
  figures: readonly Figure[],
  search: string,
  lang: Lang,
): string {
  if (!disclosure?.template) return uiText[lang].disclaimer
  const values = placeholderValues(disclosure.declaration, figures, new URLSearchParams(search), lang)
  return fillDisclosure(disclosure.template, values)
}

/**
 * Follows the result: placeholders are refilled whenever the figures or the inputs change. A client's
 * disclosure shows with valid results only (`figures` undefined: the inputs were refused), so it never quotes
 * an input the calculator refused (issue 33 §3); the generic disclaimer quotes nothing and always shows.
 */
export function DisclosureNote({ lang, figures }: { lang: Lang; figures: readonly Figure[] | undefined }) {
  const disclosure = useContext(DisclosureContext)
  const search = useContext(CurrentSearchContext)
  if (disclosure?.template && !figures) return null
  return (
    <p
      data-testid={disclosure?.template ? 'disclosure' : undefined}
      className="mt-3 text-xs whitespace-pre-line text-slate-600"
    >
      {shownDisclosure(disclosure, figures ?? [], search, lang)}
    </p>
  )
}
