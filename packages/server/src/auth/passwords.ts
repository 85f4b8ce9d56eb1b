import { hash, verify } from '@node-rs/argon2';
import { COMMON_PASSWORDS } from './common-passwords.js';
import { invalid } from '../lib/errors.js';

// docs/promises.md#accounts-and-sessions: argon2id m = 19 MiB, t = 2, p = 1.
// algorithm 2 is Argon2id (the package's const enum cannot be imported under verbatimModuleSyntax).
const OPTIONS = { algorithm: 2, memoryCost: 19 * 1024, timeCost: 2, parallelism: 1 } as const;
// Each hash takes 19 MiB and ~15 ms of a core: at most four at once, the rest wait their turn.
const MAX_CONCURRENT = 4;

let running = 0;
const waiting: (() => void)[] = [];

async function limited<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_CONCURRENT) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
  try {
    return await work();
  } finally {
    running--;
    waiting.shift()?.();
  }
}

let hashed = 0;
/** How many hashes this process has computed: tests check that a refused request cost none. */
export const hashesComputed = () => hashed;

export const hashPassword = (password: string) =>
  limited(() => {
    hashed++;
    return hash(password, OPTIONS);
  });

export const verifyPassword = (passwordHash: string, password: string) =>
  limited(() => verify(passwordHash, password).catch(() => false));

/** Verifying against this keeps an unknown username as slow as a wrong password. */
let dummyHash: Promise<string> | undefined;
export const verifyAgainstNothing = async (password: string) => {
  dummyHash ??= hashPassword('drawdesk-no-such-user');
  await verifyPassword(await dummyHash, password);
  return false;
};

export const isCommonPassword = (password: string) => COMMON_PASSWORDS.has(password.toLowerCase());

/** A new password from the common list is refused on its field. */
export const refuseCommon = (field: string, password: string) => {
  if (isCommonPassword(password)) throw invalid(field, 'auth.commonPassword');
};
