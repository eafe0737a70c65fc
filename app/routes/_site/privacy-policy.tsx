import { LegalContact, LegalPage, type LegalSection } from '~/components/marketing/legal-page'
import { business } from '~/lib/business'
import { originFrom, pageMeta } from '~/lib/meta'
import type { Route } from './+types/privacy-policy'

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: 'Privacy Policy',
    description: `How ${business.legalName} collects, uses and protects the information you share with us, and the choices you have.`,
    path: '/privacy-policy',
    origin: originFrom(matches),
  })
}

const sections: LegalSection[] = [
  {
    title: 'Information we collect',
    body: (
      <>
        <p>We collect only what we need to answer you and to run this website:</p>
        <ul>
          <li>
            <strong>Contact messages.</strong> When you use our contact form, we store your first and last
            name, e-mail address, company (if you give one) and your message.
          </li>
          <li>
            <strong>Accounts.</strong> Anyone may create an account: our own staff, our clients and the people
            on their teams, whether they sign up or are invited. For each account we store an e-mail address,
            a name (if given), a password hash (never the password itself), whether the address has been
            confirmed, the account&rsquo;s role, and its sign-in sessions (with the IP address and browser
            that opened each). We e-mail account holders only about their account: confirming the address,
            resetting a password, invitations and the work they share with us.
          </li>
          <li>
            <strong>Work our clients save.</strong> When a client saves, reviews or approves calculators with
            us, we store what they saved and who did what, and when.
          </li>
          <li>
            <strong>Messages sent through our clients&rsquo; websites.</strong> When a client&rsquo;s website
            offers a form that we host (for example, a request for a quote under a calculator), we store what
            the visitor sends and forward it to that client. We handle it on the client&rsquo;s behalf and
            only to deliver it; the client&rsquo;s own privacy policy governs how they use it.
          </li>
          <li>
            <strong>Technical data.</strong> Like most websites, our servers briefly record IP addresses and
            request details to deliver pages, limit abuse such as spam and keep the service secure.
          </li>
        </ul>
      </>
    ),
  },
  {
    title: 'How we use your information',
    body: (
      <>
        <p>
          We use your contact message to reply to you and to discuss the services you asked about. When a
          message arrives, we send a copy by e-mail to our own team so that we can respond promptly. We use
          account data to let people sign in, to keep their accounts secure and to send them the e-mails their
          account needs.
        </p>
        <p>We do not use your information for automated decision-making or for advertising.</p>
      </>
    ),
  },
  {
    title: 'Cookies',
    body: (
      <p>
        This website sets no tracking or advertising cookies, and only cookies it needs to work: a session
        cookie when you sign in (removed when you sign out or it expires); a short-lived cookie, when you sign
        up, that lets the confirmation link sign you in on the same browser (it expires within a day); and a
        message cookie that carries a one-time notice such as &ldquo;You have been signed out&rdquo; to the
        next page and is removed at once (it lasts at most a minute).
      </p>
    ),
  },
  {
    title: 'Calculators on our clients’ websites',
    body: (
      <p>
        We host calculators that our clients embed on their own websites. These embedded calculators set no
        cookies and collect no personal information: the figures a visitor enters are used only to work out
        the results and are not stored. The website that shows the calculator has its own privacy policy,
        which governs its own data practices.
      </p>
    ),
  },
  {
    title: 'Sharing and selling',
    body: (
      <p>
        We do not sell, rent or trade your personal information. We share it only with service providers who
        help us run this website (such as hosting and e-mail delivery), under obligations to keep it
        confidential, or when the law requires us to.
      </p>
    ),
  },
  {
    title: 'How long we keep it',
    body: (
      <p>
        We keep contact messages for as long as we need them to answer you and to keep a record of our
        business relationship, and in any case no longer than three years after our last exchange, unless the
        law requires longer. Accounts are kept while they are in use and deleted when their holder asks us to
        or they are no longer needed; messages sent through a client&rsquo;s website are kept only as long as
        we need to deliver them and as our agreement with that client says. Technical logs are kept for a
        short period.
      </p>
    ),
  },
  {
    title: 'Security',
    body: (
      <p>
        We protect your information with encrypted connections (HTTPS), hashed passwords, access limited to
        the people who need it (each client sees only their own workspace) and regular updates. No method of
        transmission or storage is perfectly secure, but we work to protect your information and will notify
        you as the law requires if a breach affects it.
      </p>
    ),
  },
  {
    title: 'Your choices',
    body: (
      <p>
        You may ask us to see, correct or delete the information we hold about you by contacting us at the
        address below. We will answer within a reasonable time.
      </p>
    ),
  },
  {
    title: 'Children',
    body: (
      <p>
        Our services are meant for businesses. This website is not directed to children under 13, and we do
        not knowingly collect personal information from them. If you believe a child has sent us information,
        contact us and we will delete it.
      </p>
    ),
  },
  {
    title: 'Changes to this policy',
    body: (
      <p>
        We may update this policy from time to time. The effective date at the top shows when it last changed.
      </p>
    ),
  },
  {
    title: 'Contact us',
    body: (
      <>
        <p>Questions about this policy or your information can be sent to:</p>
        <LegalContact />
      </>
    ),
  },
]

export default function PrivacyPolicyPage() {
  return (
    <LegalPage
      title="Privacy Policy"
      intro={
        <p>
          This policy explains how {business.legalName} (“{business.name}”, “we”, “us”), based in{' '}
          {business.city}, {business.state}, handles information on this website and in the calculators we
          host for our clients.
        </p>
      }
      sections={sections}
    />
  )
}
