export const MIN_NODE: [number, number, number]
export const MIN_NODE_TEXT: string
export const RECOMMENDED_NODE: string
export function parseVersion(text: string): [number, number, number] | null
export function isAtLeast(version: readonly number[], minimum: readonly number[]): boolean
export function nodeVersionProblem(version: string): string | null
