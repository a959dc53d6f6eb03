import type { OutputChunk } from 'rolldown'
import type { ScreenModule } from '../src/app/screenModules.ts'

/**
 * The modules under src/ a page opens with, in the order the app asks for them: the module that starts its
 * first calls, its screen, then the lazy parts of its first screen.
 */
export function openingModules(screen: ScreenModule): string[] {
  return [...(screen.firstCalls ? [screen.firstCalls] : []), screen.file, ...(screen.firstScreenParts ?? [])]
}

/** The file names of a chunk and of every chunk it imports statically, however deep. */
export function staticClosure(
  start: OutputChunk,
  byFile: ReadonlyMap<string, OutputChunk>,
  into = new Set<string>(),
): Set<string> {
  if (into.has(start.fileName)) return into
  into.add(start.fileName)
  for (const imported of start.imports) {
    const chunk = byFile.get(imported)
    if (chunk) staticClosure(chunk, byFile, into)
  }
  return into
}
