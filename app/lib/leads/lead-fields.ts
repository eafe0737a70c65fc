import type { Lang } from '~/calculators/branding'

/*
 * The one lead-field catalogue (docs/decisions/0053-lead-fields-the-client-chooses.md): the visitor's standard
 * contact fields (their limits, their labels for the visitor in both languages and for the team in the inbox,
 * the e-mail, the CSV and the webhook, which are links, how the browser fills them) and the client's own
 * custom fields. The lead's zod schemas (./lead-schema.ts) and every view are built from this table and the
 * workspace's setting; it holds no zod so that the embed's form reads it without loading a schema.
 */

type Bilingual = Record<Lang, string>

type StandardField = {
  max: number
  /** The team's label: inbox, e-mail, CSV header. */
  label: string
  /** The visitor's label, in the calculator's language (" (optional)" is added when it is not required). */
  form: Bilingual
  multiline: boolean
  link: 'mailto:' | 'tel:' | undefined
  input: 'text' | 'email' | 'tel'
  autoComplete: string
  /** Searched by the inbox's search box. */
  searchable: boolean
  /** Shown and required when the workspace has not chosen (the product's form before issue 33). */
  defaults: FieldChoice
  /** Always shown and required, whatever the workspace chooses (a lead needs a way to reach the visitor). */
  fixed?: true
}

/** The visitor's contact fields, in the order every view lists them. */
export const LEAD_CONTACT_FIELDS = {
  name: {
    max: 100,
    label: 'Name',
    form: { en: 'Name', es: 'Nombre' },
    multiline: false,
    link: undefined,
    input: 'text',
    autoComplete: 'name',
    searchable: true,
    defaults: { shown: true, required: true },
  },
  email: {
    max: 254,
    label: 'E-mail',
    form: { en: 'E-mail', es: 'Correo electrónico' },
    multiline: false,
    link: 'mailto:',
    input: 'email',
    autoComplete: 'email',
    searchable: true,
    defaults: { shown: true, required: true },
    fixed: true,
  },
  phone: {
    max: 40,
    label: 'Phone',
    form: { en: 'Phone', es: 'Teléfono' },
    multiline: false,
    link: 'tel:',
    input: 'tel',
    autoComplete: 'tel',
    searchable: true,
    defaults: { shown: true, required: false },
  },
  preferredTime: {
    max: 100,
    label: 'Preferred time',
    form: { en: 'Preferred time to call', es: 'Hora preferida para llamar' },
    multiline: false,
    link: undefined,
    input: 'text',
    autoComplete: 'off',
    searchable: false,
    defaults: { shown: true, required: false },
  },
  message: {
    max: 2000,
    label: 'Message',
    form: { en: 'Message', es: 'Mensaje' },
    multiline: true,
    link: undefined,
    input: 'text',
    autoComplete: 'off',
    searchable: true,
    defaults: { shown: true, required: false },
  },
} satisfies Record<string, StandardField>

export type LeadContactKey = keyof typeof LEAD_CONTACT_FIELDS
export const LEAD_CONTACT_KEYS = Object.keys(LEAD_CONTACT_FIELDS) as LeadContactKey[]
export const LEAD_LIMITS = Object.fromEntries(
  LEAD_CONTACT_KEYS.map((key) => [key, LEAD_CONTACT_FIELDS[key].max]),
) as Record<LeadContactKey, number>
const standardOf = (key: LeadContactKey): StandardField => LEAD_CONTACT_FIELDS[key]

export type LeadInput = Record<LeadContactKey, string>

// The client's own fields (at most CUSTOM_FIELD_LIMITS.fields), kept with each lead as answered.
export const CUSTOM_FIELD_KINDS = ['text', 'choice', 'checkbox'] as const
export type CustomFieldKind = (typeof CUSTOM_FIELD_KINDS)[number]
export const CUSTOM_FIELD_KIND_LABELS: Record<CustomFieldKind, string> = {
  text: 'Short text',
  choice: 'Choice',
  checkbox: 'Checkbox',
}
export const CUSTOM_FIELD_LIMITS = { fields: 3, label: 80, key: 40, options: 10, option: 80, answer: 200 }

export type FieldChoice = { shown: boolean; required: boolean }
export type CustomLeadField = {
  /** Names the answer in the CSV and the webhook payload; lower case, digits and "_". */
  key: string
  kind: CustomFieldKind
  label: Bilingual
  required: boolean
  /** A choice's options (the English label is the stored answer); empty for the other kinds. */
  options: Bilingual[]
}
/** A workspace's lead form: which standard fields show and are required, and its custom fields. */
export type LeadFieldSetting = { standard: Record<LeadContactKey, FieldChoice>; custom: CustomLeadField[] }

export const DEFAULT_LEAD_FIELDS: LeadFieldSetting = {
  standard: Object.fromEntries(
    LEAD_CONTACT_KEYS.map((key) => [key, LEAD_CONTACT_FIELDS[key].defaults]),
  ) as Record<LeadContactKey, FieldChoice>,
  custom: [],
}

