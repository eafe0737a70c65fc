/** The step-up page's address coming back to `next` (docs/decisions/0057); the server checks `next` again. */
export const confirmLink = (next: string) => `/auth/confirm?next=${encodeURIComponent(next)}`
