/** The one error type of the package: a stable code for programs, a sentence for people. */
export class LotteryError extends Error {
  readonly code: string;

  constructor(code: string, message: string) {
    super(message);
    this.name = 'LotteryError';
    this.code = code;
  }
}
