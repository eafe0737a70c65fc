import { useEffect, useRef, useState, useSyncExternalStore } from 'react'
import { useMatches, useRouteLoaderData, useSearchParams } from 'react-router'
import { DARK_TEXT, DEFAULT_BRAND, FONT_OPTIONS, parseBrand, WHITE, type Brand } from '~/calculators/branding'
import { titleInSentence } from '~/calculators/kit/define'
import { AutoHeightFrame } from '~/components/calculators/auto-height-frame'
import { CodeSnippet } from '~/components/calculators/code-snippet'
import { ColorField } from '~/components/calculators/color-field'
import { brandQuery, iframeSnippet, scriptSnippet } from '~/components/calculators/snippets'
import { useDebounced } from '~/components/calculators/use-debounced'
import { Button } from '~/components/ui/button'
import { SaveToWorkspace } from '~/components/workspaces/save-to-workspace'
import { Label } from '~/components/ui/input'
import { typedBeforeHydration } from '~/lib/before-hydration'
import { originFrom, pageMeta } from '~/lib/meta'
import { calculatorOfMatches, type RegisteredCalculator } from '~/calculators/registry'
import type { Route } from './+types/try-calculator'

export function meta({ matches }: Route.MetaArgs) {
  const { name, title } = calculatorOfMatches(matches)
  return pageMeta({
    title: `Try ${title.en}`,
    description: `Brand our ${titleInSentence(title.en)} with your colours, font and language, see it live, and copy the code for your website.`,
    path: `/try/${name}-calculator`,
    origin: originFrom(matches),
  })
}

const selectClass =
  'block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-sm focus:border-brand-600 focus:outline-2 focus:outline-brand-600'

const noSubscription = () => () => {}

/** Playground: the choices live in a GET form, so without JavaScript "Apply" reloads the page with them. */
export default function TryCalculatorPage() {
  const calculator = calculatorOfMatches(useMatches())
  const { name, title } = calculator
  return <Playground key={name} calculator={calculator} title={title.en} />
}

function Playground({ calculator, title }: { calculator: RegisteredCalculator; title: string }) {
  const [searchParams] = useSearchParams()
  const [brand, setBrand] = useState<Brand>(() => parseBrand(searchParams))
  const preview = useDebounced(brand, 400)
  const rootOrigin = useRouteLoaderData<{ origin: string }>('root')?.origin ?? ''
  const origin = useSyncExternalStore(
    noSubscription,
    () => window.location.origin,
    () => rootOrigin,
  )
  const update = (change: Partial<Brand>) => setBrand((current) => ({ ...current, ...change }))
  // A font or language chosen before the scripts arrived stays, and brands the preview and the code: the selects'
  // first re-render would write `brand` over it. (The colour fields adopt their own.)
  const form = useRef<HTMLFormElement>(null)
  useEffect(() => {
    const chosen = typedBeforeHydration(form.current, ['font', 'lang'])
    if (Object.keys(chosen).length === 0) return
    const { font, lang } = parseBrand(chosen)
    update({ ...(chosen.font !== undefined && { font }), ...(chosen.lang !== undefined && { lang }) })
  }, [])

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-8 px-4 py-8 sm:px-6">
      <header className="max-w-3xl">
        <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">Try {title}</h1>
        <p className="mt-3 text-lg text-slate-700">
          Pick your brand colours, font and language: the calculator below follows your choices, and the code
          to put it on your own website is ready to copy.
        </p>
      </header>
      <div className="grid gap-8 lg:grid-cols-[18rem_1fr]">
        <div className="flex flex-col gap-6 lg:sticky lg:top-20 lg:self-start">
          <form
            ref={form}
            method="get"
            onSubmit={(event) => event.preventDefault()}
            className="flex flex-col gap-4"
          >
            <h2 className="text-xl font-semibold text-slate-900">Your brand</h2>
            <ColorField
              label="Primary colour"
              name="color"
              value={brand.color}
              textColor={WHITE}
              textColorName="white"
              onChange={(color) => update({ color })}
            />
            <ColorField
              label="Accent colour"
              name="accent"
              value={brand.accent}
              textColor={DARK_TEXT}
              textColorName="dark"
              onChange={(accent) => update({ accent })}
            />
            <div>
              <Label htmlFor="brand-font">Font</Label>
              <select
                id="brand-font"
                name="font"
                value={brand.font}
                onChange={(event) => update({ font: parseBrand({ font: event.target.value }).font })}
                className={selectClass}
              >
                {Object.entries(FONT_OPTIONS).map(([id, option]) => (
                  <option key={id} value={id}>
                    {option.label}
                  </option>
                ))}
              </select>
            </div>
            <div>
              <Label htmlFor="brand-lang">Language</Label>
              <select
                id="brand-lang"
                name="lang"
                value={brand.lang}
                onChange={(event) => update({ lang: parseBrand({ lang: event.target.value }).lang })}
                className={selectClass}
              >
                <option value="en">English</option>
                <option value="es" lang="es">
                  Español
                </option>
              </select>
            </div>
            <noscript>
              <Button type="submit">Apply</Button>
            </noscript>
            <Button type="button" variant="ghost" onClick={() => setBrand(DEFAULT_BRAND)}>
              Reset to defaults
            </Button>
          </form>
          {/* Beside the choices, not under the code: the next step is seen without scrolling past the schedule. */}
          <SaveToWorkspace type={calculator.name} brand={brand} />
        </div>
        <section aria-labelledby="preview-heading" className="flex min-w-0 flex-col gap-3">
          <h2 id="preview-heading" className="text-xl font-semibold text-slate-900">
            Live preview
          </h2>
          <div className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
            <AutoHeightFrame
              src={`/embed/${calculator.name}-calculator?${brandQuery(preview)}`}
              title={`${title} preview`}
              initialHeight={900}
            />
          </div>
        </section>
      </div>
      <section aria-labelledby="code-heading" className="flex flex-col gap-6">
        <div>
          <h2 id="code-heading" className="text-xl font-semibold text-slate-900">
            Add it to your website
          </h2>
          <p className="mt-1 text-slate-700">
            Paste one of these where the calculator should appear. The script version sizes the calculator to
            its content and lets you place several calculators on one page.
          </p>
        </div>
        <CodeSnippet label="Iframe" code={iframeSnippet(origin, brand, calculator.name)} />
        <CodeSnippet label="Script" code={scriptSnippet(origin, brand, calculator.name)} />
      </section>
    </div>
  )
}
