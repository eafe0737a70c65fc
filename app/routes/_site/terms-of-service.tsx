import { Link } from 'react-router'
import { LegalContact, LegalPage, type LegalSection } from '~/components/marketing/legal-page'
import { business } from '~/lib/business'
import { originFrom, pageMeta } from '~/lib/meta'
import type { Route } from './+types/terms-of-service'

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: 'Terms of Service',
    description: `The terms that apply to this website and to the calculators and websites ${business.legalName} provides.`,
    path: '/terms-of-service',
    origin: originFrom(matches),
  })
}

const link = 'font-medium text-brand-700 underline'

const sections: LegalSection[] = [
  {
    title: 'Our services',
    body: (
      <p>
        {business.name} provides white-label financial calculators that our clients place on their own
        websites, and designs, builds and maintains custom websites. The details of each engagement (what we
        deliver, when and at what price) are agreed with each client in writing; where they differ from these
        terms, the written agreement prevails.
      </p>
    ),
  },
  {
    title: 'Calculators are estimates, not financial advice',
    body: (
      <p>
        Our calculators give estimates based on the figures entered and on stated assumptions. They are
        provided for information and illustration only and are not financial, investment, tax or legal advice,
        nor an offer of credit. Actual rates, payments and returns depend on many factors. Visitors should
        consult a qualified professional before making financial decisions.
      </p>
    ),
  },
  {
    title: 'Client responsibilities',
    body: (
      <ul>
        <li>Provide accurate information, content and brand materials, and the rights to use them.</li>
        <li>Review and approve calculators and websites before they go live.</li>
        <li>
          Make sure that the way you present calculators to your own customers, including any required
          disclosures, complies with the laws and regulations that apply to your business.
        </li>
        <li>Keep any account credentials we give you confidential.</li>
      </ul>
    ),
  },
  {
    title: 'Plans and payment',
    body: (
      <>
        <p>
          The Monthly Management plan is billed monthly in advance at the price shown on our{' '}
          <Link className={link} to="/pricing-breakdown">
            pricing page
          </Link>{' '}
          at the time you sign up, and continues month to month until either party cancels with notice before
          the next billing period. Single Purchase projects are priced by written quote and include a 30-day
          support period after delivery.
        </p>
        <p>
          Invoices are due on receipt unless agreed otherwise. We may pause services for accounts that remain
          unpaid after notice.
        </p>
      </>
    ),
  },
  {
    title: 'Intellectual property',
    body: (
      <p>
        You keep all rights to your content, logos and brand materials, and grant us a licence to use them to
        provide our services. We keep all rights to our calculators, software, templates and know-how; clients
        receive a licence to use them on their websites for as long as the engagement lasts. Ownership of
        custom website designs is set out in each client's written agreement.
      </p>
    ),
  },
  {
    title: 'Acceptable use',
    body: (
      <p>
        You may not use this website or our services to break the law, to send spam, to interfere with their
        operation or security, or to try to access data that is not yours.
      </p>
    ),
  },
  {
    title: 'Disclaimer of warranties',
    body: (
      <p>
        Except as expressly agreed in writing, this website and our services are provided “as is” and “as
        available”, without warranties of any kind, express or implied, including warranties of
        merchantability, fitness for a particular purpose and non-infringement. We do not warrant that they
        will be uninterrupted or error-free.
      </p>
    ),
  },
  {
    title: 'Limitation of liability',
    body: (
      <p>
        To the fullest extent permitted by law, {business.legalName} is not liable for any indirect,
        incidental, special, consequential or punitive damages, or for lost profits, revenue or data. Our
        total liability for any claim relating to our services is limited to the amount you paid us for those
        services in the twelve months before the claim.
      </p>
    ),
  },
  {
    title: 'Governing law',
    body: (
      <p>
        These terms are governed by the laws of the State of Iowa, without regard to its conflict-of-law
        rules. Any dispute will be resolved in the state or federal courts located in Polk County, Iowa.
      </p>
    ),
  },
  {
    title: 'Changes to these terms',
    body: (
      <p>
        We may update these terms from time to time. The effective date at the top shows when they last
        changed; continuing to use the website or our services after a change means you accept the new terms.
      </p>
    ),
  },
  {
    title: 'Contact us',
    body: (
      <>
        <p>Questions about these terms can be sent to:</p>
        <LegalContact />
      </>
    ),
  },
]

export default function TermsOfServicePage() {
  return (
    <LegalPage
      title="Terms of Service"
      intro={
        <p>
          These terms apply to your use of this website and of the services provided by {business.legalName}{' '}
          (“
          {business.name}”, “we”, “us”), {business.city}, {business.state}. By using them, you agree to these
          terms. Our{' '}
          <Link className={link} to="/privacy-policy">
            Privacy Policy
          </Link>{' '}
          explains how we handle personal information.
        </p>
      }
      sections={sections}
    />
  )
}
