/*
 * The order's terms (issue 44 §4): the two documents an owner accepts when she signs an order. Their pages,
 * the order form and the order PDF all read the version from here, and the order stores the version she was
 * shown. Changing a document's text means a new version here (decision 0086): an order keeps pointing at the
 * version it accepted, and a form opened before the change is refused until it is read again.
 */
export type TermsDocument = {
  id: 'agreement' | 'dpa'
  title: string
  path: string
  /** The date the text was fixed, yyyy-mm-dd: what an order records. */
  version: string
  /** From when it governs new orders, as the page prints it. */
  effective: string
}

export const MASTER_AGREEMENT: TermsDocument = {
  id: 'agreement',
  title: 'Master Subscription Agreement',
  path: '/legal/master-agreement',
  version: '2026-11-29',
  effective: 'November 29, 2026',
}

export const DATA_PROCESSING_ADDENDUM: TermsDocument = {
  id: 'dpa',
  title: 'Data Processing Addendum',
  path: '/legal/data-processing-addendum',
  version: '2026-11-29',
  effective: 'November 29, 2026',
}

export const TERMS_DOCUMENTS = [MASTER_AGREEMENT, DATA_PROCESSING_ADDENDUM] as const

/** "Master Subscription Agreement, version 2026-11-29": how the form, the order page and the PDF name it. */
export function termsLabel(document: TermsDocument, version = document.version) {
  return `${document.title}, version ${version}`
}
