import { useTranslation } from 'react-i18next';
import { addResources, type Resources } from './i18n.js';

/** The i18n instances each page's words were added to (one per console; tests make their own). */
const addedTo = new WeakMap<Resources, WeakSet<object>>();

/**
 * A page's own words, added to the console's i18n as the page first renders, before anything in it reads
 * them: words only a page opened later shows (a desk, a settings page) come with that page's code instead of
 * with the remote's `./routes` module, which the remote's first page downloads. Both languages, like
 * `./routes`, so switching the language needs nothing more.
 */
export function usePageWords(resources: Resources): void {
  const { i18n } = useTranslation();
  const instances = addedTo.get(resources) ?? new WeakSet<object>();
  if (instances.has(i18n)) return;
  addResources(i18n, resources);
  addedTo.set(resources, instances.add(i18n));
}
