// Text people type (player names, game titles) as the app keeps and compares it.
//
// Stored names are NFC (so "é" typed as one character or as e + accent is the same name) and carry
// no invisible characters that change nothing a person can see but the comparison: zero-width
// spaces, word joiners, byte-order marks — nor bidi control characters, so a right-to-left override
// inside one name cannot reverse the sentence around it. Duplicate checks also ignore case and the
// zero-width (non-)joiners.

/** Zero-width space, word joiner, BOM; LRE/RLE/PDF/LRO/RLO; LRI/RLI/FSI/PDI; LRM/RLM/ALM. */
const INVISIBLE = /[\u200B\u2060\uFEFF\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/g
const JOINERS = /[\u200C\u200D]/g

/** The name as stored: NFC, invisible and bidi control characters removed, spaces collapsed and trimmed. */
export function cleanName(text: string): string {
  return text.normalize('NFC').replace(INVISIBLE, '').replace(/\s+/g, ' ').trim()
}

/** What two names are compared by: the clean name without joiners, in lower case. */
export function nameKey(text: string): string {
  return cleanName(text).replace(JOINERS, '').toLocaleLowerCase()
}
