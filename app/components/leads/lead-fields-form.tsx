import { useRef, useState } from 'react'
import { Form, useNavigation } from 'react-router'
import { useFocusFirstError } from '~/components/forms'
import { Button } from '~/components/ui/button'
import { useAdoptTyped } from '~/lib/use-before-hydration'
import { parseSettingForm, settingField, type SettingErrors } from '~/lib/leads/lead-field-setting'
import {
  CUSTOM_FIELD_KIND_LABELS,
  CUSTOM_FIELD_KINDS,
  CUSTOM_FIELD_LIMITS,
  LEAD_CONTACT_FIELDS,
  LEAD_CONTACT_KEYS,
  type CustomFieldKind,
  type CustomLeadField,
  type LeadFieldSetting,
} from '~/lib/leads/lead-fields'

const inputClass = 'w-full min-w-0 rounded-lg border border-slate-300 bg-white px-3 py-2'

/**
 * The lead-field setting: the standard fields (shown, required) and up to three custom fields. The browser
 * checks the form with the server's schema before it posts (parseSettingForm), so a mistake shows at once.
 */
export function LeadFieldsForm({
  setting,
  serverErrors,
}: {
  setting: LeadFieldSetting
  serverErrors: SettingErrors | undefined
}) {
  const [rows, setRows] = useState<{ id: number; field: CustomLeadField | undefined }[]>(() =>
    setting.custom.map((field, at) => ({ id: at, field })),
  )
  const [nextId, setNextId] = useState(setting.custom.length)
  const [clientErrors, setClientErrors] = useState<SettingErrors | null>(null)
  const errors = clientErrors ?? serverErrors ?? {}
  const form = useRef<HTMLFormElement>(null)
  useFocusFirstError(form, clientErrors ?? serverErrors)
  const saving = useNavigation().state === 'submitting'

  function check(event: React.FormEvent<HTMLFormElement>) {
    const parsed = parseSettingForm(new FormData(event.currentTarget))
    if (parsed.ok) return setClientErrors(null)
    event.preventDefault()
    setClientErrors({ ...parsed.errors })
  }

  return (
    <Form method="post" ref={form} onSubmit={check} noValidate className="mt-6 grid gap-8">
      <fieldset className="grid gap-2">
        <legend className="text-xl font-bold text-slate-900">Standard fields</legend>
        <p className="text-sm text-slate-700">
          E-mail is always shown and required: a lead needs a way to reach the visitor.
        </p>
        <div className="overflow-x-auto">
          <table className="min-w-80 text-left text-sm">
            <thead>
              <tr className="border-b border-slate-200">
                <th scope="col" className="py-2 pr-6">
                  Field
                </th>
                <th scope="col" className="py-2 pr-6">
                  Shown
                </th>
                <th scope="col" className="py-2">
                  Required
                </th>
              </tr>
            </thead>
            <tbody>
              {LEAD_CONTACT_KEYS.map((key) => {
                const { label, fixed } = LEAD_CONTACT_FIELDS[key] as { label: string; fixed?: true }
                const chosen = setting.standard[key]
                return (
                  <tr key={key} className="border-b border-slate-100">
                    <th scope="row" className="py-2 pr-6 font-normal">
                      {label}
                    </th>
                    <td className="py-2 pr-6">
                      <input
                        type="checkbox"
                        name={settingField.standard(key, 'shown')}
                        aria-label={`Show ${label}`}
                        defaultChecked={chosen.shown}
                        disabled={fixed}
                        className="size-4"
                      />
                    </td>
                    <td className="py-2">
                      <input
                        type="checkbox"
                        name={settingField.standard(key, 'required')}
                        aria-label={`${label} required`}
                        defaultChecked={chosen.required}
                        disabled={fixed}
                        className="size-4"
                      />
                    </td>
                  </tr>
                )
              })}
            </tbody>
          </table>
        </div>
        <p className="text-sm text-slate-600">A hidden field is never required.</p>
        <p className="text-sm text-slate-700" id="opt-in-note">
          {OPT_IN_NOTE}
        </p>
      </fieldset>
      <fieldset className="grid gap-4">
        <legend className="text-xl font-bold text-slate-900">Your own fields</legend>
        <p className="text-sm text-slate-700">
          Up to {CUSTOM_FIELD_LIMITS.fields}, after the standard fields, each with its label in English and
          Spanish (visitors read the calculator&apos;s language). The key names the answer in the CSV and
          webhooks.
        </p>
        {errors.custom ? (
          <p className="field-error" role="alert">
            {errors.custom}
          </p>
        ) : null}
        {rows.map((row, index) => (
          <CustomFieldRow
            key={row.id}
            index={index}
            field={row.field}
            errors={errors}
            onRemove={() => setRows(rows.filter((other) => other.id !== row.id))}
          />
        ))}
        <div>
          <Button
            type="button"
            variant="secondary"
            size="sm"
            disabled={rows.length >= CUSTOM_FIELD_LIMITS.fields}
            onClick={() => {
              setRows([...rows, { id: nextId, field: undefined }])
              setNextId(nextId + 1)
            }}
          >
            Add a field
          </Button>
          {rows.length >= CUSTOM_FIELD_LIMITS.fields ? (
            <span className="ml-3 text-sm text-slate-600">{CUSTOM_FIELD_LIMITS.fields} fields at most.</span>
          ) : null}
        </div>
      </fieldset>
      <div>
        <Button type="submit" disabled={saving}>
          {saving ? 'Saving…' : 'Save lead form'}
        </Button>
      </div>
    </Form>
  )
}

