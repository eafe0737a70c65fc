import type { Lang } from '~/calculators/branding'
import type { DisclosureSet } from '~/calculators/kit/disclosure'
import { leadText } from '~/lib/leads/lead-text'

/*
 * The texts the product ships (docs/decisions/0034-disclosures.md, one per product type since decision 0091);
 * admins may replace them (/admin/disclosures) and each revision keeps its own copy. Each set's `citation` is
 * what its wording rests on, shown beside it on the admin's Disclosures page.
 */
export const DISCLOSURE_SET_INFO: Record<DisclosureSet, { title: string; citation: string }> = {
  installment: {
    title: 'Installment loan disclosure',
    citation:
      'Regulation Z, 12 CFR 1026.24(d): a payment, a number of payments or a term triggers the terms of repayment and the rate as an annual percentage rate, with its possible increase after consummation.',
  },
  mortgage: {
    title: 'Mortgage disclosure',
    citation:
      'Regulation Z, 12 CFR 1026.24(d) and (f): as an installment loan, and for credit secured by a dwelling the payment must say that it excludes taxes and insurance when it does.',
  },
  heloc: {
    title: 'Home-equity line disclosure',
    citation:
      'Regulation Z, 12 CFR 1026.16(b) and (d): for an open-end plan secured by a dwelling, a stated payment or rate triggers the rate as an annual percentage rate, that a variable rate may change up to a maximum, opening fees, and what an interest-only payment leaves owing.',
  },
  deposit: {
    title: 'Deposit disclosure',
    citation:
      'Regulation DD, 12 CFR 1030.8: a stated yield is an annual percentage yield, with the date it is accurate to, a minimum balance, an early-withdrawal penalty and fees that may reduce earnings.',
  },
  general: {
    title: 'General disclosure',
    citation: 'No rule requires it: estimates only, not an offer or advice.',
  },
}

export const SHIPPED_DISCLOSURES: Record<DisclosureSet, Record<Lang, string>> = {
  installment: {
    en: 'Estimates only, not an offer of credit or a commitment to lend. Payment of {payment} for {term} at an annual percentage rate (APR) of {apr}. If the rate is variable, the APR may increase after consummation. Rates, terms and approval depend on credit review and may change.',
    es: 'Solo estimaciones; no es una oferta de crédito ni un compromiso de préstamo. Pago de {payment} durante {term} con una tasa de porcentaje anual (APR) de {apr}. Si la tasa es variable, la APR puede aumentar después de la formalización. Las tasas, los plazos y la aprobación dependen de la evaluación de crédito y pueden cambiar.',
  },
  mortgage: {
    en: 'Estimates only, not an offer of credit or a commitment to lend. Payment of {payment} for {term} at an annual percentage rate (APR) of {apr}. The payment does not include taxes and insurance, so the actual payment will be greater. The APR may increase after consummation for adjustable-rate loans. Rates, terms and approval depend on credit review and may change.',
    es: 'Solo estimaciones; no es una oferta de crédito ni un compromiso de préstamo. Pago de {payment} durante {term} con una tasa de porcentaje anual (APR) de {apr}. El pago no incluye impuestos ni seguros, por lo que el pago real será mayor. La APR puede aumentar después de la formalización en los préstamos de tasa ajustable. Las tasas, los plazos y la aprobación dependen de la evaluación de crédito y pueden cambiar.',
  },
  heloc: {
    en: 'Estimates only, not an offer of credit or a commitment to lend. Based on an annual percentage rate (APR) of {apr}. On a variable-rate line the APR can change with its index, up to the maximum stated in the agreement. Interest-only payments during the draw period do not reduce the balance; principal is repaid after the draw period ends. Fees may apply to open the line, property insurance is required, and approval depends on credit review.',
    es: 'Solo estimaciones; no es una oferta de crédito ni un compromiso de préstamo. Basado en una tasa de porcentaje anual (APR) de {apr}. En una línea de tasa variable, la APR puede cambiar con su índice, hasta el máximo indicado en el contrato. Los pagos de solo intereses durante el período de disposición no reducen el saldo; el capital se paga al terminar ese período. Puede haber comisiones por abrir la línea, se requiere seguro de la propiedad y la aprobación depende de la evaluación de crédito.',
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
