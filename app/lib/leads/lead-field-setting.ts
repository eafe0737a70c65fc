import { z } from '~/lib/zod-mini'
import {
  CUSTOM_FIELD_KINDS,
  CUSTOM_FIELD_LIMITS,
  LEAD_CONTACT_KEYS,
  leadFieldSetting,
  type FieldChoice,
  type LeadContactKey,
  type LeadFieldSetting,
} from './lead-fields'

/*
 * The workspace's lead-field setting, checked once: the settings page checks it in the browser before it
 * posts, and its action checks the post with the same schema (docs/decisions/0053). zod/mini: the browser
 * runs it.
 */
const LANGS = { en: 'English', es: 'Spanish' } as const

const trimmed = (max: number, empty: string) =>
  z.string().check(z.trim(), z.minLength(1, empty), z.maxLength(max, `Use at most ${max} characters.`))

const bilingual = (what: string, max: number) =>
  z.object({
    en: trimmed(max, `Enter the ${what} in ${LANGS.en}.`),
    es: trimmed(max, `Enter the ${what} in ${LANGS.es}.`),
  })

const standardKeys = new Set<string>(LEAD_CONTACT_KEYS)

const customFieldSchema = z.pipe(
  z
    .object({
      key: trimmed(CUSTOM_FIELD_LIMITS.key, 'Enter a key, e.g. loan_purpose.').check(
        z.regex(/^[a-z][a-z0-9_]*$/, 'Use lower-case letters, digits and _, starting with a letter.'),
        z.refine((key) => !standardKeys.has(key), 'A standard field has this key already.'),
      ),
      kind: z.enum(CUSTOM_FIELD_KINDS, 'Choose short text, choice or checkbox.'),
      label: bilingual('label', CUSTOM_FIELD_LIMITS.label),
      required: z.boolean(),
      options: z
        .array(bilingual('option', CUSTOM_FIELD_LIMITS.option))
        .check(z.maxLength(CUSTOM_FIELD_LIMITS.options, `At most ${CUSTOM_FIELD_LIMITS.options} options.`)),
    })
    .check(
      z.superRefine((field, ctx) => {
        if (field.kind !== 'choice') return
        if (field.options.length < 2)
          ctx.addIssue({ code: 'custom', path: ['options'], message: 'Give at least two options.' })
        const english = field.options.map((option) => option.en.toLowerCase())
        if (new Set(english).size !== english.length)
          ctx.addIssue({ code: 'custom', path: ['options'], message: 'Give each option once.' })
      }),
    ),
  z.transform((field) => (field.kind === 'choice' ? field : { ...field, options: [] })),
)

const choice = z.object({ shown: z.boolean(), required: z.boolean() })

export const leadFieldSettingSchema = z.pipe(
  z
    .object({
      standard: z.object(
        Object.fromEntries(LEAD_CONTACT_KEYS.map((key) => [key, choice])) as Record<
          LeadContactKey,
          typeof choice
        >,
      ),
      custom: z
        .array(customFieldSchema)
        .check(
          z.maxLength(CUSTOM_FIELD_LIMITS.fields, `At most ${CUSTOM_FIELD_LIMITS.fields} custom fields.`),
        ),
    })
    .check(
      z.superRefine((setting, ctx) => {
        const seen = new Set<string>()
        setting.custom.forEach((field, index) => {
          if (seen.has(field.key))
            ctx.addIssue({ code: 'custom', path: ['custom', index, 'key'], message: 'Each key must differ.' })
          seen.add(field.key)
        })
      }),
    ),
  z.transform((setting): LeadFieldSetting => leadFieldSetting(setting)),
)

/** The settings form's field names: `standard.<key>.shown`, `custom.<index>.label.en`, … */
export const settingField = {
  standard: (key: LeadContactKey, part: keyof FieldChoice) => `standard.${key}.${part}`,
  custom: (
    index: number,
    part: 'key' | 'kind' | 'required' | 'label.en' | 'label.es' | 'options.en' | 'options.es',
  ) => `custom.${index}.${part}`,
}

const lines = (value: string) =>
  value
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)

/**
 * The settings form as the schema reads it. Every `custom.<n>.*` row posted is a field (so a fourth is
 * refused, not dropped); a choice's options are one a line, English and Spanish in the same order.
 */
export function settingInput(get: (name: string) => string | null, names: Iterable<string>) {
  const text = (name: string) => get(name) ?? ''
  const rows = new Set<number>()
  for (const name of names) {
    const match = /^custom\.(\d{1,2})\./.exec(name)
    if (match) rows.add(Number(match[1]))
  }
  const custom = [...rows]
    .sort((a, b) => a - b)
    .map((index) => {
      const en = lines(text(settingField.custom(index, 'options.en')))
      const es = lines(text(settingField.custom(index, 'options.es')))
      return {
        key: text(settingField.custom(index, 'key')),
        kind: text(settingField.custom(index, 'kind')),
        label: {
          en: text(settingField.custom(index, 'label.en')),
          es: text(settingField.custom(index, 'label.es')),
        },
        required: get(settingField.custom(index, 'required')) === 'on',
        options: Array.from({ length: Math.max(en.length, es.length) }, (_, at) => ({
          en: en[at] ?? '',
          es: es[at] ?? '',
        })),
      }
    })
  const standard = Object.fromEntries(
    LEAD_CONTACT_KEYS.map((key) => [
      key,
      {
        shown: get(settingField.standard(key, 'shown')) === 'on',
        required: get(settingField.standard(key, 'required')) === 'on',
      },
    ]),
  )
  return { standard, custom }
}

export type SettingErrors = Record<string, string>

/** Checks a posted settings form: the setting, or each field's first message under its form name. */
export function parseSettingForm(
  form: FormData,
): { ok: true; setting: LeadFieldSetting } | { ok: false; errors: SettingErrors } {
  const parsed = leadFieldSettingSchema.safeParse(
    settingInput((name) => {
      const value = form.get(name)
      return typeof value === 'string' ? value : null
    }, form.keys()),
  )
  if (parsed.success) return { ok: true, setting: parsed.data }
  const errors: SettingErrors = {}
  for (const issue of parsed.error.issues) {
    const [group, index, part, lang] = issue.path.map(String)
    // An option's message goes to the options box of its language (or the English one).
    const name =
      group === 'custom' && index !== undefined && part !== undefined
        ? part === 'options'
          ? `custom.${index}.options.${lang === 'es' || (issue.path.length > 4 && issue.path[4] === 'es') ? 'es' : 'en'}`
          : part === 'label'
            ? `custom.${index}.label.${lang ?? 'en'}`
            : `custom.${index}.${part}`
        : group === 'custom'
          ? 'custom'
          : issue.path.join('.')
    errors[name] ??= issue.message
  }
  return { ok: false, errors }
}
