/*
 * The one Spanish glossary (issue 33 §3): our Spanish is for US members of US banks and credit unions, in the
 * terms of US disclosures (Regulation Z, Truth in Savings), and always in usted. Calculators, e-mails, PDFs,
 * consent lines and default texts follow it; glossary-es.test.ts scans every source for what it forbids.
 */
export const GLOSSARY_ES = {
  /** Annual percentage rate. Never "TAE", which is Spain's term (tasa anual equivalente). */
  APR: 'tasa de porcentaje anual (APR)',
  /** Annual percentage yield. */
  APY: 'rendimiento porcentual anual (APY)',
} as const

/** Spain's terms a US reader would not recognise, each with the glossary's term to use instead. */
export const FORBIDDEN_ES: Readonly<Record<string, string>> = {
  TAE: GLOSSARY_ES.APR,
}

/**
 * Forms of address in tú that can be told apart from usted in any sentence: the pronouns and possessives, and
 * present-tense verbs in -as/-es that have no usted reading. Imperatives are left out: the tú imperative of
 * most verbs ("calcula") is also the usted indicative ("el banco calcula").
 */
export const TU_FORMS = [
  'tú',
  'tu',
  'tus',
  'te',
  'ti',
  'contigo',
  'tuyo',
  'tuya',
  'puedes',
  'quieres',
  'tienes',
  'debes',
  'necesitas',
  'deseas',
  'estás',
  'eres',
  'vas',
  'sabes',
  'pagas',
  'ahorras',
  'recibirás',
  'podrás',
] as const
