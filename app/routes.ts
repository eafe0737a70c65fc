import { index, layout, prefix, route, type RouteConfig } from '@react-router/dev/routes'
import { calculatorRouteId as id, calculators } from './calculators/registry'

// One route module per kind of page, shared by every calculator of the registry (each view is its own chunk).
const calculatorPages = calculators.flatMap(({ name }) => [
  route(`calculators/${name}`, 'routes/_site/calculators/calculator.tsx', { id: id('page', name) }),
  route(`white-label-calculators/${name}-calculator`, 'routes/_site/calculators/calculator.tsx', {
    id: id('white-label-page', name),
  }),
  route(`try/${name}-calculator`, 'routes/_site/calculators/try-calculator.tsx', { id: id('try', name) }),
])
const calculatorEmbeds = calculators.map(({ name }) =>
  route(`${name}-calculator`, 'routes/embed/calculator.tsx', { id: id('embed', name) }),
)

export default [
  layout('routes/_site/layout.tsx', [
    index('routes/_site/home.tsx', { id: 'home-index' }),
    route('home', 'routes/_site/home.tsx', { id: 'home' }),
    route('about-us', 'routes/_site/about-us.tsx'),
    route('how-it-works', 'routes/_site/how-it-works.tsx'),
    route('view-our-work', 'routes/_site/view-our-work.tsx'),
    route('pricing-breakdown', 'routes/_site/pricing-breakdown.tsx'),
    route('trial', 'routes/_site/trial.tsx'),
    route('privacy-policy', 'routes/_site/privacy-policy.tsx'),
    route('terms-of-service', 'routes/_site/terms-of-service.tsx'),
    // The order's terms (issue 44 §4), versioned in app/lib/billing/terms.ts.
    route('legal/master-agreement', 'routes/_site/legal-master-agreement.tsx'),
    route('legal/data-processing-addendum', 'routes/_site/legal-data-processing-addendum.tsx'),
    route('accessibility', 'routes/_site/accessibility.tsx'),
    route('accuracy', 'routes/_site/accuracy.tsx'),
    route('accuracy/errata', 'routes/_site/accuracy-errata.tsx'),
    route('accuracy/specialty', 'routes/_site/accuracy-specialty.tsx'),
    route('contact-us', 'routes/_site/contact-us.tsx'),
    route('accuracy/check', 'routes/_site/accuracy-check.tsx'),
    route('white-label-calculators', 'routes/_site/calculators/catalogue.tsx'),
    ...calculatorPages,
    // Catalogue specialty calculators (decision 0064): from the database, per request, beside the registry's.
    route('white-label-calculators/specialty', 'routes/_site/calculators/specialty-catalogue.tsx'),
    route('calculators/specialty/:slug', 'routes/_site/calculators/specialty-calculator.tsx'),
    route('auth', 'routes/_site/auth.tsx'),
    route('auth/verify', 'routes/_site/auth-verify.tsx'),
    route('auth/forgot-password', 'routes/_site/auth-forgot-password.tsx'),
    route('auth/reset-password', 'routes/_site/auth-reset-password.tsx'),
    route('auth/two-factor', 'routes/_site/auth-two-factor.tsx'),
    route('auth/confirm', 'routes/_site/auth-confirm.tsx'),
    route('account/two-factor', 'routes/_site/account-two-factor.tsx'),
    route('account/sessions', 'routes/_site/account-sessions.tsx'),
    route('account/sso', 'routes/_site/account-sso.tsx'),
    route('auth/sso', 'routes/_site/auth-sso.tsx'),
    route('sso/verify-domain', 'routes/_site/sso-verify-domain.tsx'),
    layout('routes/_site/admin/layout.tsx', [
      ...prefix('admin', [
        index('routes/_site/admin/messages.tsx'),
        route('messages/:id', 'routes/_site/admin/message.tsx'),
        route('users', 'routes/_site/admin/users.tsx'),
        route('accounts', 'routes/_site/admin/accounts.tsx'),
        route('clients', 'routes/_site/admin/clients.tsx'),
        route('disclosures', 'routes/_site/admin/disclosures.tsx'),
        route('audit', 'routes/_site/admin/audit.tsx'),
        route('calculators', 'routes/_site/admin/calculators.tsx'),
        route('calculators/:calculatorId', 'routes/_site/admin/calculator.tsx'),
        route('sso', 'routes/_site/admin/sso-domains.tsx'),
        route('billing', 'routes/_site/admin/billing.tsx'),
        route('billing/invoices', 'routes/_site/admin/invoices.tsx'),
      ]),
    ]),
    ...prefix('workspace', [
      index('routes/workspace/index.tsx'),
      route('invitations/:token', 'routes/workspace/invitation.tsx'),
      route('save', 'routes/workspace/save.tsx'),
      layout('routes/workspace/layout.tsx', [
        route(':workspaceId', 'routes/workspace/workspace.tsx'),
        route(':workspaceId/members', 'routes/workspace/members.tsx'),
        route(':workspaceId/history', 'routes/workspace/history.tsx'),
        route(':workspaceId/audit', 'routes/workspace/audit.tsx'),
        route(':workspaceId/archive', 'routes/workspace/archive.tsx'),
        route(':workspaceId/privacy', 'routes/workspace/privacy.tsx'),
        route(':workspaceId/leads', 'routes/workspace/leads.tsx'),
        route(':workspaceId/lead-fields', 'routes/workspace/lead-fields.tsx'),
        route(':workspaceId/usage', 'routes/workspace/usage.tsx'),
        route(':workspaceId/integrations', 'routes/workspace/integrations.tsx'),
        route(':workspaceId/rates', 'routes/workspace/rates.tsx'),
        route(':workspaceId/brand', 'routes/workspace/brand.tsx'),
        route(':workspaceId/sso', 'routes/workspace/sso.tsx'),
        route(':workspaceId/vendor-review', 'routes/workspace/vendor-review.tsx'),
        route(':workspaceId/billing', 'routes/workspace/billing.tsx'),
        route(':workspaceId/billing/order', 'routes/workspace/billing-order.tsx'),
        route(':workspaceId/billing/invoices', 'routes/workspace/billing-invoices.tsx'),
        route(':workspaceId/build', 'routes/workspace/build.tsx', { id: 'workspace-build-new' }),
        route(':workspaceId/build/:slug', 'routes/workspace/build.tsx', { id: 'workspace-build-edit' }),
        route(':workspaceId/calculators/:calculatorId', 'routes/workspace/calculator.tsx'),
        route(':workspaceId/calculators/:calculatorId/conformance', 'routes/workspace/conformance.tsx'),
        route(':workspaceId/calculators/:calculatorId/preview', 'routes/workspace/preview.tsx'),
      ]),
    ]),
    route('*', 'routes/_site/not-found.tsx'),
  ]),
  layout('routes/embed/layout.tsx', [
    ...prefix('embed', [...calculatorEmbeds, route('c/:publicId', 'routes/embed/published-calculator.tsx')]),
    route('review/:token', 'routes/review.tsx'),
  ]),
  route('workspace/:workspaceId/billing/invoices/:invoiceId/invoice.pdf', 'routes/resources/invoice-pdf.ts'),
  route('workspace/:workspaceId/usage.csv', 'routes/resources/workspace-usage-csv.ts'),
  route('workspace/:workspaceId/leads.csv', 'routes/resources/workspace-leads-csv.ts'),
  route('workspace/:workspaceId/lead-access.json', 'routes/resources/lead-access.ts'),
  route(
    'workspace/:workspaceId/calculators/:calculatorId/conformance.pdf',
    'routes/resources/workspace-conformance-pdf.ts',
  ),
  // The archive of served states (decision 0058): a state's page and files as served, and the examiner bundle.
  route('workspace/:workspaceId/archive/states/:stateId/:file', 'routes/resources/archive-file.ts'),
  route('workspace/:workspaceId/archive/bundle.zip', 'routes/resources/archive-bundle.ts'),
  // The vendor review (issue 45 §1): a calculator's scenario template, and a run's signed files.
  route(
    'workspace/:workspaceId/vendor-review/calculators/:calculatorId/:file',
    'routes/resources/vendor-review-file.ts',
    {
      id: 'vendor-review-template',
    },
  ),
  // The model-risk pack (issue 45 §3): the workspace's model file, signed as the examiner bundle is.
  route('workspace/:workspaceId/vendor-review/model-risk-pack.zip', 'routes/resources/model-risk-pack.ts'),
  route('workspace/:workspaceId/vendor-review/runs/:runId/:file', 'routes/resources/vendor-review-file.ts', {
    id: 'vendor-review-run-file',
  }),
  // A signed order as its PDF (issue 44 §4): the workspace's own orders only.
  route('workspace/:workspaceId/billing/orders/:orderId/order.pdf', 'routes/resources/billing-order-pdf.ts'),
  route('admin/messages.csv', 'routes/resources/admin-messages-csv.ts'),
  // The audit log's exports (decision 0051): one module, a workspace's or (admins) every workspace's.
  ...(['csv', 'json'] as const).flatMap((format) => [
    route(`workspace/:workspaceId/audit.${format}`, 'routes/resources/audit-export.ts', {
      id: `workspace-audit-${format}`,
    }),
    route(`admin/audit.${format}`, 'routes/resources/audit-export.ts', { id: `admin-audit-${format}` }),
  ]),
  route('admin/calculators/:calculatorId/definition.json', 'routes/resources/admin-calculator-json.ts'),
  // Visitor tools (decision 0028): the PDF report of a calculator and of a client's published calculator.
  route('calculators/:name/report.pdf', 'routes/resources/calculator-report-pdf.ts'),
  route('embed/c/:publicId/report.pdf', 'routes/resources/published-report-pdf.ts'),
  // "E-mail my results" (decision 0035): the same report, sent through the outbox.
  route('calculators/:name/report-mail', 'routes/resources/calculator-report-mail.ts'),
  route('embed/c/:publicId/report-mail', 'routes/resources/published-report-mail.ts'),
  // The published embed's lead form, sent by its script (the page's own action takes it without JavaScript).
  route('embed/c/:publicId/lead', 'routes/resources/published-lead.ts'),
  // A client's logo under its content hash (decision 0052).
  route('brand/logo/:file', 'routes/resources/brand-logo.ts'),
  route('api/engaged/:publicId', 'routes/resources/engaged-api.ts'),
  route('api/auth/*', 'routes/resources/auth-api.ts'),
  // A workspace's SAML service provider (decision 0069): its metadata (the entity ID) and its ACS URL.
  route('api/sso/saml/:workspaceId', 'routes/resources/saml-sp.ts', { id: 'saml-sp-metadata' }),
  route('api/sso/saml/:workspaceId/acs', 'routes/resources/saml-sp.ts', { id: 'saml-sp-acs' }),
  route('api/session', 'routes/resources/session.ts'),
  // Receipts of /accuracy/check (issue 36 §3): the public key that verifies them.
  route('.well-known/brightline-receipt-key.pem', 'routes/resources/receipt-key.ts', {
    id: 'receipt-key-pem',
  }),
  route('.well-known/brightline-receipt-keys.json', 'routes/resources/receipt-key.ts', {
    id: 'receipt-keys-json',
  }),
  // Each audit chain's signed daily anchors (issue 43 §5, decision 0071): hashes only, public.
  route('audit/anchors/:file', 'routes/resources/audit-anchors.ts'),
  route('robots.txt', 'routes/resources/robots-txt.ts'),
  route('sitemap.xml', 'routes/resources/sitemap-xml.ts'),
  // The accuracy ledger's errata as an Atom feed (decision 0046).
  route('accuracy/errata.atom', 'routes/resources/errata-atom.ts'),
  route('embed.js', 'routes/resources/embed-js.ts'),
  // The webhook payload's JSON Schema and example (docs/webhooks/), linked from the Integrations tab.
  route('docs/webhooks/lead-event.schema.json', 'routes/resources/webhook-docs.ts', { id: 'webhook-schema' }),
  route('docs/webhooks/lead-created.example.json', 'routes/resources/webhook-docs.ts', {
    id: 'webhook-example',
  }),
  route('docs/webhooks/calculator-event.schema.json', 'routes/resources/webhook-docs.ts', {
    id: 'webhook-calculator-schema',
  }),
  route('docs/webhooks/calculator-published.example.json', 'routes/resources/webhook-docs.ts', {
    id: 'webhook-calculator-example',
  }),
] satisfies RouteConfig
