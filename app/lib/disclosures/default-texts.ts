import type { Lang } from '~/calculators/branding'
import type { DisclosureSet } from '~/calculators/kit/disclosure'
import { leadText } from '~/lib/leads/lead-text'

/*
 * The texts the product ships (docs/decisions/0034-disclosures.md); admins may replace them (/admin/disclosures)
 * and each revision keeps its own copy. Credit: Regulation Z, 12 CFR 1026.24(d) — a payment, a number of
 * payments or a term triggers the terms of repayment and the rate as an "annual percentage rate", with its
 * possible increase. Deposit: Regulation DD, 12 CFR 1030.8 — the "annual percentage yield" with its conditions.
 */
export const SHIPPED_DISCLOSURES: Record<DisclosureSet, Record<Lang, string>> = {
  credit: {
    en: 'Estimates only, not an offer of credit or a commitment to lend. Payment of {payment} for {term} at an annual percentage rate (APR) of {apr}. The payment does not include taxes and insurance, so the actual payment will be greater. The APR may increase after consummation for adjustable-rate loans. Rates, terms and approval depend on credit review and may change.',
    es: 'Solo estimaciones; no es una oferta de crédito ni un compromiso de préstamo. Pago de {payment} durante {term} con una tasa de porcentaje anual (APR) de {apr}. El pago no incluye impuestos ni seguros, por lo que el pago real será mayor. La APR puede aumentar después de la formalización en los préstamos de tasa ajustable. Las tasas, los plazos y la aprobación dependen de la evaluación de crédito y pueden cambiar.',
  },
  deposit: {
    en: 'Estimates only. Assumes an annual percentage yield (APY) of {apy} for {term}, with interest left on deposit to compound. The APY is accurate as of the date shown and may change before the account is opened. A minimum balance may be required to open the account and obtain the APY. A penalty may be imposed for early withdrawal. Fees could reduce earnings.',
    es: 'Solo estimaciones. Supone un rendimiento porcentual anual (APY) de {apy} durante {term}, con los intereses en depósito para que se capitalicen. El APY es exacto a la fecha indicada y puede cambiar antes de abrir la cuenta. Puede requerirse un saldo mínimo para abrir la cuenta y obtener el APY. Puede aplicarse una penalización por retiro anticipado. Las comisiones podrían reducir las ganancias.',
  },
  general: {
    en: 'Estimates only, for illustration. Results depend on the figures entered and on assumptions that may not apply to you; they are not an offer, a commitment or financial, tax or legal advice.',
    es: 'Solo estimaciones, con fines ilustrativos. Los resultados dependen de las cifras introducidas y de supuestos que pueden no aplicarse a su caso; no son una oferta, un compromiso ni asesoramiento financiero, fiscal o legal.',
  },
}

export const SHIPPED_CONSENT: Record<Lang, string> = { en: leadText.en.consent, es: leadText.es.consent }

export type DefaultKind = 'disclosure' | 'consent'
/** The set a consent default is stored under: one consent line serves every calculator. */
export const CONSENT_SET = 'all'

export function shippedText(kind: DefaultKind, set: string, lang: Lang): string {
  if (kind === 'consent') return SHIPPED_CONSENT[lang]
  return SHIPPED_DISCLOSURES[set as DisclosureSet]?.[lang] ?? SHIPPED_DISCLOSURES.general[lang]
}
