import { honeypotFieldName } from './honeypot'

/** True when a submission filled in the hidden honeypot field, i.e. it came from a bot. */
export function isHoneypotFilled(fields: Record<string, unknown>): boolean {
  const value = fields[honeypotFieldName]
  return value !== undefined && value !== null && value !== ''
}
