import { Link } from 'react-router'
import { LegalContact, LegalPage, type LegalSection } from '~/components/marketing/legal-page'
import { EVERY_PLAN_INCLUDES } from '~/lib/billing/plans'
import { DATA_PROCESSING_ADDENDUM, MASTER_AGREEMENT } from '~/lib/billing/terms'
import { business } from '~/lib/business'
import { originFrom, pageMeta } from '~/lib/meta'
import type { Route } from './+types/legal-master-agreement'

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: `${MASTER_AGREEMENT.title}, version ${MASTER_AGREEMENT.version}`,
    description: `The agreement under which ${business.legalName} provides its white-label calculators to banks and credit unions that sign an order.`,
    path: MASTER_AGREEMENT.path,
    origin: originFrom(matches),
  })
}

const link = 'font-medium text-brand-700 underline'

const sections: LegalSection[] = [
  {
    title: 'The agreement and the order',
    body: (
      <p>
        This agreement applies to every order a client signs in its workspace: the order names the plan, the
        term, the price, whom we invoice and the purchase-order number, and records the versions of this
        agreement and of the{' '}
        <Link className={link} to={DATA_PROCESSING_ADDENDUM.path}>
          {DATA_PROCESSING_ADDENDUM.title}
        </Link>{' '}
        that the person signing accepted. Where the order and this agreement differ, the order prevails.
      </p>
    ),
  },
  {
    title: 'The service',
    body: (
      <>
        <p>
          We host the calculators the client configures in its workspace, serve them on the client&apos;s
          websites through its embed codes, and keep them accurate to the cent as described on our accuracy
          page. Every plan includes:
        </p>
        <ul>
          {EVERY_PLAN_INCLUDES.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <p>The plan&apos;s limits are those shown on our pricing page on the day the order is signed.</p>
      </>
    ),
  },
  {
    title: 'Term and renewal',
    body: (
      <p>
        A monthly order runs month to month; an annual order runs twelve months. Each renews for the same term
        unless either party gives notice in writing (an e-mail is enough) at least 30 days before the end of
        the current term. A new order signed for another plan replaces the current one from the day it is
        signed.
      </p>
    ),
  },
  {
    title: 'Fees, invoices and payment',
    body: (
      <>
        <p>
          There is no set-up fee. We invoice in advance for each term, in US dollars, to the billing contact
          named in the order, quoting the client&apos;s purchase-order number when it gives one. Invoices are
          due net 30 days from their date and are paid by ACH transfer or by cheque; we do not take cards.
        </p>
        <p>
          Prices are fixed for the term of the order. Taxes, where any apply, are added as the law requires.
          If an invoice is unpaid 14 days after its due date we will write to the billing contact; we suspend
          the service only after a further written notice of at least 10 days.
        </p>
      </>
    ),
  },
  {
    title: 'The client’s responsibilities',
    body: (
      <ul>
        <li>
          Review and approve what is published: the rates, texts and disclosures its calculators show are its
          own.
        </li>
        <li>Keep its members&apos; accounts to the people who need them, and remove those who leave.</li>
        <li>Use the service lawfully, and only on websites it controls.</li>
      </ul>
    ),
  },
  {
    title: 'Confidentiality and data',
    body: (
      <p>
        Each party keeps the other&apos;s non-public information confidential and uses it only for this
        agreement. The leads and other personal data the client&apos;s calculators collect belong to the
        client; we process them only as its processor, under the Data Processing Addendum.
      </p>
    ),
  },
  {
    title: 'Warranties and liability',
    body: (
      <p>
        We warrant that the calculators compute as documented and will correct any error reported to us
        without charge. Otherwise the service is provided as is. Neither party is liable for indirect or
        consequential loss; each party&apos;s total liability under an order is limited to the fees paid or
        payable under it in the twelve months before the claim, except for breach of confidentiality or of the
        Data Processing Addendum.
      </p>
    ),
  },
  {
    title: 'End of the agreement',
    body: (
      <p>
        Either party may end an order at the end of its term with the notice above, or at once if the other
        materially breaches this agreement and does not cure the breach within 30 days of written notice. At
        the end, the published calculators stop serving, the client may export its leads and audit log for 30
        days, and we then delete its data as the Data Processing Addendum describes.
      </p>
    ),
  },
  {
    title: 'Governing law',
    body: (
      <p>
        The governing law and the courts for disputes are those named in the order. Where the order names
        none, they are to be agreed between the parties in writing before the first invoice; this version of
        the agreement does not choose them.
      </p>
    ),
  },
  {
    title: 'Changes to this agreement',
    body: (
      <p>
        We may publish a new version of this agreement. A new version applies only to orders signed after it
        is published; a signed order keeps the version it accepted until it ends or is replaced.
      </p>
    ),
  },
  {
    title: 'Contact us',
    body: <LegalContact />,
  },
]

export default function MasterAgreementPage() {
  return (
    <LegalPage
      title={MASTER_AGREEMENT.title}
      version={MASTER_AGREEMENT.version}
      effective={MASTER_AGREEMENT.effective}
      intro={
        <p>
          This agreement is between {business.legalName}, {business.city}, {business.state} (“we”, “us”) and
          the bank or credit union (“the client”) whose authorised person signs an order for one of our plans.
        </p>
      }
      sections={sections}
    />
  )
}
