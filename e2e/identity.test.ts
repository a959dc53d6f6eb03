// Identity journeys on the built app served by `npm start` with a fresh data folder: sign up
// by e-mail, sign in, log out, sign in by OTP as a new number (the code read from the development
// outbox), personal details, My Account; and a protected route that sends a visitor to /login and back.
import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import type { Answer } from '@haat/contract'
import type { Page } from 'playwright-core'
import { DEMO, signInWithEmail, useAppAndBrowser, waitUntil } from './support.ts'

const PASSWORD = 'Haat@2026x'

// The outbox (OTPs readable at /api/dev/outbox) exists outside production only.
const journey = useAppAndBrowser({ env: { NODE_ENV: 'development' } })

/** Digits unique to this run, so a rerun on a kept database does not collide. */
const unique = () => String(Date.now()).slice(-8)

async function pathAfter(page: Page, expected: string | RegExp): Promise<void> {
  await waitUntil(`the page is at ${expected} (now ${page.url()})`, async () => {
    const path = decodeURIComponent(new URL(page.url()).pathname + new URL(page.url()).search)
    return typeof expected === 'string' ? path === expected : expected.test(path)
  })
}

async function newPage(width = 1366): Promise<Page> {
  return journey.browser.newPage({ viewport: { width, height: 900 }, reducedMotion: 'reduce' })
}

const storedToken = (page: Page) => page.evaluate(() => window.localStorage.getItem('authToken'))

/** Opens the header's account menu and logs out, answering the confirmation with Yes. */
async function logOutFromHeader(page: Page, name: string): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('button', { name: new RegExp(name) })
    .click()
  await page.getByRole('menuitem', { name: 'Logout' }).click()
  const dialog = page.getByRole('dialog', { name: 'Are you sure you want to log out?' })
  await dialog.getByRole('button', { name: 'Yes' }).click()
}

/** The code of the newest SMS to `to` (the outbox lists newest first), once there are `count` of them. */
async function latestCode(to: string, count = 1): Promise<string> {
  let code: string | undefined
  await waitUntil(`${count} SMS to ${to} are in the outbox`, async () => {
    const answer = await fetch(`${journey.app.baseUrl}/api/dev/outbox?to=${to}`)
    assert.equal(answer.status, 200, `GET /api/dev/outbox answered ${answer.status}`)
    const sms = ((await answer.json()) as Answer<'devOutbox'>).messages.filter((m) => m.channel === 'sms')
    code = sms.length >= count ? sms[0]?.body.match(/\b\d{6}\b/)?.[0] : undefined
    return code !== undefined
  })
  return code as string
}

