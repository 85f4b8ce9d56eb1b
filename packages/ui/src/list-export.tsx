import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Endpoint } from '@drawdesk/contracts';
import { api, exportFileName, exportQueryOf } from '@drawdesk/shell';
import { Button } from '@drawdesk/ui/button';

/** Hands a downloaded file to the browser as `name`. */
function save(file: Blob, name: string) {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  // The browser has read the address once the click is handled.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

type Props = { list: string; endpoint: Endpoint<unknown, string>; filter: Record<string, unknown> };

/**
 * Export of the applied filter and sorting (`GET <endpoint>?<filter>`): a CSV in the viewer's language,
 * fetched with the session's token and saved as `<list>-<date>.csv`. A refusal comes as the server's toast.
 */
export function ExportButton({ list, endpoint, filter }: Props) {
  const { t, i18n } = useTranslation();
  const [busy, setBusy] = useState(false);
  async function download() {
    setBusy(true);
    try {
      save(await api().download(endpoint, exportQueryOf(filter), { 'accept-language': i18n.language }), exportFileName(list, new Date()));
    } catch {
      // The API client has shown why.
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button id={`${list}-export`} loading={busy} onClick={() => void download()}>
      {t('list.export')}
    </Button>
  );
}
