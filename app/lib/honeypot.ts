/**
 * The name of a field hidden from people on every public form. A bot filling it in reveals itself; the
 * server answers it as if all went well and keeps nothing (see honeypot.server.ts).
 */
export const honeypotFieldName = 'website'
