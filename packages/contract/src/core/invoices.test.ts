import { describe, expect, it } from 'vitest'
import {
  amountInWords,
  financialYearOf,
  gstinCheckCharacter,
  gstStateCodeOf,
  INVOICE_NUMBER_MAX,
  indianNumberInWords,
  invoiceAvailable,
  invoiceLineTax,
  invoiceNumberOf,
  invoiceTotals,
  isIntraStateSupply,
  isSameState,
  isValidGstin,
  placeOfSupplyLabel,
} from './invoices.ts'

describe('when an invoice exists', () => {
  it('is issued from Shipped to Delivered, not while processing nor once cancelled', () => {
    expect([0, 1, 2, 3, 4, 5, -1].map(invoiceAvailable)).toEqual([
      false,
      true,
      true,
      true,
      false,
      false,
      false,
    ])
  })
})

describe('GST on a line', () => {
  it('takes the taxable value out of the price paid and splits the tax in halves within a state', () => {
    // ₹1,180 at 18%: ₹1,000 taxable, ₹90 + ₹90.
    expect(invoiceLineTax(118_000, 18, true)).toEqual({
      taxablePaise: 100_000,
      cgstPaise: 9_000,
      sgstPaise: 9_000,
      igstPaise: 0,
      totalPaise: 118_000,
    })
  })

  it('charges IGST alone between states', () => {
    expect(invoiceLineTax(118_000, 18, false)).toEqual({
      taxablePaise: 100_000,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 18_000,
      totalPaise: 118_000,
    })
  })

  it('rounds the taxable value to the paisa and keeps the line equal to what was paid', () => {
    // ₹499 at 5%: 49900 × 100 / 105 = 47523.8 → 47524; tax 2376 split 1188 + 1188.
    const line = invoiceLineTax(49_900, 5, true)
    expect(line.taxablePaise).toBe(47_524)
    expect(line.cgstPaise + line.sgstPaise).toBe(2_376)
    // ₹99.99 at 12%: 9999 × 100 / 112 = 8927.7 → 8928; tax 1071: odd, the extra paisa to SGST.
    const odd = invoiceLineTax(9_999, 12, true)
    expect(odd).toMatchObject({ taxablePaise: 8_928, cgstPaise: 535, sgstPaise: 536 })
    for (const paid of [1, 3, 999, 12_345, 9_999_999]) {
      for (const rate of [0, 3, 5, 12, 18, 28]) {
        for (const intra of [true, false]) {
          const l = invoiceLineTax(paid, rate, intra)
          expect(l.taxablePaise + l.cgstPaise + l.sgstPaise + l.igstPaise).toBe(paid)
          expect(Math.abs(l.cgstPaise - l.sgstPaise)).toBeLessThanOrEqual(1)
        }
      }
    }
  })

  it('has no tax at 0%', () => {
    expect(invoiceLineTax(25_000, 0, false)).toMatchObject({ taxablePaise: 25_000, igstPaise: 0 })
  })

  it('refuses amounts that are not whole paise', () => {
    expect(() => invoiceLineTax(10.5, 5, true)).toThrow(RangeError)
    expect(() => invoiceLineTax(-1, 5, true)).toThrow(RangeError)
  })

  it('totals every column over the lines', () => {
    const lines = [invoiceLineTax(118_000, 18, true), invoiceLineTax(49_900, 5, true)]
    expect(invoiceTotals(lines)).toEqual({
      taxablePaise: 147_524,
      cgstPaise: 9_000 + 1_188,
      sgstPaise: 9_000 + 1_188,
      igstPaise: 0,
      totalPaise: 167_900,
    })
    expect(invoiceTotals([])).toEqual({
      taxablePaise: 0,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 0,
      totalPaise: 0,
    })
  })
})

