import { type BookSettingsSave, settingBook, settingBookSave } from '@drawdesk/contracts';
import { api } from '@drawdesk/shell';

/** The book settings (docs/domain/orders.md#book-settings): read by everyone, changed by an Admin at the version read. */
export const readBookSettings = () => api().call(settingBook, undefined, { silent: true });
export const saveBookSettings = (body: BookSettingsSave) => api().call(settingBookSave, body, { silent: true });
