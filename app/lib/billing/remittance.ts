import { business, fullAddress } from '~/lib/business'

/*
 * How clients pay us (net 30, ACH or cheque; decision 0074), printed on every invoice. The bank details are
 * PLACEHOLDERS until the owner enters the real ones here: they say so on the invoice itself, so no client
 * can pay into an account that is not ours.
 */
export const REMITTANCE = {
  ach: {
    bankName: '[PLACEHOLDER] Bank name',
    routingNumber: '[PLACEHOLDER] 000000000',
    accountNumber: '[PLACEHOLDER] 0000000000',
    accountName: business.legalName,
    placeholder: true,
  },
  cheque: { payableTo: business.legalName, mailTo: fullAddress },
} as const

/** The remittance lines as the PDF and the e-mail print them. */
export function remittanceLines(invoiceNumber: string): { ach: string[]; cheque: string[] } {
  const { ach, cheque } = REMITTANCE
  return {
    ach: [
      `Bank: ${ach.bankName}`,
      `Routing number (ABA): ${ach.routingNumber}`,
      `Account number: ${ach.accountNumber}`,
      `Account name: ${ach.accountName}`,
      `Reference: ${invoiceNumber}`,
      ...(ach.placeholder ? ['These bank details are placeholders: ask us before paying by ACH.'] : []),
    ],
    cheque: [
      `Payable to: ${cheque.payableTo}`,
      `Mail to: ${cheque.mailTo}`,
      `Write ${invoiceNumber} on the memo line.`,
    ],
  }
}
