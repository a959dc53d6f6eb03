// The forms of @haat/ui show the same texts the API validates with: a drift between the two would show a
// shopper one message on the page and another from the server. ui may not import the contract (it takes
// plain props and knows no wire format), so the app, which imports both, holds the two to each other.
import * as contract from '@haat/contract/core'
import * as ui from '@haat/ui'
import {
  EMAIL_REQUIRED_MESSAGE,
  PASSWORD_MISMATCH_MESSAGE,
  PASSWORD_REQUIRED_MESSAGE,
  PASSWORD_RULE_MESSAGE,
  passwordRule,
  RESET_LINK_INVALID_MESSAGE,
} from '@haat/ui'
import { describe, expect, it } from 'vitest'

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
