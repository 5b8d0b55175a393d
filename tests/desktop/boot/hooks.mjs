// Module resolution hook: 'electron' → ./electron-stub.mjs. Everything else resolves as usual.
const stub = new URL('./electron-stub.mjs', import.meta.url).href

export async function resolve(specifier, context, nextResolve) {
  if (specifier === 'electron') return { url: stub, shortCircuit: true }
  return nextResolve(specifier, context)
}
