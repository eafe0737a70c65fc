import { useRef, useState } from 'react'
import { Field, TextareaField } from '~/components/forms'
import type { LeadSettings } from '~/db/workspace-schema'
import { LEAD_SETTING_LIMITS } from '~/lib/leads/lead-settings'
import { DEFAULT_CTA } from '~/lib/leads/lead-text'
import { useAdoptTicked } from '~/lib/use-before-hydration'

type Props = {
  saved: LeadSettings
  /** What the user typed when the last save was refused, so nothing is lost. */
  typed: Record<string, string> | undefined
  errors: Record<string, string | undefined> | undefined
}

/** The lead section of the revision editor: saved, reviewed and approved with the rest of the revision. */
export function LeadSettingsFields({ saved, typed, errors }: Props) {
  const initial = (name: string, value: string) => typed?.[name] ?? value
  const [enabled, setEnabled] = useState(typed ? typed['lead.enabled'] === 'on' : saved.enabled)
  // Ticked or cleared before the scripts arrived, the box stays so: its first re-render would write `enabled` over it.
  const box = useRef<HTMLInputElement>(null)
  useAdoptTicked(box, setEnabled)
  return (
    <fieldset className="grid gap-2 rounded-lg border border-slate-200 bg-white p-3">
      <legend className="px-1 text-sm font-semibold text-slate-900">Lead form</legend>
      <label className="flex items-center gap-2 text-sm">
        <input
          ref={box}
          type="checkbox"
          name="lead.enabled"
          checked={enabled}
          onChange={(event) => setEnabled(event.target.checked)}
        />
        Show a contact form under the results
      </label>
      {/* Hidden, not removed, while off: its wording is kept with the revision for when it is turned on. */}
      <div className="grid gap-2" hidden={!enabled}>
        <Field
          label="Call to action"
          name="lead.cta"
          maxLength={LEAD_SETTING_LIMITS.cta}
          defaultValue={initial('lead.cta', saved.cta || DEFAULT_CTA)}
          error={errors?.['lead.cta']}
          reserveError={false}
          className="h-9 py-1 text-sm"
        />
        <TextareaField
          label="Recipients"
          name="lead.recipients"
          rows={2}
          className="min-h-0 text-sm"
          defaultValue={initial('lead.recipients', saved.recipients.join('\n'))}
          error={errors?.['lead.recipients']}
          hint="E-mail addresses that receive each lead, one a line."
          reserveError={false}
        />
        <TextareaField
          label="Consent text"
          name="lead.consent"
          rows={2}
          className="min-h-0 text-sm"
          maxLength={LEAD_SETTING_LIMITS.consent}
          defaultValue={initial('lead.consent', saved.consent)}
          error={errors?.['lead.consent']}
          hint="Shown beside the checkbox the visitor must tick; {company} becomes your company name when you save. Empty: the default line in force, in the calculator’s language, is copied in."
          reserveError={false}
        />
      </div>
    </fieldset>
  )
}
