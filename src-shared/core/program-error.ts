// Whether an error was raised by the program itself ("Cannot read properties of undefined") rather
// than thrown by the app with a reason a player can read. The first says nothing to a player.

/** JavaScript's own RangeErrors ("Invalid array length"); the app's own say what is wrong. */
const ENGINE_RANGE = /^(Invalid |Maximum call stack)|argument must be/
const PROGRAM_ERRORS = [TypeError, ReferenceError, SyntaxError, EvalError, URIError]

export function isProgramError(err: unknown): boolean {
  if (!(err instanceof Error)) return true
  if (err instanceof RangeError) return ENGINE_RANGE.test(err.message)
  return PROGRAM_ERRORS.some((kind) => err instanceof kind)
}
