import { Component, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { RemoteModule } from '@drawdesk/shell';
import { Button } from '@drawdesk/ui/button';
import { ProgressBar } from './layout/progress-bar.js';
import { remoteModule } from './runtime/remotes.js';
import { ShellMismatch } from './runtime/shell-version.js';

/** A remote that cannot be fetched or throws: an error page with Retry; the rest of the console keeps working. */
function RemoteFailed({ retry, mismatch }: { retry: () => void; mismatch?: ShellMismatch }) {
  const { t } = useTranslation();
  return (
    <section role="alert" style={{ padding: 48, textAlign: 'center' }}>
      <p>{t('exception.500')}</p>
      {mismatch && <p>{t('exception.shellVersion', { remote: mismatch.remote, needs: mismatch.needs, has: mismatch.has })}</p>}
      <Button onClick={retry}>{t('exception.retry')}</Button>
    </section>
  );
}

class Contain extends Component<{ retry: () => void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <RemoteFailed retry={this.props.retry} /> : this.props.children;
  }
}

/** Starts fetching a remote's code before its page renders (the guard has allowed it); a failure shows when the page does. */
export const preloadRemote = (owner: string) => remoteModule(owner).then(() => undefined);

/** Opens one page of a remote: its code is fetched now, the first time an allowed user opens it. */
export default function RemotePage({ owner, path }: { owner: string; path: string }) {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{ module?: RemoteModule; failed?: boolean; mismatch?: ShellMismatch }>({});
  useEffect(() => {
    let current = true;
    setState({});
    remoteModule(owner).then(
      (module) => current && setState({ module }),
      (error: unknown) => current && setState({ failed: true, mismatch: error instanceof ShellMismatch ? error : undefined }),
    );
    return () => {
      current = false;
    };
  }, [owner, attempt]);
  const retry = () => setAttempt((n) => n + 1);
  if (state.failed) return <RemoteFailed retry={retry} mismatch={state.mismatch} />;
  const Page = state.module?.pages[path];
  if (!state.module) return <ProgressBar />;
  if (!Page) return <RemoteFailed retry={retry} />;
  return (
    <Contain key={attempt} retry={retry}>
      <Suspense fallback={<ProgressBar />}>
        <Page />
      </Suspense>
    </Contain>
  );
}
