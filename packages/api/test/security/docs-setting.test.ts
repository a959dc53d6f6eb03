import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from '../../src/config.ts'
import { makeTestApp, type TestApp } from '../http/fixture.ts'

describe('API_DOCS', () => {
  it.each([
    [{ NODE_ENV: 'development' }, true],
    [{ NODE_ENV: 'test' }, true],
    [{ NODE_ENV: 'production' }, false],
    [{ NODE_ENV: 'production', API_DOCS: 'true' }, true],
    [{ NODE_ENV: 'production', API_DOCS: '1' }, true],
    [{ NODE_ENV: 'development', API_DOCS: 'false' }, false],
    [{ NODE_ENV: 'development', API_DOCS: 'no' }, false],
  ])('%j serves the docs: %s', (env, served) => {
    expect(loadConfig(env).apiDocs).toBe(served)
  })

  it('refuses a value that is not a switch, naming the variable', () => {
    expect(() => loadConfig({ API_DOCS: 'maybe' })).toThrow(ConfigError)
    expect(() => loadConfig({ API_DOCS: 'maybe' })).toThrow(/API_DOCS: must be true or false/)
  })
})

describe.each([
  [true, 200],
  [false, 404],
])('with apiDocs %s', (apiDocs, status) => {
  let t: TestApp
  beforeAll(async () => {
    t = await makeTestApp({ seed: false, config: { apiDocs } })
  })
  afterAll(() => t?.close())

  it(`/api/docs and its OpenAPI document answer ${status}`, async () => {
    for (const url of ['/api/docs', '/api/docs/', '/api/docs/json', '/api/docs/yaml']) {
      const answer = await t.app.inject({ url, headers: { accept: 'text/html' } })
      expect(answer.statusCode, url).toBe(status)
      if (status === 404) expect(answer.json(), url).toEqual({ message: 'Not found' })
    }
  })

  it('the document is still built inside the server (the fuzz test walks it)', () => {
    const document = t.app.swagger() as { paths: Record<string, unknown> }
    expect(Object.keys(document.paths)).toContain('/api/getOneSeller')
  })
})
