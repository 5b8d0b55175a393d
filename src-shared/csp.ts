// The Content-Security-Policy, written once, always sent as a header: main sends it on every app://
// response of the desktop app; the renderer build writes it to content-security-policy.txt beside
// index.html, which scripts/serve-web.mjs sends on every response of `npm run web` (and the e2e
// tests'). Not a meta tag: Chromium holds back every early fetch of a page that has one until its
// parser reaches it, which delayed the start-up script by several milliseconds at every start.
// Inline styles stay allowed because Vue's transitions and component libraries set style
// attributes, and the first screen's stylesheet is written into index.html (vite.web.config.ts);
// scripts never run inline.

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

/** The policy as an HTTP header. */
export const CONTENT_SECURITY_POLICY = CSP_DIRECTIVES.join('; ')
