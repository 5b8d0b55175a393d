// The Content-Security-Policy header every renderer response carries. The policy itself is in
// src-shared/csp.ts, shared with the meta tag the renderer build writes into index.html.
import { CONTENT_SECURITY_POLICY } from '../src-shared/csp'

export { CONTENT_SECURITY_POLICY }

type HeaderMap = Record<string, string | string[]>

/** Returns the headers with any CSP the server sent replaced by ours (header names are case-insensitive). */
export function withCspHeader(headers: HeaderMap | undefined): HeaderMap {
  const out: HeaderMap = {}
  for (const [name, value] of Object.entries(headers ?? {})) {
    if (name.toLowerCase() !== 'content-security-policy') out[name] = value
  }
  out['Content-Security-Policy'] = [CONTENT_SECURITY_POLICY]
  return out
}