describe('the place of supply', () => {
  it('knows a state by any of its spellings', () => {
    expect(gstStateCodeOf('Maharashtra')).toBe('27')
    expect(gstStateCodeOf('MAHARASHTRA')).toBe('27')
    expect(gstStateCodeOf(' andaman & nicobar  islands ')).toBe('35')
    expect(gstStateCodeOf('Orissa')).toBe('21')
    expect(gstStateCodeOf('Pondicherry')).toBe('34')
    expect(gstStateCodeOf('Telangana')).toBe('36')
    expect(gstStateCodeOf('Atlantis')).toBeNull()
  })

  it('is within the state when both codes match, however the names are written', () => {
    expect(isIntraStateSupply('Maharashtra', 'maharashtra')).toBe(true)
    expect(isIntraStateSupply('Chattisgarh', 'Chhattisgarh')).toBe(true)
    expect(isIntraStateSupply('Maharashtra', 'Karnataka')).toBe(false)
    expect(isIntraStateSupply('Atlantis', 'Karnataka')).toBe(false)
    expect(isIntraStateSupply('', '')).toBe(false)
  })

  it('matches one state however an address spells it', () => {
    expect(isSameState('Orissa', 'ODISHA')).toBe(true)
    expect(isSameState('Andaman & Nicobar Islands', 'andaman and  nicobar islands')).toBe(true)
    expect(isSameState('Telangana', 'Andhra Pradesh')).toBe(false)
    expect(isSameState('Atlantis', ' atlantis ')).toBe(true)
    expect(isSameState('Atlantis', 'Karnataka')).toBe(false)
  })

  it('is written with its state code', () => {
    expect(placeOfSupplyLabel('Karnataka')).toBe('Karnataka (29)')
    expect(placeOfSupplyLabel('Atlantis')).toBe('Atlantis')
  })
})

describe('amounts in words', () => {
  it('counts in thousands, lakhs and crores', () => {
    expect(indianNumberInWords(0)).toBe('Zero')
    expect(indianNumberInWords(15)).toBe('Fifteen')
    expect(indianNumberInWords(105)).toBe('One Hundred Five')
    expect(indianNumberInWords(1_180)).toBe('One Thousand One Hundred Eighty')
    expect(indianNumberInWords(1_00_000)).toBe('One Lakh')
    expect(indianNumberInWords(12_34_567)).toBe('Twelve Lakh Thirty Four Thousand Five Hundred Sixty Seven')
    expect(indianNumberInWords(1_00_00_000)).toBe('One Crore')
    expect(indianNumberInWords(99_99_99_999)).toBe(
      'Ninety Nine Crore Ninety Nine Lakh Ninety Nine Thousand Nine Hundred Ninety Nine',
    )
    expect(indianNumberInWords(150_00_00_000)).toBe('One Hundred Fifty Crore')
  })

  it('writes rupees and paise the way an invoice does', () => {
    expect(amountInWords(167_900)).toBe('Rupees One Thousand Six Hundred Seventy Nine Only')
    expect(amountInWords(12_34_567_89)).toBe(
      'Rupees Twelve Lakh Thirty Four Thousand Five Hundred Sixty Seven and Eighty Nine Paise Only',
    )
    expect(amountInWords(50)).toBe('Rupees Zero and Fifty Paise Only')
    expect(amountInWords(0)).toBe('Rupees Zero Only')
    expect(() => amountInWords(1.5)).toThrow(RangeError)
  })
})

describe('invoice numbers', () => {
  it('counts the financial year from April, in India time', () => {
    expect(financialYearOf(new Date('2026-04-01T00:00:00+05:30'))).toBe(2026)
    expect(financialYearOf(new Date('2026-03-31T23:00:00+05:30'))).toBe(2025)
    // 31 March 20:00 UTC is already 1 April in India.
    expect(financialYearOf(new Date('2026-03-31T20:00:00Z'))).toBe(2026)
    expect(financialYearOf(new Date('2027-01-15T12:00:00Z'))).toBe(2026)
  })

  it('names the seller, the year and the serial within GST’s 16 characters', () => {
    expect(invoiceNumberOf('k3x9abcd', 2026, 17)).toBe('K3X9/26-27/17')
    expect(invoiceNumberOf('a-b', 2099, 1)).toBe('ABXX/99-00/1')
    expect(invoiceNumberOf('abcd', 2026, 99_999)).toHaveLength(INVOICE_NUMBER_MAX)
  })
})

describe('GSTINs', () => {
  it('checks the last character with GSTN’s scheme', () => {
    // A GSTIN printed on public invoices.
    expect(gstinCheckCharacter('27AAPFU0939F1Z')).toBe('V')
    expect(isValidGstin('27AAPFU0939F1ZV')).toBe(true)
    expect(isValidGstin('27AAPFU0939F1ZW')).toBe(false)
    expect(isValidGstin('99AAPFU0939F1Z6')).toBe(false)
    expect(isValidGstin('27aapfu0939f1zv')).toBe(false)
    expect(gstinCheckCharacter('27AAPFU0939F1')).toBeNull()
  })
})
