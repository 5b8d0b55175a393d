// The one translation mechanism of the renderer: vue-i18n in Composition API mode. English is in
// the start-up bundle; German loads on first use. The chosen language is a setting (stores/settings)
// — before it is read, and on a first start, the browser's language decides (de-* → German).
// vue-i18n compiles messages just in time to an AST it interprets (no `new Function`), so the
// app's CSP (script-src 'self') holds; tests/e2e/csp.web.spec.ts checks it.
import { computed, toRaw, type ComputedRef } from 'vue'
import { createI18n } from 'vue-i18n'
import { isLocale, localeFromLanguageTag, type Locale } from '../../src-shared/locale'
import en from './messages/en'
import type { Messages } from './messages/schema'
import { startCopy } from '../platform/start-copy'

type Schema = typeof en

declare module 'vue-i18n' {
  // Typed keys for t(): the English messages are the schema.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefineLocaleMessage extends Schema {}
}

// The choice is stored with the other settings; a start-up copy lets the first paint already be in
// the chosen language (platform/start-copy.ts).
const localeCopy = startCopy('holotable.locale', isLocale)
/** Keeps the start-up copy of the chosen language. */
export function rememberLocale(locale: Locale): void {
  localeCopy.keep(locale)
}

export const i18n = createI18n<[Schema], Locale, false>({
  legacy: false,
  locale: 'en',
  fallbackLocale: 'en',
  messages: { en } as unknown as Record<Locale, Schema>,
  missingWarn: false,
  fallbackWarn: false,
})

/** vue-i18n's compiled message AST (minified keys): the node types the readers below know. */
const RESOURCE = 0
const MESSAGE = 2
const TEXT = 3
const NAMED = 4
type Node = { t?: number; type?: number; s?: unknown; static?: unknown; i?: unknown; items?: unknown }

// A message without arguments reads the same every time in one language, so its first translation
// is kept: a screen that draws again on each change (the timeline's rows, the game header) does not
// interpret the same message again every time (vue-i18n's t costs tens of µs a call). Reading the
// locale keeps the caller's reactivity (a switch of language draws it again). A key not found yet
// (its screen's messages not added yet) is not kept; messages are only ever added, never changed.
// A plain text (no argument, no plural, no link) is read straight from its compiled form, as vue-i18n
// itself would return it: the first screen's forty-odd messages cost no interpretation at all.
const plainTranslations = new Map<string, string>()
const translate = i18n.global.t
i18n.global.t = ((...args: unknown[]) => {
  const key = args[0]
  if (typeof key !== 'string') return (translate as (...a: unknown[]) => string)(...args)
  const locale = i18n.global.locale.value
  if (args.length === 2 && isNamed(args[1])) {
    // Text and named arguments only ("Export {title}"): filled in here, as vue-i18n would fill it.
    const text = fillIn(compiledBody(locale, key), args[1])
    return text ?? (translate as (...a: unknown[]) => string)(...args)
  }
  if (args.length !== 1) return (translate as (...a: unknown[]) => string)(...args)
  const id = `${locale}\u0000${key}`
  let text = plainTranslations.get(id)
  if (text === undefined) {
    text = plainOf(bodyOf(foundAt(locale, key))) ?? (translate as (k: string) => string)(key)
    if (text !== key) plainTranslations.set(id, text)
  }
  return text
}) as typeof translate

/**
 * What a language's messages hold at a key. In a browser vue-i18n keeps them in a deep ref, and
 * walking that to a key tracks every step and wraps each group it passes in a proxy (about 1.5 ms
 * of a start here), so the walk is made on the messages as stored. Messages are only ever added,
 * never changed, so what is found there stays as it was read; a key not found is looked for again
 * through the ref, so that a view that asked for it is drawn again when its messages are added.
 */
function foundAt(locale: Locale, key: string): unknown {
  const messages = i18n.global.getLocaleMessage(locale)
  return messageAt(toRaw(messages), key) ?? messageAt(messages, key)
}

/** Compiled message bodies found so far, by language and key (a list's rows ask for the same ones). */
const bodies = new Map<string, Node>()
function compiledBody(locale: Locale, key: string): Node | undefined {
  const id = `${locale}\u0000${key}`
  let body = bodies.get(id)
  if (body === undefined) {
    body = bodyOf(foundAt(locale, key))
    if (body !== undefined) bodies.set(id, body)
  }
  return body
}

/** The compiled body of a message (a message node, or a plural one), or undefined when not found. */
function messageBody(messages: unknown, key: string): Node | undefined {
  return bodyOf(messageAt(messages, key))
}

