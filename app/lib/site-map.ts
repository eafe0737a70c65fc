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
  '/accessibility',
  '/white-label-calculators',
]

/** Public pages listed in sitemap.xml (never /admin, /auth or /embed/*). */
export const sitemapPaths = [
  ...prerenderedPaths.filter((path) => path !== '/home'),
  '/contact-us',
  '/accuracy/check',
  ...calculators.map(({ name }) => `/calculators/${name}`),
  ...calculators.map(({ name }) => `/try/${name}-calculator`),
]
