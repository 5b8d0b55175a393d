import type en from './en'

/** The same keys with any strings: what a translation must provide, no key more or less. */
type Shape<T> = { readonly [K in keyof T]: T[K] extends string ? string : Shape<T[K]> }
export type Messages = Shape<typeof en>
