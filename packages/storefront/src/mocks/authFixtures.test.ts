import { User } from '@haat/contract'
import { describe, expect, it } from 'vitest'
import { phoneShopper, shopper, shopperWithAddresses, verifiedShopper } from './authFixtures.ts'

describe('identity fixtures', () => {
  it.each(Object.entries({ shopper, verifiedShopper, phoneShopper, shopperWithAddresses }))(
    '%s is a User of the contract',
    (_name, user) => {
      expect(User.safeParse(user).error?.issues ?? []).toEqual([])
    },
  )
})
