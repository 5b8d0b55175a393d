// Rebellion's setup screens, English (the German is ../../de/rebellion/setup.ts).
export default {}
