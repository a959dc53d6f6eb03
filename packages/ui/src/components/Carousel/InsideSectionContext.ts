import { createContext } from 'react'

/**
 * True inside a labelled page section (FeedSection). A carousel there is a group, not a second region
 * landmark with the same name as its section (axe: landmark-unique).
 */
export const InsideSectionContext = createContext(false)
