/** The limits of a revision's lead section: the editor's fields and the revision schema share them. */
export const LEAD_SETTING_LIMITS = { cta: 80, consent: 500, recipients: 10, email: 254 }
