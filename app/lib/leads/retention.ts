/** How long an owner may keep leads before they are deleted (the Privacy tab's setting), in days. */
export const RETENTION_DAYS = { min: 30, max: 3_650 }
