// Rebellion's board screens, English (the German is ../../de/rebellion/board.ts).
export default {}
