import type { EnvelopeOf, Report } from '@drawdesk/contracts';
import { reportFailureOf, type ReportFailure } from '../../model/report.js';

export type ReportAnswer = { report: Report } | { failure: ReportFailure };

/**
 * `GET /api/v1/report?token=`: a plain fetch, not the console's API client, so no session's bearer token
 * goes with it and no answer can raise the console's toasts or its "login has expired" modal.
 */
export async function fetchReport(token: string): Promise<ReportAnswer> {
  try {
    const response = await fetch(`/api/v1/report?${new URLSearchParams({ token })}`, { credentials: 'omit', cache: 'no-store' });
    const envelope = (await response.json().catch(() => null)) as EnvelopeOf<Report> | null;
    if (response.ok && envelope?.success) return { report: envelope.data };
    return { failure: reportFailureOf(envelope?.status ?? response.status) };
  } catch {
    return { failure: 'failed' };
  }
}
