type Kind = 'success' | 'error' | 'info';

/**
 * A toast whose code (Semi's Toast) is fetched with the first one shown: the login route and the pages
 * behind it start without it. Pages that load Semi's Toast with their forms anyway use it directly.
 */
export function toast(kind: Kind, content: string, seconds?: number): void {
  void import('@drawdesk/ui/toast').then(({ Toast }) => Toast[kind](seconds === undefined ? content : { content, duration: seconds }));
}
