import { Webhook } from 'standardwebhooks'
import { describe, expect, it } from 'vitest'
import { verifiedBySpec } from '../../../tests/support/webhook-receiver'
import {
  newMessageId,
  newWebhookSecret,
  ROTATION_OVERLAP_MS,
  signedHeaders,
  signingSecrets,
} from './signing.server'

const body = JSON.stringify({ type: 'lead.created', timestamp: '2026-11-25T10:00:00.000Z', data: {} })

describe('webhook signatures', () => {
  it('makes whsec_ secrets of 32 random bytes and msg_ ids', () => {
    const secret = newWebhookSecret()
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/)
    expect(Buffer.from(secret.slice(6), 'base64')).toHaveLength(32)
    expect(newWebhookSecret()).not.toBe(secret)
    expect(newMessageId()).toMatch(/^msg_[0-9a-f]{32}$/)
  })

  it("signs so that the standardwebhooks library's verify and a verifier written from the spec both accept", () => {
    const endpoint = { secret: newWebhookSecret(), retiredSecrets: [] }
    const headers = signedHeaders('msg_1', body, endpoint)
    expect(headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/]+=*$/)
    expect(new Webhook(endpoint.secret).verify(body, headers)).toEqual(JSON.parse(body))
    expect(verifiedBySpec(endpoint.secret, body, headers)).toBe(true)
    // A changed body, id or secret does not verify.
    expect(verifiedBySpec(endpoint.secret, `${body} `, headers)).toBe(false)
    expect(verifiedBySpec(endpoint.secret, body, { ...headers, 'webhook-id': 'msg_2' })).toBe(false)
    expect(verifiedBySpec(newWebhookSecret(), body, headers)).toBe(false)
    expect(() => new Webhook(newWebhookSecret()).verify(body, headers)).toThrow()
  })

  it('signs with both secrets during the 24 h after a rotation, and with the new one only after it', () => {
    const now = new Date('2026-11-25T10:00:00Z')
    const [oldSecret, newSecret] = [newWebhookSecret(), newWebhookSecret()]
    const rotated = {
      secret: newSecret,
      retiredSecrets: [
        { secret: oldSecret, expiresAt: new Date(now.getTime() + ROTATION_OVERLAP_MS).toISOString() },
      ],
    }
    const during = signedHeaders('msg_1', body, rotated, new Date(now.getTime() + ROTATION_OVERLAP_MS - 1000))
    expect(during['webhook-signature'].split(' ')).toHaveLength(2)
    for (const secret of [oldSecret, newSecret]) {
      expect(verifiedBySpec(secret, body, during)).toBe(true)
      // The library checks the timestamp against the clock: verify at the time of signing.
      expect(verifiesAt(secret, during)).toBe(true)
    }
    const after = signedHeaders('msg_1', body, rotated, new Date(now.getTime() + ROTATION_OVERLAP_MS + 1000))
    expect(after['webhook-signature'].split(' ')).toHaveLength(1)
    expect(verifiedBySpec(newSecret, body, after)).toBe(true)
    expect(verifiedBySpec(oldSecret, body, after)).toBe(false)
    expect(signingSecrets(rotated, new Date(now.getTime() + ROTATION_OVERLAP_MS))).toEqual([newSecret])
  })
})

function verifiesAt(secret: string, headers: Record<string, string>) {
  const realNow = Date.now
  Date.now = () => Number(headers['webhook-timestamp']) * 1000
  try {
    new Webhook(secret).verify(body, headers)
    return true
  } catch {
    return false
  } finally {
    Date.now = realNow
  }
}
