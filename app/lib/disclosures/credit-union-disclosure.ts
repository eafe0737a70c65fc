import { LANGS, type Lang } from '~/calculators/branding'
import { SHIPPED_DISCLOSURES } from './default-texts'

/*
 * A credit union's deposit disclosure (issue 46 §2, decision 0094). A credit union pays dividends on share
 * and certificate accounts, and its advertising rule (NCUA's Truth in Savings, 12 CFR 707.8) asks what
 * Regulation DD's 1030.8 asks of a bank, in terms of dividends. So the shipped deposit default, which a revision
 * copies when the client writes none, is served to a workspace with credit-union wording on in this form:
 * the same sentences, "dividends" where it says "interest". A client's own text and an admin's replaced
 * default are someone's chosen words and are served as written; no loan text changes (a loan's interest is
 * interest at a credit union too). Server-side only: the page is sent the one text it shows.
 */
export const CREDIT_UNION_DEPOSIT_DISCLOSURE: Record<Lang, string> = {
  en: 'Estimates only. Assumes an annual percentage yield (APY) of {apy} for {term}, with dividends left on deposit to compound. The APY is accurate as of the date shown and may change before the account is opened. A minimum balance may be required to open the account and obtain the APY. A penalty may be imposed for early withdrawal. Fees could reduce earnings.',
  es: 'Solo estimaciones. Supone un rendimiento porcentual anual (APY) de {apy} durante {term}, con los dividendos en depósito para que se capitalicen. El APY es exacto a la fecha indicada y puede cambiar antes de abrir la cuenta. Puede requerirse un saldo mínimo para abrir la cuenta y obtener el APY. Puede aplicarse una penalización por retiro anticipado. Las comisiones podrían reducir las ganancias.',
}

const shippedLangOf = (text: string) => LANGS.find((lang) => SHIPPED_DISCLOSURES.deposit[lang] === text)

/** Whether a workspace's wording changes this disclosure: it is the shipped deposit default, wording on. */
export function wordsDisclosure(text: string, creditUnion: boolean): boolean {
  return creditUnion && shippedLangOf(text) !== undefined
}

/** The disclosure a visitor reads: a credit union's words for the shipped deposit default, else the text. */
export function creditUnionDisclosure(text: string, creditUnion: boolean): string {
  const lang = creditUnion ? shippedLangOf(text) : undefined
  return lang ? CREDIT_UNION_DEPOSIT_DISCLOSURE[lang] : text
}