/** What the messages hold at a dotted key (a compiled message, a group, …), or undefined. */
function messageAt(messages: unknown, key: string): unknown {
  let node: unknown = messages
  for (const part of key.split('.')) {
    if (node === null || typeof node !== 'object') return undefined
    node = (node as Record<string, unknown>)[part]
  }
  return node
}

/** The body of a compiled message (its AST's root), or undefined for anything else (a group of messages). */
function bodyOf(node: unknown): Node | undefined {
  if (node === null || typeof node !== 'object') return undefined
  const root = node as Node & { b?: unknown; body?: unknown }
  if ((root.t ?? root.type) !== RESOURCE) return undefined
  const body = root.b ?? root.body
  return body === null || typeof body !== 'object' ? undefined : (body as Node)
}

/**
 * The text of a message that is plain text in its compiled form (vue-i18n's message AST: a message
 * node whose static text is set), or undefined (not found here, or it needs vue-i18n to format it).
 */
export function plainText(messages: unknown, key: string): string | undefined {
  return plainOf(messageBody(messages, key))
}
function plainOf(message: Node | undefined): string | undefined {
  if (message === undefined || (message.t ?? message.type) !== MESSAGE) return undefined
  const text = message.s ?? message.static
  return typeof text === 'string' ? text : undefined
}

/**
 * Whether the language in force has a message at this key (vue-i18n's `te`, found here without
 * parsing the key's path: the games' words ask for each of their pages on every start). Reads the
 * locale, so a caller's computed runs again when the language changes.
 */
export function hasMessage(key: string): boolean {
  return isMessage(foundAt(i18n.global.locale.value, key))
}

/** Whether the messages have a message (not a group of them) at this key: a text, compiled or not. */
export function messageIn(messages: unknown, key: string): boolean {
  return isMessage(messageAt(messages, key))
}
function isMessage(node: unknown): boolean {
  return typeof node === 'string' || typeof node === 'function' || bodyOf(node) !== undefined
}

function isNamed(x: unknown): x is Record<string, unknown> {
  return x !== null && typeof x === 'object' && Object.getPrototypeOf(x) === Object.prototype
}

/**
 * A message made only of text and named arguments ("Export {title}") with each argument given as a
 * string or a number, filled in; undefined for anything else (a plural, a link, a list argument, a
 * missing argument), which vue-i18n formats instead. Home's rows translate two such labels each.
 */
export function filledIn(messages: unknown, key: string, named: Record<string, unknown>): string | undefined {
  return fillIn(messageBody(messages, key), named)
}
function fillIn(message: Node | undefined, named: Record<string, unknown>): string | undefined {
  if (message === undefined || (message.t ?? message.type) !== MESSAGE) return undefined
  const plain = message.s ?? message.static
  if (typeof plain === 'string') return plain
  const items = message.i ?? message.items
  if (!Array.isArray(items)) return undefined
  let text = ''
  for (const item of items as {
    t?: number
    type?: number
    v?: unknown
    value?: unknown
    k?: unknown
    key?: unknown
  }[]) {
    const type = item.t ?? item.type
    const part = type === TEXT ? (item.v ?? item.value) : type === NAMED ? named[String(item.k ?? item.key)] : undefined
    if (typeof part === 'string') text += part
    else if (typeof part === 'number') text += String(part)
    else return undefined
  }
  return text
}

const loaded = new Set<Locale>(['en'])
async function loadMessages(locale: Locale): Promise<void> {
  if (loaded.has(locale)) return
  const messages: Messages = (await import('./messages/de')).default
  i18n.global.setLocaleMessage(locale, messages as unknown as Schema)
  loaded.add(locale)
}

/** The language in force now (reactive): formatters and shared-layer texts key on it. */
export const currentLocale: ComputedRef<Locale> = computed(() => i18n.global.locale.value)

/** The language asked for last: a switch whose messages come after a later switch is dropped. */
let wanted: Locale | undefined
/** Switches the whole app (no reload): loads the messages if needed, then `<html lang>` follows. */
export async function applyLocale(locale: Locale): Promise<void> {
  wanted = locale
  await loadMessages(locale)
  if (wanted !== locale) return
  i18n.global.locale.value = locale
  if (typeof document !== 'undefined') document.documentElement.lang = locale
}

/** The language a first start uses (the browser's or the system's). */
export function startLocale(): Locale {
  return localeCopy.read() ?? localeFromLanguageTag(typeof navigator === 'undefined' ? undefined : navigator.language)
}

/** For screens and composables: the current language (reactive, read-only). @public */
export function useLocale(): { locale: ComputedRef<Locale> } {
  return { locale: currentLocale }
}
