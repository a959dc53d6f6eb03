import { describe, expect, it } from 'vitest'
import { cutText } from './text.ts'

describe('cutText', () => {
  it('keeps the first 102 characters of a longer text and adds an ellipsis', () => {
    const text = `${'a'.repeat(102)}bcdef`
    expect(cutText(text, 102)).toBe(`${'a'.repeat(102)}…`)
    expect(cutText('x'.repeat(103), 102)).toBe(`${'x'.repeat(102)}…`)
  })

  it('leaves text of 102 characters or fewer untouched', () => {
    expect(cutText('Soft cotton kurta', 102)).toBe('Soft cotton kurta')
    const exact = 'b'.repeat(102)
    expect(cutText(exact, 102)).toBe(exact)
    expect(cutText('', 102)).toBe('')
    // 50 characters a reader sees, in 200 UTF-16 units.
    const emoji = '👍🏽'.repeat(50)
    expect(cutText(emoji, 102)).toBe(emoji)
  })

  it('cuts accented Latin text at the same place as the grapheme count would', () => {
    const text = `${'é'.repeat(60)} ${'ñ'.repeat(60)}`
    expect(cutText(text, 102)).toBe(`${'é'.repeat(60)} ${'ñ'.repeat(41)}…`)
    // A combining accent makes one character of two units: still counted as one.
    const combined = 'e\u0301'.repeat(103)
    expect(cutText(combined, 102)).toBe(`${'e\u0301'.repeat(102)}…`)
  })

  it('drops the spaces and the punctuation before the ellipsis', () => {
    expect(cutText(`${'w'.repeat(100)}  tail`, 102)).toBe(`${'w'.repeat(100)}…`)
    expect(cutText(`${'w'.repeat(100)}. Next sentence`, 102)).toBe(`${'w'.repeat(100)}…`)
    expect(cutText(`${'w'.repeat(101)}, more`, 102)).toBe(`${'w'.repeat(101)}…`)
  })

  it('counts what a reader sees as one character: an emoji or an Indic syllable is never split', () => {
    expect(cutText('👍🏽'.repeat(103), 102)).toBe(`${'👍🏽'.repeat(102)}…`)
    const hindi = 'नमस्ते दुनिया '.repeat(20)
    const cut = cutText(hindi, 102)
    expect(cut.endsWith('…')).toBe(true)
    expect(hindi.startsWith(cut.slice(0, -1))).toBe(true)
    // The kept part ends on a whole syllable: the next character of the original is not a combining mark.
    expect(hindi.slice(cut.length - 1)).not.toMatch(/^\p{M}/u)
  })
})
