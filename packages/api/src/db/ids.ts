import { randomInt } from 'node:crypto'

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'
const ID_LENGTH = 20

/**
 * A new row's id: 20 alphanumeric characters, the style of every table's ids (the original data's document
 * ids), each drawn evenly from the system's random source.
 */
export function newDocumentId(): string {
  let id = ''
  for (let i = 0; i < ID_LENGTH; i++) id += ID_ALPHABET[randomInt(ID_ALPHABET.length)]
  return id
}
