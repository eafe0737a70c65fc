/*
 * What one workspace may ask of the webhook sender, so that no tenant crowds out another (decision 0048).
 * Shared by the server and the Integrations tab, which says when a limit is reached.
 */

/** Endpoints per workspace: every lead fans out to each of them. */
export const MAX_ENDPOINTS = 10

/** "Send test event" and "Redeliver" together, per workspace and minute, across instances. */
export const SENDS_PER_MINUTE = 10

/**
 * Deliveries of one account under way at once, across all instances and all the workspaces it created
 * (issue 43 §5): its slow or failing receivers hold at most this many of the sender's slots however many
 * workspaces it opens, and its other due deliveries wait their turn.
 */
export const SENDING_PER_ACCOUNT = 4

export const ENDPOINT_LIMIT_REACHED = `This workspace has ${MAX_ENDPOINTS} endpoints, the most it can have. Delete one to add another.`

export const TOO_MANY_SENDS = `At most ${SENDS_PER_MINUTE} test events and redeliveries a minute. Please try again in a minute.`