/** The workspace's stored setting (null: never chosen), with the catalogue's fixed fields always on. */
export function leadFieldSetting(stored: LeadFieldSetting | null | undefined): LeadFieldSetting {
  const standard = { ...DEFAULT_LEAD_FIELDS.standard, ...stored?.standard }
  for (const key of LEAD_CONTACT_KEYS)
    if (standardOf(key).fixed) standard[key] = { shown: true, required: true }
    else if (!standard[key].shown) standard[key] = { shown: false, required: false }
  return { standard, custom: stored?.custom ?? [] }
}

/**
 * "E-mail my results" asks a name and an address only: its opt-in (a lead) is offered while the workspace
 * requires no other answer, so that every lead has what the workspace requires (decision 0053).
 */
export function reportOptInOffered(setting: {
  standard: LeadFieldSetting['standard']
  custom: readonly { required: boolean }[]
}): boolean {
  const asked = new Set<string>(['name', 'email'])
  return (
    LEAD_CONTACT_KEYS.every((key) => asked.has(key) || !setting.standard[key].required) &&
    setting.custom.every((field) => !field.required)
  )
}

/** A custom field's answer as stored with the lead: its English label then, and the answer. */
export type CustomAnswer = { key: string; label: string; value: string | boolean }

/** An answer as the team reads it (inbox, e-mail, CSV). */
export const answerText = (value: string | boolean) =>
  typeof value === 'boolean' ? (value ? 'Yes' : 'No') : value

/** The name of a custom field in a form post (`custom.<key>`), apart from the standard fields'. */
export const customFieldName = (key: string) => `custom.${key}`

/** A custom field as the visitor's page carries it: its label and options in the visitor's language only. */
export type VisitorCustomField = Pick<CustomLeadField, 'key' | 'kind' | 'required'> & {
  label: string
  options: string[]
}

/**
 * The lead form as the visitor's page carries it (loader data, so the hydration payload): which standard fields
 * show and are required, and the custom fields in the visitor's language only (decision 0061).
 */
export type VisitorLeadFields = { standard: LeadFieldSetting['standard']; custom: VisitorCustomField[] }

/** The workspace's setting for a visitor's page; null (the catalogue's defaults) when it never chose. */
export function visitorLeadFields(
  stored: LeadFieldSetting | null | undefined,
  lang: Lang,
): VisitorLeadFields | null {
  if (!stored) return null
  const { standard, custom } = leadFieldSetting(stored)
  return {
    standard,
    custom: custom.map(({ key, kind, required, label, options }) => ({
      key,
      kind,
      required,
      label: label[lang],
      options: options.map((option) => option[lang]),
    })),
  }
}

/**
 * A choice's option as the form posts it: its number in the setting's list (0, 1, …), not its text, which
 * the page would otherwise carry twice. undefined for anything else, which is then an invalid answer.
 */
export function postedOption<T>(options: readonly T[], posted: string): T | undefined {
  return /^(0|[1-9]\d?)$/.test(posted) ? options[Number(posted)] : undefined
}

/** One field of the visitor's form, in the calculator's language. */
export type FormField = {
  name: string
  label: string
  required: boolean
  kind: 'text' | 'email' | 'tel' | 'textarea' | 'choice' | 'checkbox'
  max?: number
  autoComplete?: string
  /** A choice's options: the value posted (the option's number) and the label shown. */
  options?: { value: string; label: string }[]
}

/** The form a visitor fills in: the shown standard fields, then the custom fields, in order. */
export function formFields(fields: VisitorLeadFields | null, lang: Lang): FormField[] {
  const { standard: shown, custom }: VisitorLeadFields = fields ?? {
    standard: DEFAULT_LEAD_FIELDS.standard,
    custom: [],
  }
  const standard = LEAD_CONTACT_KEYS.filter((key) => shown[key].shown).map((key): FormField => {
    const field = standardOf(key)
    return {
      name: key,
      label: field.form[lang],
      required: shown[key].required,
      kind: field.multiline ? 'textarea' : field.input,
      max: field.max,
      autoComplete: field.autoComplete,
    }
  })
  return [
    ...standard,
    ...custom.map((field): FormField => ({
      name: customFieldName(field.key),
      label: field.label,
      required: field.required,
      kind: field.kind,
      ...(field.kind === 'text' ? { max: CUSTOM_FIELD_LIMITS.answer } : {}),
      ...(field.kind === 'choice'
        ? { options: field.options.map((label, index) => ({ value: String(index), label })) }
        : {}),
    })),
  ]
}

/**
 * The custom columns of a set of leads (CSV): the workspace's custom fields in its order, then any key an
 * older lead answered that the setting no longer has, under the label the lead kept.
 */
export function customColumns(setting: LeadFieldSetting, answers: CustomAnswer[][]) {
  const columns = new Map(setting.custom.map((field) => [field.key, field.label.en]))
  for (const list of answers)
    for (const answer of list) if (!columns.has(answer.key)) columns.set(answer.key, answer.label)
  return [...columns].map(([key, label]) => ({ key, label }))
}

/** The fields a refused form shows again (the embed's no-script answer): the contact and custom fields. */
export function echoedFields(fields: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fields).filter(
      ([name]) => (LEAD_CONTACT_KEYS as string[]).includes(name) || name.startsWith(customFieldName('')),
    ),
  )
}
