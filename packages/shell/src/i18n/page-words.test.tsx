import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { createI18n, type Resources } from './i18n.js';
import { usePageWords } from './page-words.js';

const DESK: Resources = { 'zh-CN': { 'desk.title': '风控台' }, 'en-US': { 'desk.title': 'Risk desk' } };

function DeskPage() {
  usePageWords(DESK);
  const { t } = useTranslation();
  return <h1>{t('desk.title')}</h1>;
}

const render = (i18n: ReturnType<typeof createI18n>) =>
  renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <DeskPage />
    </I18nextProvider>,
  );

describe('usePageWords', () => {
  it('adds the page words before the page reads them, in both languages', () => {
    const i18n = createI18n('zh-CN');
    expect(i18n.exists('desk.title')).toBe(false);
    expect(render(i18n)).toBe('<h1>风控台</h1>');
    void i18n.changeLanguage('en-US');
    expect(i18n.t('desk.title')).toBe('Risk desk');
  });

  it('adds them to each i18n instance it renders under', () => {
    expect(render(createI18n('zh-CN'))).toBe('<h1>风控台</h1>');
    expect(render(createI18n('en-US'))).toBe('<h1>Risk desk</h1>');
  });
});
