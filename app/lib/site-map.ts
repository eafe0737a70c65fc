import { calculators } from '../calculators/registry'

/** Marketing pages with no per-request data: prerendered at build time (react-router.config.ts). */
export const prerenderedPaths = [
  '/',
  '/home',
  '/about-us',
  '/how-it-works',
  '/view-our-work',
  '/pricing-breakdown',
  '/privacy-policy',
  '/terms-of-service',
  '/legal/master-agreement',
  '/legal/data-processing-addendum',
  '/accessibility',
  '/white-label-calculators',
  // The accuracy ledger: its cases are computed by the engines at build time (decision 0046).
  '/accuracy',
  '/accuracy/errata',
]

/** Public pages listed in sitemap.xml (never /admin, /auth or /embed/*). */
export const sitemapPaths = [
  ...prerenderedPaths.filter((path) => path !== '/home'),
  '/contact-us',
  '/accuracy/check',
  // Read per request: the specialty calculators' worked examples (decision 0063).
  '/accuracy/specialty',
  ...calculators.map(({ name }) => `/calculators/${name}`),
  ...calculators.map(({ name }) => `/try/${name}-calculator`),
]
