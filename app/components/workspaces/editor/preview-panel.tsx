import { useState } from 'react'
import { isFontId, isLang } from '~/calculators/branding'
import type { CalculatorRevision } from '~/db/schema'
import type { Limits } from '~/db/workspace-schema'
import { visitorLeadFields, type LeadFieldSetting } from '~/lib/leads/lead-fields'
import { defaultedTexts, type DefaultTexts } from '~/lib/disclosures/defaulted-texts'
import { DEFAULT_CTA, leadLang, shownLeadTexts } from '~/lib/leads/lead-text'
import { checkBrandColour } from '~/lib/workspaces/brand-contrast'
import type { EditorInput } from '~/lib/workspaces/editor-inputs'
import { previewRates, type RateOption } from '~/lib/rate-sheet/rate-notes'
import { PublishedView } from '../published-view'

type Props = {
  type: string
  inputs: readonly EditorInput[]
  latest: CalculatorRevision
  /** The editor's fields as typed; until the first change, the saved revision. */
  fields: Record<string, string> | undefined
  /** The admin defaults a field left empty takes on save (per language). */
  defaultTexts: DefaultTexts
  /** The workspace's lead fields (decision 0053): the form the published embed shows. */
  leadFields: LeadFieldSetting
  today: string
  /** The workspace's rate sheet: linked rate inputs show its rate in force. */
  rates: readonly RateOption[]
}

const widths = { desktop: 'w-full', phone: 'mx-auto w-[390px] max-w-full' } as const

/** Sticky beside the form: exactly what a visitor gets (the embed's own view), at desktop or phone width. */
export function PreviewPanel({
  type,
  inputs,
  latest,
  fields,
  defaultTexts,
  leadFields,
  today,
  rates,
}: Props) {
  const [device, setDevice] = useState<keyof typeof widths>('desktop')
  const view = previewOf(type, inputs, latest, fields, defaultTexts, rates)
  return (
    <section
      aria-labelledby="preview-heading"
      className="min-w-0 lg:sticky lg:top-20 lg:max-h-[calc(100vh-6rem)] lg:self-start lg:overflow-y-auto"
    >
      <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
        <h2 id="preview-heading" className="text-lg font-semibold">
          Preview
        </h2>
        <div role="group" aria-label="Preview width" className="flex rounded-lg bg-slate-100 p-1">
          {(['desktop', 'phone'] as const).map((option) => (
            <button
              key={option}
              type="button"
              aria-pressed={device === option}
              onClick={() => setDevice(option)}
              className="rounded-md px-3 py-1 text-sm font-semibold text-slate-700 aria-pressed:bg-white aria-pressed:text-brand-800 aria-pressed:shadow-sm"
            >
              {option === 'desktop' ? 'Desktop' : 'Phone'}
            </button>
          ))}
        </div>
      </div>
      <div className="rounded-xl border border-slate-200 bg-slate-50 p-2">
        <div
          className={`${widths[device]} rounded-lg bg-white p-2`}
          data-testid="preview"
          data-device={device}
        >
          <PublishedView
            view={{ ...view.view, today }}
            lead={
              view.lead
                ? { ...view.lead, fields: visitorLeadFields(leadFields, leadLang(view.view.brand.lang)) }
                : null
            }
          />
        </div>
      </div>
    </section>
  )
}

export function previewOf(
  type: string,
  inputs: readonly EditorInput[],
  latest: CalculatorRevision,
  fields: Record<string, string> | undefined,
  defaultTexts: Props['defaultTexts'],
  rates: readonly RateOption[],
) {
  const langOf = (value: string) => (isLang(value) ? value : 'en')
  if (!fields) {
    const { brand, defaults, disclosure, lead, display, limits } = latest
    const search = new URLSearchParams(defaults)
    const rateNotes = previewRates(search, latest.rateLinks, rates, brand.lang)
    return {
      view: { type, brand, disclosure, display, limits, search: search.toString(), rateNotes },
      lead: lead.enabled ? { ...shownLeadTexts(langOf(brand.lang), lead), inputs: {} } : null,
    }
  }
  const text = (name: string) => fields[name] ?? ''
  const colour = (role: 'color' | 'accent') => {
    const check = checkBrandColour(role, text(role))
    return check.ok ? check.hex : latest.brand[role]
  }
  const defaults = new URLSearchParams()
  const limits: Limits = {}
  const links: Record<string, string> = {}
  for (const { param, numeric, rate } of inputs) {
    const value = text(`default.${param}`).trim()
    if (rate && text(`rateLink.${param}`)) links[param] = text(`rateLink.${param}`)
    else if (value) defaults.set(param, value)
    if (!numeric) continue
    const bound = (edge: 'min' | 'max') => {
      const typed = text(`${edge}.${param}`).trim()
      return typed && Number.isFinite(Number(typed)) ? Number(typed) : undefined
    }
    const [min, max] = [bound('min'), bound('max')]
    if (min !== undefined || max !== undefined)
      limits[param] = { ...(min !== undefined && { min }), ...(max !== undefined && { max }) }
  }
  const lang = isLang(text('lang')) ? text('lang') : latest.brand.lang
  const rateNotes = previewRates(defaults, links, rates, lang)
  // What Save will store: the client's own texts, or the defaults of the language chosen now.
  const saved = defaultedTexts(
    { disclosure: text('disclosure').trim(), consent: text('lead.consent').trim() },
    defaultTexts,
    langOf(lang),
  )
  return {
    view: {
      type,
      brand: {
        color: colour('color'),
        accent: colour('accent'),
        font: isFontId(text('font')) ? text('font') : latest.brand.font,
        lang,
      },
      disclosure: saved.disclosure,
      display: { chart: text('display.chart') === 'on', schedule: text('display.schedule') === 'on' },
      limits,
      search: defaults.toString(),
      rateNotes,
      // The visible title in the language chosen, as typed: the preview follows a switch before saving.
      title: text(`title.${langOf(lang)}`).trim() || undefined,
    },
    lead:
      text('lead.enabled') === 'on'
        ? {
            ...shownLeadTexts(langOf(lang), {
              cta: text('lead.cta').trim() || DEFAULT_CTA,
              consent: saved.consent,
            }),
            inputs: {},
          }
        : null,
  }
}
