import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig, repoRoot } from '../../src/config.ts'

describe('loadConfig', () => {
  it('gives the documented defaults', () => {
    const config = loadConfig({})
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      dataDir: path.join(repoRoot, '.data'),
      databaseUrl: undefined,
      nodeEnv: 'development',
      logLevel: 'info',
      staticDir: path.join(repoRoot, 'packages/storefront/dist'),
      seed: true,
      feedCache: true,
      rateLimitMax: 300,
      trustProxy: false,
      unserviceablePincodes: [],
    })
  })

  it('listens on this machine only in development, on every interface in production', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).host).toBe('127.0.0.1')
    expect(loadConfig({ NODE_ENV: 'production' }).host).toBe('0.0.0.0')
    expect(loadConfig({ NODE_ENV: 'development', HOST: '0.0.0.0' }).host).toBe('0.0.0.0')
  })

  it.each([
    [undefined, false],
    ['false', false],
    ['1', 1],
    ['2', 2],
    ['10.0.0.0/8', ['10.0.0.0/8']],
    ['10.0.0.0/8, 172.16.0.0/12,192.0.2.10', ['10.0.0.0/8', '172.16.0.0/12', '192.0.2.10']],
    ['fd00::/8', ['fd00::/8']],
  ])('TRUST_PROXY=%s trusts %j', (value, expected) => {
    expect(loadConfig(value === undefined ? {} : { TRUST_PROXY: value }).trustProxy).toEqual(expected)
  })

  it('refuses TRUST_PROXY=true, saying what to write instead', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(
      /TRUST_PROXY: true would trust every X-Forwarded-For hop/,
    )
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/number of proxies/)
    expect(() => loadConfig({ TRUST_PROXY: 'the load balancer' })).toThrow(/TRUST_PROXY: must be a number/)
  })

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '127.0.0.1',
      DATA_DIR: '/var/lib/haat',
      DATABASE_URL: 'postgres://haat@db/haat',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      STATIC_DIR: 'build',
      SEED: 'false',
      FEED_CACHE: '0',
      RATE_LIMIT_MAX: '50',
      UNSERVICEABLE_PINCODES: '744101, 194',
    })
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      dataDir: '/var/lib/haat',
      databaseUrl: 'postgres://haat@db/haat',
      nodeEnv: 'production',
      logLevel: 'warn',
      staticDir: path.join(repoRoot, 'build'),
      seed: false,
      feedCache: false,
      rateLimitMax: 50,
      unserviceablePincodes: ['744101', '194'],
    })
  })

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['NODE_ENV', 'staging'],
    ['LOG_LEVEL', 'loud'],
    ['SEED', 'maybe'],
    ['DATABASE_URL', 'mysql://x'],
    ['RATE_LIMIT_MAX', '-1'],
    ['UNSERVICEABLE_PINCODES', '74410'],
    ['UNSERVICEABLE_PINCODES', '744101;194'],
  ])('names %s when it is %s', (variable, value) => {
    expect(() => loadConfig({ [variable]: value })).toThrow(ConfigError)
    expect(() => loadConfig({ [variable]: value })).toThrow(
      new RegExp(`^Invalid configuration:\\n  ${variable}: `),
    )
  })

  it('lists every bad variable at once', () => {
    try {
      loadConfig({ PORT: 'abc', NODE_ENV: 'staging' })
      expect.unreachable()
    } catch (error) {
      expect((error as Error).message).toContain('PORT: must be a port number')
      expect((error as Error).message).toContain('NODE_ENV: must be development, production or test')
    }
  })
})
