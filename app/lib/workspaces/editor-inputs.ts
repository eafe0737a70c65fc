import { isLang } from '~/calculators/branding'
import { typeInfo } from '~/calculators/kit/type-info'
import { isRateParam } from '~/lib/rate-sheet/rate-sheet'

/** `builtIn`: the calculator's own default, used while the client leaves the field empty. */
/** `rate`: a rate input, whose default may come from the workspace's rate sheet (docs/decisions/0038). */
export type EditorInput = { param: string; label: string; numeric: boolean; builtIn?: string; rate?: boolean }

/*
 * The inputs the editor offers for a calculator type, under their visitor-facing labels in the calculator's
 * language: read from the calculator's own module (the one registry) on the server, handed to the page by
 * its loader, so the editor's browser code carries no calculator's schema.
 */
export async function editorInputs(type: string, lang: string): Promise<EditorInput[]> {
  const info = await typeInfo(type)
  const language = isLang(lang) ? lang : 'en'
  const builtIn = info.defaults(new URLSearchParams())
  return info.params.map((param) => ({
    param,
    label: info.labels[param]?.[language] ?? param,
    numeric: (info.numeric as readonly string[]).includes(param),
    builtIn: builtIn[param],
    ...(isRateParam(param, info.kinds[param]) && { rate: true }),
  }))
}
