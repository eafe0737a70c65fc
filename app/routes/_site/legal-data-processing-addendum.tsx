import { Link } from 'react-router'
import { LegalContact, LegalPage, type LegalSection } from '~/components/marketing/legal-page'
import { DATA_PROCESSING_ADDENDUM, MASTER_AGREEMENT } from '~/lib/billing/terms'
import { business } from '~/lib/business'
import { originFrom, pageMeta } from '~/lib/meta'
import type { Route } from './+types/legal-data-processing-addendum'

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: `${DATA_PROCESSING_ADDENDUM.title}, version ${DATA_PROCESSING_ADDENDUM.version}`,
    description: `How ${business.legalName} processes the leads and other personal data of its clients' visitors, as their processor.`,
    path: DATA_PROCESSING_ADDENDUM.path,
    origin: originFrom(matches),
  })
}

const link = 'font-medium text-brand-700 underline'

const sections: LegalSection[] = [
  {
    title: 'Roles',
    body: (
      <p>
        The client is the controller of the personal data its calculators collect: the leads its visitors send
        (name, e-mail, phone, what they asked about and the figures they entered) and its members&apos;
        accounts. {business.legalName} is its processor and processes that data only to provide the service
        under the{' '}
        <Link className={link} to={MASTER_AGREEMENT.path}>
          {MASTER_AGREEMENT.title}
        </Link>{' '}
        and on the client&apos;s documented instructions, which are this addendum, the order and the settings
        the client chooses in its workspace.
      </p>
    ),
  },
  {
    title: 'What we do with the data',
    body: (
      <ul>
        <li>
          Store the leads and show them to the client&apos;s members; e-mail and send them by webhook where
          the client sets that up.
        </li>
        <li>Count calculator views without cookies and without storing visitors&apos; addresses.</li>
        <li>Never sell the data, use it for our own marketing, or combine it with another client&apos;s.</li>
      </ul>
    ),
  },
  {
    title: 'Security',
    body: (
      <p>
        We keep the data in the United States, encrypted in transit, behind access limited to the staff who
        run the service, with two-factor sign-in for our administrators and a tamper-evident audit log of
        every change. Our staff are bound by confidentiality.
      </p>
    ),
  },
  {
    title: 'Sub-processors',
    body: (
      <>
        <p>
          We use sub-processors for hosting, the database and the sending of e-mail, each bound by written
          terms at least as protective as these. We list them on request and tell the billing contact at least
          30 days before adding or replacing one; the client may object, and if we cannot address the
          objection it may end the order without penalty.
        </p>
      </>
    ),
  },
  {
    title: 'Breach notice',
    body: (
      <p>
        We tell the client without undue delay, and in any case within 72 hours of becoming aware of it, of
        any breach of security that affects its data: what happened, what data and how many people are
        concerned, what we have done and whom to contact. We help the client meet its own notice duties under
        the laws that apply to it, including the Gramm-Leach-Bliley Act and state breach laws.
      </p>
    ),
  },
  {
    title: 'Requests and audits',
    body: (
      <p>
        The client&apos;s members can export and erase a person&apos;s leads from the workspace; we help with
        any request they cannot answer themselves. Once a year, or after a breach, we answer the client&apos;s
        reasonable security questionnaire and share the findings of our most recent security review.
      </p>
    ),
  },
  {
    title: 'Deletion at the end of the contract',
    body: (
      <p>
        When the last order ends, the client has 30 days to export its leads and its audit log; we then delete
        its personal data from the service within a further 30 days, and from backups as they expire (at most
        90 days later). We keep only what the law requires us to keep, such as invoices and the audit
        log&apos;s retention period, and process it for nothing else.
      </p>
    ),
  },
  {
    title: 'Contact us',
    body: <LegalContact />,
  },
]

export default function DataProcessingAddendumPage() {
  return (
    <LegalPage
      title={DATA_PROCESSING_ADDENDUM.title}
      version={DATA_PROCESSING_ADDENDUM.version}
      effective={DATA_PROCESSING_ADDENDUM.effective}
      intro={
        <p>
          This addendum forms part of the {MASTER_AGREEMENT.title} between {business.legalName} and each
          client that signs an order, and governs how we process personal data on the client&apos;s behalf.
        </p>
      }
      sections={sections}
    />
  )
}
