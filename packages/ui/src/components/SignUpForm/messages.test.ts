// The forms show the same texts the API validates with: a drift between the two would show a shopper
// one message on the page and another from the server.
import * as contract from '@haat/contract'
import { describe, expect, it } from 'vitest'
import { EMAIL_REQUIRED_MESSAGE } from '../ForgotPasswordForm/ForgotPasswordForm.tsx'
import { PASSWORD_REQUIRED_MESSAGE } from '../LoginForm/LoginForm.tsx'
import {
  PASSWORD_MISMATCH_MESSAGE,
  PASSWORD_RULE_MESSAGE,
  passwordRule,
} from '../PasswordField/passwordRule.ts'
import { RESET_LINK_INVALID_MESSAGE } from '../ResetPasswordForm/ResetPasswordForm.tsx'
import * as ui from './validation.ts'

describe('identity texts of @haat/ui and @haat/contract', () => {
  it('are the same', () => {
    expect(PASSWORD_RULE_MESSAGE).toBe(contract.PASSWORD_RULE_MESSAGE)
    expect(PASSWORD_MISMATCH_MESSAGE).toBe(contract.PASSWORD_MISMATCH_MESSAGE)
    expect(ui.PHONE_MESSAGE).toBe(contract.PHONE_MESSAGE)
    expect(ui.EMAIL_MESSAGE).toBe(contract.EMAIL_MESSAGE)
    expect(ui.NAME_LETTERS_MESSAGE).toBe(contract.NAME_MESSAGE)
    expect(ui.NAME_REQUIRED_MESSAGE).toBe(contract.NAME_REQUIRED_MESSAGE)
    expect(ui.PROFILE_EMAIL_MESSAGE).toBe(contract.PROFILE_EMAIL_MESSAGE)
    expect(ui.PROFILE_PHONE_MESSAGE).toBe(contract.PROFILE_PHONE_MESSAGE)
    expect(EMAIL_REQUIRED_MESSAGE).toBe(contract.EMAIL_REQUIRED_MESSAGE)
    expect(PASSWORD_REQUIRED_MESSAGE).toBe(contract.PASSWORD_REQUIRED_MESSAGE)
    expect(RESET_LINK_INVALID_MESSAGE).toBe(contract.RESET_LINK_INVALID_MESSAGE)
  })

  it('use the same password rule', () => {
    expect(passwordRule.source).toBe(contract.PASSWORD_PATTERN.source)
  })
})
