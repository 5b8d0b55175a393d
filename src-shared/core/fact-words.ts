// What checkCorrection (facts.ts) says when a typed correction is refused, in the interface
// language. Fact labels are the games' own data; these are the sentences around them.
import type { Locale } from '../locale'

const EN = {
  enterValue: (label: string) => `Enter a value for ${label}.`,
  eachBetween: (min: string, max: string) => `each number must be between ${min} and ${max}`,
  theBetween: (min: string, max: string) => `the number must be between ${min} and ${max}`,
  wholeNumber: (raw: string) => `enter a whole number (you typed “${raw}”)`,
  wholeNumbers: (raw: string) => `enter whole numbers separated by commas (you typed “${raw}”)`,
  exactly: (n: number, got: number) => `enter exactly ${n} numbers (you entered ${got})`,
  sum: (sum: number, total: number) => `the numbers must add up to ${sum} (they add up to ${total})`,
}

const DE: typeof EN = {
  enterValue: (label: string) => `Gib einen Wert für ${label} ein.`,
  eachBetween: (min: string, max: string) => `jede Zahl muss zwischen ${min} und ${max} liegen`,
  theBetween: (min: string, max: string) => `die Zahl muss zwischen ${min} und ${max} liegen`,
  wholeNumber: (raw: string) => `gib eine ganze Zahl ein (du hast „${raw}“ eingegeben)`,
  wholeNumbers: (raw: string) => `gib ganze Zahlen durch Kommas getrennt ein (du hast „${raw}“ eingegeben)`,
  exactly: (n: number, got: number) => `gib genau ${n} Zahlen ein (du hast ${got} eingegeben)`,
  sum: (sum: number, total: number) => `die Zahlen müssen zusammen ${sum} ergeben (sie ergeben ${total})`,
}

export function factWords(locale: Locale | undefined): typeof EN {
  return locale === 'de' ? DE : EN
}
