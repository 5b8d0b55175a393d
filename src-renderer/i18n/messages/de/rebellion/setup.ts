// Rebellion's setup screens, German (same keys as ../../en/rebellion/setup.ts).
export default {}
