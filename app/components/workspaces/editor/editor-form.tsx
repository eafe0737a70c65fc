import { useEffect, useRef, useState } from 'react'
import { Form } from 'react-router'
import { FONT_IDS, FONT_OPTIONS } from '~/calculators/branding'
import { isResolvable, resolveMeta } from '~/calculators/resolve'
import { Field, TextareaField, useFocusFirstError } from '~/components/forms'
import { LeadSettingsFields } from '~/components/leads/lead-settings-fields'
import { Button } from '~/components/ui/button'
import type { CalculatorRevision } from '~/db/schema'
import type { EditorInput } from '~/lib/workspaces/editor-inputs'
import { LIMITS } from '~/lib/workspaces/revision-form'
import { formFields, parseRevisionFields } from '~/lib/workspaces/revision-schema'
import type { RateOption } from '~/lib/rate-sheet/rate-notes'
import { ColourInput } from './colour-input'
import { InputsSection } from './inputs-section'
import { Section } from './section'
import { UnsavedChangesGuard } from './unsaved-changes-guard'

export type EditorAnswer = { errors?: Record<string, string>; fields?: Record<string, string> } | undefined

type Props = {
  /** The calculator's inputs under their labels (the loader's editorInputs). */
  inputs: readonly EditorInput[]
  latest: CalculatorRevision
  answer: EditorAnswer
  canEdit: boolean
  /** The form's current fields, for the preview. */
  onFields: (fields: Record<string, string>) => void
  /** The workspace's rate sheet, for rate inputs whose default comes from it. */
  rates: readonly RateOption[]
  workspaceId: string
  /** The calculator's type, whose own title a visible title left empty falls back to. */
  type: string
}

const selectClass = 'block h-9 w-full rounded-md border border-slate-300 bg-white px-2 text-sm'

