export type InvoiceStatus = { label: 'Paid' } | { label: 'Due' } | { label: 'Overdue'; days: number }

/** Paid, due, or overdue by whole days after the due day (UTC). */
export function invoiceStatus(invoice: { paidAt: Date | null; dueOn: string }, now: Date): InvoiceStatus {
  if (invoice.paidAt) return { label: 'Paid' }
  const days = Math.floor(
    (Date.parse(`${now.toISOString().slice(0, 10)}T00:00:00Z`) - Date.parse(`${invoice.dueOn}T00:00:00Z`)) /
      86_400_000,
  )
  return days > 0 ? { label: 'Overdue', days } : { label: 'Due' }
}

export const statusText = (status: InvoiceStatus) =>
  status.label === 'Overdue' ? `Overdue ${status.days} ${status.days === 1 ? 'day' : 'days'}` : status.label
