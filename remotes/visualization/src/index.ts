// The host uses this remote through its exposed `./routes` only; this entry exists for the bundler.
export {};
