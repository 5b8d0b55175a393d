// The Content-Security-Policy, written once. Main sends it as a header on every app:// response and
// the renderer build writes it into index.html as a meta tag (the only CSP a plain browser gets from
// `npm run web`). Inline styles stay allowed because Vue's transitions and component libraries set
// style attributes; scripts never run inline.

const CSP_DIRECTIVES = [
  "default-src 'self'",
  "script-src 'self'",
  "worker-src 'self'", // the calculators' module workers, from the app's own files
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
] as const

/** Directives a browser ignores (and warns about) when the policy comes from a meta tag. */
const HEADER_ONLY = ['frame-ancestors', 'report-uri', 'sandbox']

/** The policy as an HTTP header. */
export const CONTENT_SECURITY_POLICY = CSP_DIRECTIVES.join('; ')

/** The same policy for `<meta http-equiv="Content-Security-Policy">`: the header's, minus what a meta tag cannot carry. */
export const META_CONTENT_SECURITY_POLICY = CSP_DIRECTIVES.filter(
  (d) => !HEADER_ONLY.includes(d.split(' ')[0] ?? ''),
).join('; ')
