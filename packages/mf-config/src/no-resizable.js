// What the console's builds get for `react-resizable` (rspack.js, resolve.alias). Semi's Table imports it, and
// react-draggable with it (~8 kB brotli on every list page), for one feature the console does not use: columns
// the user resizes (`<Table resizable>`; no-resizable.test.js checks that no console code sets it).
export function Resizable() {
  throw new Error('Resizable table columns are left out of the console build (packages/mf-config/src/no-resizable.js)');
}
