import fs from 'node:fs';
import { chromium, type Browser, type BrowserServer } from 'playwright-core';

/** Debian's Chromium (never a downloaded browser), with the flags this machine needs; playwright gives each launch a fresh profile. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The flags this machine's Chromium needs (no sandbox as root, no GPU) and that keep it from calling out. */
export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

export function checkChromium() {
  if (!fs.existsSync(CHROMIUM)) {
    throw new Error(`No Chromium at ${CHROMIUM}: install Debian's (apt-get install -y chromium), as the README's test command does`);
  }
}

export async function launch(): Promise<Browser> {
  checkChromium();
  return chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
}

/**
 * One Chromium for the whole run, started by the global setup: each test file connects to it (its contexts
 * are its own and close when it disconnects) instead of starting a browser of its own, 31 starts saved.
 */
export async function launchServer(): Promise<BrowserServer> {
  checkChromium();
  return chromium.launchServer({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
}

export const connect = (wsEndpoint: string): Promise<Browser> => chromium.connect(wsEndpoint);
