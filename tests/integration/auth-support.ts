import type { AddressInfo } from 'node:net'
import { simpleParser, type ParsedMail } from 'mailparser'
import { SMTPServer } from 'smtp-server'

/** An SMTP server in this process that keeps every mail it receives. */
export async function startMailCatcher() {
  const received: ParsedMail[] = []
  const waiters: (() => void)[] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push(mail)
          waiters.splice(0).forEach((wake) => wake())
          callback()
        })
        .catch(callback)
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.server.address() as AddressInfo
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** The first mail to `to`, waiting up to 5 s for it. */
    async mailTo(to: string) {
      const deadline = Date.now() + 5000
      for (;;) {
        const found = received.find((mail) => mail.to && !Array.isArray(mail.to) && mail.to.text.includes(to))
        if (found) return found
        if (Date.now() > deadline) throw new Error(`no mail to ${to}`)
        await new Promise<void>((resolve) => {
          waiters.push(resolve)
          setTimeout(resolve, 200)
        })
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

export function verificationLink(mail: ParsedMail) {
  const link = mail.text?.match(/https?:\/\/\S+\/api\/auth\/verify-email\?\S+/)?.[0]
  if (!link) throw new Error('no verification link in the mail')
  return link
}

/** A form POST to a route action, as a browser without JavaScript sends it. */
export function formRequest(url: string, fields: Record<string, string>, cookie?: string) {
  return new Request(url, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      Origin: new URL(url).origin,
      ...(cookie ? { Cookie: cookie } : {}),
    },
    body: new URLSearchParams(fields),
  })
}

/** The Cookie header a browser would send back after `response`. */
export function cookieFrom(response: Response) {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0]!)
    .filter((pair) => !pair.endsWith('='))
    .join('; ')
}