/** The revision editor: checked with the server's own schema before it is sent. */
export function EditorForm({ inputs, latest, answer, canEdit, onFields, rates, workspaceId, type }: Props) {
  // Empty, the calculator's own title shows: the placeholder says which.
  const calculatorTitles = isResolvable(type) ? resolveMeta(type).title : { en: '', es: '' }
  const form = useRef<HTMLFormElement>(null)
  const [checked, setChecked] = useState<{ errors: Record<string, string> }>()
  const errors: Record<string, string | undefined> = checked?.errors ?? answer?.errors ?? {}
  useFocusFirstError(form, checked?.errors ?? answer?.errors)
  const typed = answer?.fields
  const initial = (name: string, saved: string | undefined) => typed?.[name] ?? saved ?? ''
  // What the form held when it was shown: a change back to it is no unsaved change.
  const saved = useRef<string>(undefined)
  const [dirty, setDirty] = useState(false)
  const read = () => {
    if (!form.current) return
    const fields = formFields(new FormData(form.current))
    setDirty(saved.current !== undefined && JSON.stringify(fields) !== saved.current)
    onFields(fields)
  }
  useEffect(() => {
    if (!form.current) return
    saved.current = JSON.stringify(formFields(new FormData(shownForm(form.current))))
    // What was changed before the scripts arrived is previewed and unsaved, as if changed now.
    if (JSON.stringify(formFields(new FormData(form.current))) !== saved.current) read()
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, at hydration
  }, [])

  function check(event: React.FormEvent<HTMLFormElement>) {
    const result = parseRevisionFields(
      formFields(new FormData(event.currentTarget)),
      inputs,
      undefined,
      rates.map((rate) => rate.id),
    )
    if (result.ok) return setChecked(undefined)
    event.preventDefault()
    setChecked({ errors: result.errors })
  }

  return (
    <Form ref={form} method="post" className="grid gap-3" onChange={read} onSubmit={check} noValidate>
      <input type="hidden" name="intent" value="save" />
      <Section title="Brand">
        <Field
          label="Name"
          name="name"
          maxLength={LIMITS.name}
          defaultValue={initial('name', latest.name)}
          error={errors.name}
          reserveError={false}
          className="h-9 py-1 text-sm"
          hint="Internal: only your team sees it. Visitors read the title below."
        />
        <div className="grid gap-3 sm:grid-cols-2">
          {(['en', 'es'] as const).map((lang) => (
            <Field
              key={lang}
              label={lang === 'en' ? 'Title (English)' : 'Title (Spanish)'}
              name={`title.${lang}`}
              lang={lang}
              maxLength={LIMITS.title}
              defaultValue={initial(`title.${lang}`, latest.titles[lang])}
              error={errors[`title.${lang}`]}
              reserveError={false}
              className="h-9 py-1 text-sm"
              placeholder={calculatorTitles[lang]}
            />
          ))}
        </div>
        <div className="grid gap-3 sm:grid-cols-2">
          <ColourInput
            role="color"
            label="Colour"
            initial={initial('color', latest.brand.color)}
            error={errors.color}
            onChange={read}
          />
          <ColourInput
            role="accent"
            label="Accent"
            initial={initial('accent', latest.brand.accent)}
            error={errors.accent}
            onChange={read}
          />
          <div>
            <label htmlFor="brand-font" className="mb-1 block text-sm font-medium text-slate-800">
              Font
            </label>
            <select
              id="brand-font"
              name="font"
              defaultValue={initial('font', latest.brand.font)}
              className={selectClass}
            >
              {FONT_IDS.map((id) => (
                <option key={id} value={id}>
                  {FONT_OPTIONS[id].label}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="brand-lang" className="mb-1 block text-sm font-medium text-slate-800">
              Language
            </label>
            <select
              id="brand-lang"
              name="lang"
              defaultValue={initial('lang', latest.brand.lang)}
              className={selectClass}
            >
              <option value="en">English</option>
              <option value="es">Spanish</option>
            </select>
          </div>
        </div>
        <fieldset className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
          <legend className="sr-only">Display</legend>
          <span className="font-medium text-slate-800">Display:</span>
          {/* The two boxes wrap together: on a phone they share the line under "Display:". */}
          <span className="flex flex-wrap gap-x-6">
            {(['chart', 'schedule'] as const).map((part) => (
              <label key={part} className="flex items-center gap-2">
                <input
                  type="checkbox"
                  name={`display.${part}`}
                  defaultChecked={typed ? typed[`display.${part}`] === 'on' : latest.display[part]}
                />
                Show the {part}
              </label>
            ))}
          </span>
        </fieldset>
      </Section>
      <InputsSection
        inputs={inputs}
        defaults={latest.defaults}
        limits={latest.limits}
        rateLinks={latest.rateLinks}
        rates={rates}
        workspaceId={workspaceId}
        initial={initial}
        errors={errors}
      />
      <Section title="Disclosure and allowed sites">
        <div className="grid gap-3">
          <TextareaField
            label="Disclosure"
            name="disclosure"
            maxLength={LIMITS.disclosure}
            rows={5}
            reserveError={false}
            className="min-h-0 text-sm"
            defaultValue={initial('disclosure', latest.disclosure)}
            error={errors.disclosure}
            hint="Shown under the results. {payment}, {term}, {apr} and {apy} are filled from the calculation as it changes. Empty (or an untouched default): the default in force for this calculator and language is copied in when you save."
          />
          <TextareaField
            label="Allowed sites"
            name="allowedOrigins"
            rows={2}
            reserveError={false}
            className="min-h-0 text-sm"
            defaultValue={initial('allowedOrigins', latest.allowedOrigins.join('\n'))}
            error={errors.allowedOrigins}
            hint="One origin a line (https://www.example.com). Empty: any site may show it."
          />
        </div>
      </Section>
      <LeadSettingsFields saved={latest.lead} typed={typed} errors={errors} />
      {canEdit ? (
        <Button type="submit" className="justify-self-start">
          Save
        </Button>
      ) : null}
      <UnsavedChangesGuard dirty={dirty} />
    </Form>
  )
}

/** A copy of `form` as the server rendered it: a form's reset returns each field to its default. */
function shownForm(form: HTMLFormElement) {
  const copy = form.cloneNode(true) as HTMLFormElement
  copy.reset()
  return copy
}
