/**
 * The business facts the owner edits: every page, the footer, the e-mails and the legal pages read them here.
 */
export const business = {
  name: 'Brightline Digital',
  legalName: 'Brightline Digital LLC',
  tagline: 'White-label financial calculators and custom websites',
  city: 'Des Moines',
  state: 'Iowa',
  stateCode: 'IA',
  address: {
    street: '400 Locust Street, Suite 210',
    city: 'Des Moines',
    region: 'IA',
    postalCode: '50309',
  },
  phone: '(515) 555-0142',
  phoneHref: 'tel:+15155550142',
  email: 'hello@brightline-digital.example',
  hours: 'Monday to Friday, 9 a.m. to 5 p.m. Central Time',
  /** Every time the dashboard and the workspaces show is in this zone, named beside it (decision 0002). */
  timeZone: { id: 'America/Chicago', abbr: 'CT', name: 'Central Time' },
  portfolio: [
    {
      name: 'Prairie Bank & Trust',
      kind: 'Community bank website with embedded loan and CD calculators',
      description:
        'A fast, accessible site for a community bank, with branded loan and certificate of deposit calculators on every product page.',
      url: 'https://prairie-bank.example',
    },
    {
      name: 'Heartland Retirement Advisors',
      kind: 'Advisory firm website with a retirement planner',
      description:
        'A custom website for a fee-only advisory firm, with a retirement calculator in the firm’s colours that turns visitors into consultations.',
      url: 'https://heartland-advisors.example',
    },
  ],
} as const

export const fullAddress = `${business.address.street}, ${business.address.city}, ${business.address.region} ${business.address.postalCode}`
