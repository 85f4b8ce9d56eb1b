import ky, { type KyInstance } from 'ky';
import { pathOf, type Endpoint, type EnvelopeOf } from '@drawdesk/contracts';

/** How the console tells the operator about failures (Semi toasts and a modal, provided by the host). */
export type Notifier = {
  /** A toast shown for `durationMs`. */
  error(message: string, durationMs: number): void;
  /** The one "login has expired" modal; called once however many requests fail meanwhile. */
  sessionExpired(): void;
};

export const ERROR_TOAST_MS = 5000;

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly data: unknown = null,
  ) {
    super(message);
  }
}

export type ApiClientOptions = {
  baseUrl: string;
  getToken: () => string | null;
  /** The viewer's language, sent as Accept-Language: the server says its messages (errors, refusals) in it. */
  getLanguage: () => string;
  notifier: Notifier;
  /** Fallback texts (translated by the host): `system error`, `request failed`. */
  messages: { system: string; failed: string };
};

export type CallOptions = {
  /** The caller shows its own messages (forms, the login page): no error toast. A 401 still ends the session with the one modal. */
  silent?: boolean;
  /** The call asks whether the session is still valid (the guard's `/user/info`): a 401 is its answer, not an expired session. */
  sessionCheck?: boolean;
};

/** An endpoint with path parameters (`/customer/remove/:id`) needs their values. */
export type ParamsOption<Params> = [Params] extends [never] ? { params?: never } : { params: Params };

/** The query string of a GET: the input's fields, as the browser encodes them (ky's searchParams). */
type Query = Record<string, string | number | boolean>;

const isEnvelope = (value: unknown): value is EnvelopeOf<unknown> =>
  typeof value === 'object' && value !== null && typeof (value as { success?: unknown }).success === 'boolean';

/**
 * The API client of every page: bearer header and the viewer's language, the data of the envelope on success, and the
 * console's error behaviour: a 5 s toast with the server's message (or `system error`), a 5 s
 * toast for transport failures (or `request failed`), and for a 401 a single session-expired modal.
 */
export function createApiClient(options: ApiClientOptions) {
  const http: KyInstance = ky.create({
    prefixUrl: options.baseUrl,
    throwHttpErrors: false,
    retry: 0,
    timeout: 30_000,
    hooks: {
      beforeRequest: [
        (request) => {
          const token = options.getToken();
          if (token) request.headers.set('authorization', `Bearer ${token}`);
          if (!request.headers.has('accept-language')) request.headers.set('accept-language', options.getLanguage());
        },
      ],
    },
  });
  let expiredShown = false;

  /**
   * Calls an endpoint: a GET sends `input` as its query string, any other method as its JSON body; the
   * endpoint's `:name` parts come from `how.params`.
   */
  async function call<In, Out, Params>(endpoint: Endpoint<In, Out, Params>, input: NoInfer<In>, how?: CallOptions & ParamsOption<NoInfer<Params>>): Promise<Out> {
    const call: CallOptions & { params?: unknown } = how ?? {};
    const get = endpoint.method === 'GET';
    let envelope: unknown;
    try {
      const response = await http(pathOf(endpoint, call.params as Record<string, string | number> | undefined).slice(1), {
        method: endpoint.method,
        searchParams: get ? (input as Query | undefined) : undefined,
        // A POST's body is an object even without input (as the server's POST routes expect); a DELETE without input sends none.
        json: get ? undefined : (input ?? (endpoint.method === 'POST' ? {} : undefined)),
      });
      envelope = await response.json().catch(() => undefined);
      if (!isEnvelope(envelope)) throw new ApiError(response.status, 'TRANSPORT', `${options.messages.failed} (${response.status})`);
    } catch (error) {
      if (error instanceof ApiError) throw fail(error, call);
      throw fail(new ApiError(0, 'TRANSPORT', (error as Error).message || options.messages.failed), call);
    }
    if (envelope.success) return envelope.data as Out;
    throw fail(new ApiError(envelope.status, envelope.code, envelope.message || options.messages.system, envelope.data), call);
  }

  /**
   * A file the server makes (a CSV export): the body as a blob on success; an error envelope fails like
   * any call (toast, or the expired-session modal). `query` repeats a key for each value of an array.
   */
  async function download(endpoint: Endpoint<unknown, string>, query: URLSearchParams, headers: Record<string, string>, call: CallOptions = {}): Promise<Blob> {
    let response: Response;
    try {
      response = await http(pathOf(endpoint).slice(1), { method: 'get', searchParams: query, headers, timeout: 300_000 });
    } catch (error) {
      throw fail(new ApiError(0, 'TRANSPORT', (error as Error).message || options.messages.failed), call);
    }
    if (response.ok) return response.blob();
    const envelope: unknown = await response.json().catch(() => undefined);
    if (isEnvelope(envelope)) throw fail(new ApiError(envelope.status, envelope.code, envelope.message || options.messages.system, envelope.data), call);
    throw fail(new ApiError(response.status, 'TRANSPORT', `${options.messages.failed} (${response.status})`), call);
  }

  function fail(error: ApiError, call: CallOptions): ApiError {
    if (error.status === 401 && options.getToken() && !call.sessionCheck) {
      if (!expiredShown) options.notifier.sessionExpired();
      expiredShown = true;
    } else if (!call.silent && !call.sessionCheck) {
      options.notifier.error(error.message, ERROR_TOAST_MS);
    }
    return error;
  }

  return {
    call,
    download,
    /** After a new login, a later 401 may show the modal again. */
    resetExpired: () => {
      expiredShown = false;
    },
  };
}
export type ApiClient = ReturnType<typeof createApiClient>;