describe('identity on the built app', () => {
  test('a protected route sends a visitor to /login and back there after signing in', async () => {
    const page = await newPage()
    await page.goto(`${journey.app.baseUrl}/my-account?section=personal-information`)
    await pathAfter(page, '/login')
    await signInWithEmail(page, DEMO.email, DEMO.password)
    await pathAfter(page, '/my-account?section=personal-information')
    await page.getByRole('heading', { name: 'Personal Information' }).first().waitFor()
    assert.ok(await storedToken(page), 'the token is stored')
    const expiry = Number(await page.evaluate(() => window.localStorage.getItem('tokenExpiry')))
    assert.ok(Math.abs(expiry - Date.now() - 3_600_000) < 120_000, 'tokenExpiry is about an hour ahead')
    await page.close()
  })

  test('a session the server no longer accepts (401) signs the shopper out', async () => {
    const page = await newPage()
    await page.goto(`${journey.app.baseUrl}/login`)
    await signInWithEmail(page, DEMO.email, DEMO.password)
    await pathAfter(page, '/')
    const token = await storedToken(page)
    assert.ok(token)
    // Revoked elsewhere (another tab's logout, say): the next bearer call answers 401.
    const revoked = await fetch(`${journey.app.baseUrl}/api/logout`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: '{}',
    })
    assert.equal(revoked.status, 200)
    // The stored expiry still lies ahead, so only the server's 401 can tell the app.
    await page.goto(`${journey.app.baseUrl}/my-account`)
    await pathAfter(page, '/login')
    assert.equal(await storedToken(page), null, 'the 401 removed the token')
    assert.equal(await page.evaluate(() => window.localStorage.getItem('tokenExpiry')), null)
    await page.close()
  })

  test('a wrong password says "Incorrect email or password"', async () => {
    const page = await newPage(390)
    await page.goto(`${journey.app.baseUrl}/login`)
    await signInWithEmail(page, DEMO.email, 'Wrong@1234')
    await page.getByText('Incorrect email or password').waitFor()
    assert.equal(await storedToken(page), null)
    await page.close()
  })

  test('sign up by e-mail, sign in, log out', async () => {
    const id = unique()
    const email = `e2e.${id}@haat.example`
    const name = 'Meera Iyer'
    const page = await newPage()
    await page.goto(`${journey.app.baseUrl}/sign-up-with-email`)
    const main = page.locator('main')
    await main.getByRole('textbox', { name: /^Full Name/ }).fill(name)
    await main.getByRole('textbox', { name: /^Email/ }).fill(email)
    await main.getByRole('textbox', { name: /^Phone Number/ }).fill(`70${id}`)
    await main.getByLabel(/^Password/).fill(PASSWORD)
    await main.getByLabel(/^Confirm Password/).fill(PASSWORD)
    await main.getByRole('button', { name: 'Create Account' }).click()
    await pathAfter(page, '/login')
    // The login card says the account was created (it used to land there without a word).
    await page.locator('main').getByRole('status').getByText('Account created. Please sign in.').waitFor()

    await signInWithEmail(page, email, PASSWORD)
    await pathAfter(page, '/')
    await page.getByRole('navigation', { name: 'Main' }).getByText(name).waitFor()

    // The same e-mail again is refused under the e-mail field.
    const again = await newPage()
    await again.goto(`${journey.app.baseUrl}/sign-up-with-email`)
    const form = again.locator('main')
    await form.getByRole('textbox', { name: /^Full Name/ }).fill(name)
    await form.getByRole('textbox', { name: /^Email/ }).fill(email)
    await form.getByRole('textbox', { name: /^Phone Number/ }).fill(`71${id}`)
    await form.getByLabel(/^Password/).fill(PASSWORD)
    await form.getByLabel(/^Confirm Password/).fill(PASSWORD)
    await form.getByRole('button', { name: 'Create Account' }).click()
    await form.getByText('Email Already Exist').waitFor()
    await again.close()

    const token = await storedToken(page)
    await logOutFromHeader(page, name)
    await pathAfter(page, '/login')
    assert.equal(await storedToken(page), null, 'logout clears the token')
    // The revoked token no longer works on the server.
    const answer = await fetch(`${journey.app.baseUrl}/api/user-details`, {
      headers: { Authorization: `Bearer ${token}` },
    })
    assert.equal(answer.status, 401, 'the logged-out token is revoked')
    await page.close()
  })

  test('sign in by OTP as a new number (a wrong code, the 30-second timer and Resend OTP first), fill the personal details, reach /my-account', async () => {
    const number = `9${unique()}1`.slice(0, 10)
    const page = await newPage(390)
    await page.goto(`${journey.app.baseUrl}/sign-with-otp`)
    const main = page.locator('main')
    await main.getByRole('textbox', { name: /Mobile Number/ }).fill(number)
    await main.getByRole('button', { name: 'GET OTP' }).click()
    await pathAfter(page, new RegExp(`^/otp-snd/${number}/.+`))
    await main.getByRole('heading', { name: 'Verify Your Number' }).waitFor()

    // A wrong code first.
    const code = await latestCode(number)
    const wrong = code === '000000' ? '111111' : '000000'
    await main.getByRole('textbox').first().click()
    await page.keyboard.type(wrong)
    await main.getByRole('button', { name: 'Verify OTP' }).click()
    await main.getByText('Incorrect OTP').waitFor()

    // After 30 seconds the code can no longer be entered; Resend OTP asks for a new one (the server also
    // refuses a resend sooner than that) and the timer starts again on the new otpSession.
    const firstSession = new URL(page.url()).pathname.split('/').at(-1)
    await main.getByText('Time exceeded').waitFor({ timeout: 40_000 })
    await main.getByRole('button', { name: 'Resend OTP' }).click()
    await waitUntil('the OTP entry moved to a new otpSession', async () => {
      const session = new URL(page.url()).pathname.split('/').at(-1)
      return page.url().includes('/otp-snd/') && session !== firstSession
    })
    await main.getByRole('timer').waitFor()
    assert.match((await main.getByRole('timer').textContent()) ?? '', /00:(30|29|28)/)
    const newCode = await latestCode(number, 2)
    await main.getByRole('textbox').first().click()
    await page.keyboard.type(newCode)
    await main.getByRole('button', { name: 'Verify OTP' }).click()
    await pathAfter(page, `/sign-up-with-email-personal-detail/${number}`)

    await main.getByRole('textbox', { name: /^Name/ }).fill('Ravi Kumar')
    await main.getByRole('textbox', { name: /^Email/ }).fill(`otp.${number}@haat.example`)
    await main.getByRole('button', { name: 'Continue to Home' }).click()
    await pathAfter(page, '/')
    assert.ok(await storedToken(page), 'the personal details sign the new shopper in')

    // /my-account alone opens the dashboard; Personal Information is its own section.
    await page.goto(`${journey.app.baseUrl}/my-account?section=personal-information`)
    await pathAfter(page, '/my-account?section=personal-information')
    await main.getByRole('heading', { name: 'Personal Information' }).first().waitFor()
    assert.equal(await main.getByRole('textbox', { name: /^Full Name/ }).inputValue(), 'Ravi Kumar')
    await page.close()
  })

  test('the identity screens fit a 390 px phone without horizontal scrolling', async () => {
    const page = await newPage(390)
    for (const path of [
      '/login',
      '/sign-with-otp',
      '/sign-up-with-email',
      '/forget-password',
      '/otp-snd/9876543210/x',
    ]) {
      await page.goto(`${journey.app.baseUrl}${path}`)
      await page.locator('main').getByRole('heading', { level: 1 }).waitFor()
      const { scrollWidth, innerWidth } = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        innerWidth: window.innerWidth,
      }))
      assert.ok(scrollWidth <= innerWidth, `${path} is ${scrollWidth} px wide in a ${innerWidth} px window`)
    }
    await page.close()
  })
})
