// The browser module a left-out part of Semi is replaced with (semi-unused.js): rendering it is a build mistake.
export default function UnusedSemiPart() {
  throw new Error('This part of Semi is left out of the console build (packages/mf-config/src/semi-unused.js)');
}
