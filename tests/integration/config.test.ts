import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { loadConfig, publicOrigin } from '~/lib/env.server'

const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'brightline-config-'))

describe('configuration', () => {
  it('has working defaults for a local run', () => {
    const dataDir = tempDir()
    const config = loadConfig({ DATA_DIR: dataDir })
    expect(config.port).toBe(3000)
    expect(config.baseUrl).toBe('http://localhost:3000')
    expect(config.databaseUrl).toBeUndefined()
    expect(config.rateLimitContact).toBe(5)
    expect(config.rateLimitAuth).toBe(10)
    expect(config.authSecret).toHaveLength(64)
  })

  it('keeps the generated development secret across restarts', () => {
    const dataDir = tempDir()
    expect(loadConfig({ DATA_DIR: dataDir }).authSecret).toBe(loadConfig({ DATA_DIR: dataDir }).authSecret)
  })

  it('fails fast, naming each invalid variable', () => {
    expect(() => loadConfig({ DATA_DIR: tempDir(), PORT: 'eighty', DATABASE_URL: 'mysql://x' })).toThrow(
      /PORT[\s\S]*DATABASE_URL: must be a postgres/,
    )
    expect(() =>
      loadConfig({ DATA_DIR: tempDir(), ADMIN_EMAILS: 'owner@example.com, not-an-email' }),
    ).toThrow(/ADMIN_EMAILS/)
  })

  it('requires AUTH_SECRET in production on a public origin, but not on localhost', () => {
    const production = { NODE_ENV: 'production', DATA_DIR: tempDir() }
    expect(() => loadConfig({ ...production, BASE_URL: 'https://www.example.com' })).toThrow(
      /AUTH_SECRET is required/,
    )
    expect(loadConfig({ ...production, BASE_URL: 'http://localhost:3000' }).production).toBe(true)
    const secret = 'x'.repeat(40)
    expect(
      loadConfig({ ...production, BASE_URL: 'https://www.example.com', AUTH_SECRET: secret }).authSecret,
    ).toBe(secret)
  })

  it('reads the admin list case-insensitively and treats empty values as unset', () => {
    const config = loadConfig({
      DATA_DIR: tempDir(),
      ADMIN_EMAILS: ' Owner@Example.com,,b@example.com ',
      PORT: '',
    })
    expect(config.adminEmails).toEqual(['owner@example.com', 'b@example.com'])
    expect(config.port).toBe(3000)
  })

  it('works out the public origin one way, for the server and for the pages prerendered at build time', () => {
    for (const env of [
      { BASE_URL: 'https://www.example.com/' },
      { PORT: '4100' },
      {},
      { BASE_URL: '', PORT: '' },
    ]) {
      expect(publicOrigin(env)).toBe(loadConfig({ DATA_DIR: tempDir(), ...env }).baseUrl)
    }
    expect(publicOrigin({ BASE_URL: 'https://www.example.com/' })).toBe('https://www.example.com')
    expect(publicOrigin({ PORT: '4100' })).toBe('http://localhost:4100')
    expect(() => publicOrigin({ BASE_URL: 'ftp://example.com' })).toThrow(/http\(s\) origin/)
  })
})
