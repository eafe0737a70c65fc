import type { Mail } from '~/lib/mailer.server'

const escape = (url: string) => url.replace(/&/g, '&amp;').replace(/"/g, '&quot;')

export function verificationMail(to: string, url: string): Mail {
  return {
    to,
    subject: 'Verify your e-mail address',
    text: `Welcome to Brightline Digital.\n\nConfirm your e-mail address by opening this link:\n${url}\n\nIf you did not sign up, ignore this e-mail.`,
    html: `<p>Welcome to Brightline Digital.</p><p><a href="${escape(url)}">Confirm your e-mail address</a></p><p>If you did not sign up, ignore this e-mail.</p>`,
  }
}

export function passwordResetMail(to: string, url: string): Mail {
  return {
    to,
    subject: 'Reset your password',
    text: `Someone (we hope you) asked to reset the password of your Brightline Digital account.\n\nChoose a new password with this link (valid for one hour, usable once):\n${url}\n\nChanging it signs you out everywhere. If you did not ask, ignore this e-mail: your password stays as it is.`,
    html: `<p>Someone (we hope you) asked to reset the password of your Brightline Digital account.</p><p><a href="${escape(url)}">Choose a new password</a> (valid for one hour, usable once).</p><p>Changing it signs you out everywhere. If you did not ask, ignore this e-mail: your password stays as it is.</p>`,
  }
}

/** To the owner of an address that someone tried to sign up again: the only way in is through their inbox. */
export function existingAccountMail(to: string, url: string, verified: boolean): Mail {
  const state = verified
    ? 'This address already has a Brightline Digital account.'
    : 'This address already has a Brightline Digital account that has not been confirmed yet.'
  return {
    to,
    subject: 'Your Brightline Digital account',
    text: `Someone (perhaps you) just tried to sign up with this address. ${state}\n\nIf it was you, choose your password with this link (valid for one hour, usable once); it also confirms your address:\n${url}\n\nIf it was not you, ignore this e-mail: nobody can use the account without a password set through your inbox.`,
    html: `<p>Someone (perhaps you) just tried to sign up with this address. ${state}</p><p>If it was you, <a href="${escape(url)}">choose your password</a> (valid for one hour, usable once); it also confirms your address.</p><p>If it was not you, ignore this e-mail: nobody can use the account without a password set through your inbox.</p>`,
  }
}
