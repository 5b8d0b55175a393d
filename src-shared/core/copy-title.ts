// The title of a game kept beside the one it clashes with (an import's "Keep both"). It must differ
// from every title in the library, or Home lists two games no one can tell apart: "X (copy)", then
// "X (copy 2)", "X (copy 3)"… in the interface language. A copy of a copy counts on from the
// original's title ("X (copy)" gives "X (copy 2)") instead of piling up "X (copy) (copy)".
import type { Locale } from '../locale'

const COPY: Record<Locale, string> = { en: 'copy', de: 'Kopie' }

// Either language's suffix, so a file titled in the other language still counts on from its original.
const SUFFIX = /^(.*\S) \((?:copy|Kopie)(?: \d+)?\)$/

/** The first of "base (copy)", "base (copy 2)"… that no title in `taken` has. */
export function copyTitle(title: string, taken: ReadonlySet<string>, locale: Locale = 'en'): string {
  const base = SUFFIX.exec(title)?.[1] ?? title
  const word = COPY[locale]
  for (let n = 1; ; n++) {
    const candidate = n === 1 ? `${base} (${word})` : `${base} (${word} ${n})`
    if (!taken.has(candidate)) return candidate
  }
}
