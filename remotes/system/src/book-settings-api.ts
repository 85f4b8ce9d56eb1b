import type { BookSettings, BookSettingsSave } from '@drawdesk/contracts';
import { api } from '@drawdesk/shell';

/** The book settings (docs/domain/orders.md#book-settings): read by everyone, changed by an Admin at the version read. */
export const readBookSettings = () => api().get<BookSettings>('/setting/book', { silent: true });
export const saveBookSettings = (body: BookSettingsSave) => api().post<BookSettings>('/setting/book', body, { silent: true });
