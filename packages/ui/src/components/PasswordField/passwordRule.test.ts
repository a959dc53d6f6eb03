import { describe, expect, it } from 'vitest'
import { isTenDigitPhone, isValidEmail, keepDigits, keepLettersAndSpaces } from '../SignUpForm/validation.ts'
import {
  PASSWORD_MISMATCH_MESSAGE,
  PASSWORD_RULE_MESSAGE,
  passwordRule,
  passwordsMatch,
  validatePassword,
} from './passwordRule.ts'

describe('passwordRule', () => {
  it.each(['Abcdef1@', 'Str0ng#Pass', 'aA1=aaaa', 'ZZZzzz9^'])('accepts %s', (password) => {
    expect(passwordRule.test(password)).toBe(true)
    expect(validatePassword(password)).toBeUndefined()
  })

  it.each([
    ['too short', 'Ab1@abc'],
    ['no uppercase', 'abcdef1@'],
    ['no lowercase', 'ABCDEF1@'],
    ['no digit', 'Abcdefg@'],
    ['no special character', 'Abcdefg1'],
    ['a special character outside @#$%^&+=', 'Abcdef1!'],
    ['a space', 'Abc def1@'],
    ['empty', ''],
  ])('rejects a password with %s', (_, password) => {
    expect(passwordRule.test(password)).toBe(false)
    expect(validatePassword(password)).toBe(PASSWORD_RULE_MESSAGE)
  })

  it('has the exact message of the specification', () => {
    expect(PASSWORD_RULE_MESSAGE).toBe(
      'Password must be at least 8 characters long, include one uppercase letter, one lowercase letter, one number, and one special character.',
    )
  })
})

describe('passwordsMatch', () => {
  it('is silent when both are equal and names the mismatch otherwise', () => {
    expect(passwordsMatch('Abcdef1@', 'Abcdef1@')).toBeUndefined()
    expect(passwordsMatch('Abcdef1@', 'Abcdef1#')).toBe('Password and confirm password are not the same.')
    expect(PASSWORD_MISMATCH_MESSAGE).toBe('Password and confirm password are not the same.')
  })
})

describe('field rules', () => {
  it('wants an @ and a dot in the domain', () => {
    expect(isValidEmail('priya@example.in')).toBe(true)
    expect(isValidEmail('priya@example')).toBe(false)
    expect(isValidEmail('priya.example.in')).toBe(false)
    expect(isValidEmail('pri ya@example.in')).toBe(false)
  })

  it('wants exactly ten digits for a phone', () => {
    expect(isTenDigitPhone('9876543210')).toBe(true)
    expect(isTenDigitPhone('987654321')).toBe(false)
    expect(isTenDigitPhone('98765432100')).toBe(false)
    expect(isTenDigitPhone('98765-4321')).toBe(false)
  })

  it('keeps only letters and spaces in a name, in any script', () => {
    expect(keepLettersAndSpaces('Priya123 Sharma!')).toBe('Priya Sharma')
    expect(keepLettersAndSpaces('प्रिया शर्मा')).toBe('प्रिया शर्मा')
  })

  it('keeps only digits up to a length', () => {
    expect(keepDigits('+91 98765-43210', 10)).toBe('9198765432')
    expect(keepDigits('ab12')).toBe('12')
  })
})
