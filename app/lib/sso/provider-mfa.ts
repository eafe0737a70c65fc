/** Why a SAML connection has no "Trust the provider's second factor" (decision 0084): shown on the SSO page. */
export const SAML_MFA_NOT_READ =
  'A SAML provider’s second factor is not read: its members are asked their own code after single sign-on.'
