// The Content-Security-Policy every renderer response carries. Inline styles stay allowed because
// Vue's transitions and component libraries set style attributes; scripts never run inline.

export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join('; ')

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
