import { Link } from 'react-router'
import { FIXED_PAGE_COPY, SHOP_CONTACT_EMAIL } from '@sweet-art/domain/shop-profile'
import { paths } from '@/config/paths'
import {
  LEGAL_UPDATED_ON,
  MINIMUM_CUSTOMER_AGE,
  SHOP_AREA,
  SHOP_LEGAL_NAME,
} from '../content/shop-facts'
import { LegalDocument, type LegalSection } from './legal-document'
import { StaticPage } from './static-page'

const email = <a href={`mailto:${SHOP_CONTACT_EMAIL}`}>{SHOP_CONTACT_EMAIL}</a>

const SECTIONS: readonly LegalSection[] = [
  {
    id: 'who-we-are',
    title: 'Who we are',
    body: (
      <>
        <p>
          This policy explains how {SHOP_LEGAL_NAME} (“Sweet Art”, “we”, “us”), a made-to-order
          bakery based in {SHOP_AREA}, collects and uses your personal data when you use our
          website, create an account, place an order or write to us.
        </p>
        <p>
          We are the controller of your personal data under the UK General Data Protection
          Regulation (UK GDPR) and the Data Protection Act 2018. If you have any question about this
          policy or your data, email us at {email}.
        </p>
      </>
    ),
  },
  {
    id: 'what-we-collect',
    title: 'The information we collect',
    body: (
      <>
        <p>We collect only what we need to make and deliver your order:</p>
        <ul>
          <li>
            <strong>Account details:</strong> your first and last name, email address, phone number
            and, if you choose to add it, your date of birth. Your password is stored only as a
            secure, one-way hash; we can never read it.
          </li>
          <li>
            <strong>Orders:</strong> the products and options you choose, quantities, prices, the
            delivery method, date and time, and any message you add. For payments we keep the
            amount, the method, the status and the date; we never see or store your card or bank
            details.
          </li>
          <li>
            <strong>Addresses:</strong> the delivery addresses you enter or save, with postcode,
            floor and flat, the driving distance from our kitchen and whether the address is in the
            London Congestion Charge zone, which we need to price delivery.
          </li>
          <li>
            <strong>Photos:</strong> images you upload to a custom-made order to show us the design
            you would like. Please upload only photos you have the right to share.
          </li>
          <li>
            <strong>Correspondence:</strong> the emails you send us and our replies.
          </li>
          <li>
            <strong>Technical data:</strong> our servers record the IP address, browser type and
            time of each request, to keep the shop secure and working.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'how-we-use-it',
    title: 'How we use it, and why we may',
    body: (
      <>
        <p>The law allows us to use personal data only for a clear reason. Ours are:</p>
        <ul>
          <li>
            <strong>To perform our contract with you:</strong> to run your account, take payment,
            bake, deliver or hand over your order, send order and password-recovery emails, and
            answer your questions about an order.
          </li>
          <li>
            <strong>To meet our legal obligations:</strong> to keep accounting and tax records, and
            to answer lawful requests from authorities.
          </li>
          <li>
            <strong>For our legitimate interests:</strong> to keep the website secure, prevent fraud
            and misuse, and improve our service, always balanced against your rights.
          </li>
          <li>
            <strong>With your consent:</strong> to keep your optional date of birth, and to share a
            photo of your order on social media. You can withdraw consent at any time.
          </li>
        </ul>
        <p>
          We do not send marketing emails, we do not use your data for automated decisions or
          profiling, and we never sell your data.
        </p>
      </>
    ),
  },
  {
    id: 'sharing',
    title: 'Who we share it with',
    body: (
      <>
        <p>
          We share personal data only with the service providers who help us run the shop, and only
          what each needs. They act on our instructions under a data processing agreement:
        </p>
        <ul>
          <li>
            <strong>Payment providers</strong> (GoCardless for bank payments) process your payment
            securely.
          </li>
          <li>
            <strong>Google</strong> receives the address text you type, to suggest matching UK
            addresses and to measure the driving distance for the delivery price.
          </li>
          <li>
            <strong>Delivery partners</strong> (Uber or Royal Mail, only when you choose them)
            receive the name, address and phone number needed for the delivery.
          </li>
          <li>
            <strong>Our hosting and email providers</strong> store our data and send our emails.
          </li>
        </ul>
        <p>
          We may also disclose data when the law requires it, or to protect our rights in a dispute.
        </p>
      </>
    ),
  },
  {
    id: 'transfers',
    title: 'International transfers',
    body: (
      <p>
        Some of our providers process data outside the UK. When they do, we make sure your data is
        protected by UK adequacy regulations or by the International Data Transfer Agreement or
        Addendum approved by the Information Commissioner.
      </p>
    ),
  },
  {
    id: 'retention',
    title: 'How long we keep it',
    body: (
      <ul>
        <li>
          <strong>Your account</strong> is kept until you delete it, which you can do yourself at
          any time from your profile.
        </li>
        <li>
          <strong>Orders and payment records</strong> are kept for six years after the end of the
          financial year they belong to, as UK tax law requires.
        </li>
        <li>
          <strong>Photos</strong> you upload are deleted within 12 months of your order being
          completed; you can remove them yourself while the order is still open.
        </li>
        <li>
          <strong>Emails</strong> are kept for up to two years after our last exchange.
        </li>
        <li>
          <strong>Server logs</strong> are deleted after 30 days.
        </li>
      </ul>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies and local storage',
    body: (
      <>
        <p>We keep this to the minimum the shop needs to work:</p>
        <ul>
          <li>
            <strong>One session cookie</strong>, set only when you sign in, keeps you signed in as
            you move between pages. It cannot be read by scripts and is removed when you log out or
            the session expires.
          </li>
          <li>
            <strong>Local storage</strong> in your browser holds your cart, and a copy of our
            product list and delivery settings so the shop opens quickly. It stays on your device;
            your cart reaches us only when you place an order.
          </li>
        </ul>
        <p>
          Both are strictly necessary for the service you ask for, so they do not need your consent.
          We use no analytics, advertising or other tracking cookies. You can clear cookies and
          local storage in your browser settings at any time; your cart will then be emptied.
        </p>
      </>
    ),
  },
  {
    id: 'security',
    title: 'How we protect it',
    body: (
      <p>
        Our website is served only over an encrypted connection, passwords are stored as secure
        hashes, and access to customer data is limited to the people who need it to make and deliver
        your order. No system is perfectly secure, but if a breach ever put your data at risk we
        would tell you and the Information Commissioner as the law requires.
      </p>
    ),
  },
  {
    id: 'children',
    title: 'Children',
    body: (
      <p>
        Our shop is not for children under {MINIMUM_CUSTOMER_AGE}: we do not serve them and we do
        not knowingly collect their personal data. If you believe a child under{' '}
        {MINIMUM_CUSTOMER_AGE} has created an account or sent us their details, email us and we will
        delete them.
      </p>
    ),
  },
  {
    id: 'your-rights',
    title: 'Your rights',
    body: (
      <>
        <p>Under UK data protection law you have the right to:</p>
        <ul>
          <li>ask for a copy of the personal data we hold about you;</li>
          <li>have inaccurate data corrected, most of which you can do in your profile;</li>
          <li>have your data erased, including by deleting your account;</li>
          <li>restrict or object to how we use your data;</li>
          <li>receive the data you gave us in a portable format;</li>
          <li>withdraw your consent, where we rely on it, at any time.</li>
        </ul>
        <p>
          To use any of these rights, email {email}. It is free, and we will answer within one
          month.
        </p>
      </>
    ),
  },
  {
    id: 'complaints',
    title: 'Complaints',
    body: (
      <p>
        If you are unhappy with how we handle your data, please tell us first so we can put it
        right. You also have the right to complain to the Information Commissioner’s Office (ICO),
        the UK’s data protection regulator, at{' '}
        <a href="https://ico.org.uk/make-a-complaint/" target="_blank" rel="noopener noreferrer">
          ico.org.uk
        </a>{' '}
        or on 0303 123 1113.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to this policy',
    body: (
      <p>
        We may update this policy when our service or the law changes. The date at the top shows
        when it last changed; if a change affects how we use data you have already given us, we will
        tell you by email. Our <Link to={paths.terms.getHref()}>Terms &amp; Conditions</Link>{' '}
        explain the rules of ordering.
      </p>
    ),
  },
]

/** /privacy_policy: a UK GDPR privacy notice for the shop's real data and storage (docs/product.md › Pages). */
export function PrivacyPolicyPage() {
  return (
    <StaticPage
      copy={FIXED_PAGE_COPY['/privacy_policy']}
      eyebrow="Your data"
      lead="We collect only what we need to bake and deliver your order, keep it safe, and never sell it. Here is exactly what we hold and why."
    >
      <LegalDocument sections={SECTIONS} updatedOn={LEGAL_UPDATED_ON} />
    </StaticPage>
  )
}