/*
 * Decision 0053: the report form's opt-in makes a lead from a name and an address only, so it is offered only
 * while nothing else is required. The page says so where the choice is made (issue 48 §3).
 */
const OPT_IN_NOTE =
  'Requiring anything beyond the name and the e-mail address (a phone, a preferred time, one of your own fields) removes the “Also send my details to …” box from “E-mail my results”: that form asks only for a name and an address. Visitors who want to be contacted then use the lead form, which asks every required field.'

function CustomFieldRow({
  index,
  field,
  errors,
  onRemove,
}: {
  index: number
  field: CustomLeadField | undefined
  errors: SettingErrors
  onRemove: () => void
}) {
  const [kind, setKind] = useState<CustomFieldKind>(field?.kind ?? 'text')
  // A kind chosen before the scripts arrived stays and shows its options: the select's first re-render would
  // write `kind` over it.
  const kindSelect = useRef<HTMLSelectElement>(null)
  useAdoptTyped(kindSelect, (chosen) => setKind(chosen as CustomFieldKind))
  const name = (part: Parameters<typeof settingField.custom>[1]) => settingField.custom(index, part)
  const box = (
    part: Parameters<typeof settingField.custom>[1],
    label: string,
    props: object,
    area = false,
  ) => {
    const id = `lead-field-${index}-${part.replace('.', '-')}`
    const error = errors[name(part)]
    const wiring = {
      id,
      name: name(part),
      className: inputClass,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? `${id}-error` : undefined,
      ...props,
    }
    return (
      <div className="grid min-w-0 content-start gap-1 text-sm">
        <label htmlFor={id} className="font-semibold text-slate-900">
          {label}
        </label>
        {area ? <textarea rows={3} {...wiring} /> : <input {...wiring} />}
        <p id={`${id}-error`} className="field-error" role={error ? 'alert' : undefined}>
          {error}
        </p>
      </div>
    )
  }
  return (
    <div
      className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4"
      role="group"
      aria-label={`Custom field ${index + 1}`}
      data-testid="custom-lead-field"
    >
      <div className="grid gap-3 sm:grid-cols-2">
        {box('key', 'Key', {
          defaultValue: field?.key,
          maxLength: CUSTOM_FIELD_LIMITS.key,
          placeholder: 'loan_purpose',
        })}
        <div className="grid content-start gap-1 text-sm">
          <label htmlFor={`lead-field-${index}-kind`} className="font-semibold text-slate-900">
            Kind
          </label>
          <select
            ref={kindSelect}
            id={`lead-field-${index}-kind`}
            name={name('kind')}
            value={kind}
            onChange={(event) => setKind(event.target.value as CustomFieldKind)}
            className={inputClass}
          >
            {CUSTOM_FIELD_KINDS.map((option) => (
              <option key={option} value={option}>
                {CUSTOM_FIELD_KIND_LABELS[option]}
              </option>
            ))}
          </select>
        </div>
        {box('label.en', 'Label in English', {
          defaultValue: field?.label.en,
          maxLength: CUSTOM_FIELD_LIMITS.label,
        })}
        {box('label.es', 'Label in Spanish', {
          defaultValue: field?.label.es,
          maxLength: CUSTOM_FIELD_LIMITS.label,
        })}
        {kind === 'choice' ? (
          <>
            {box(
              'options.en',
              'Options in English, one a line',
              { defaultValue: field?.options.map((option) => option.en).join('\n') },
              true,
            )}
            {box(
              'options.es',
              'Options in Spanish, in the same order',
              { defaultValue: field?.options.map((option) => option.es).join('\n') },
              true,
            )}
          </>
        ) : null}
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            name={name('required')}
            defaultChecked={field?.required}
            aria-describedby={`${name('required')}-note`}
            className="size-4"
          />
          Required
        </label>
        <Button type="button" variant="ghost" size="sm" onClick={onRemove}>
          Remove<span className="sr-only"> custom field {index + 1}</span>
        </Button>
      </div>
      <p id={`${name('required')}-note`} className="text-sm text-slate-600">
        Required: “E-mail my results” then offers no “Also send my details to …” box.
      </p>
    </div>
  )
}
