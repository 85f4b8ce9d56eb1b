import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { WORKPLACE } from '../model/guard.js';
import ExceptionPage from './exception.js';
import { HELP_TOPICS } from './help-topics.js';

/** `/help/:topic`: a short help page linked from the workplace. */
export default function HelpPage() {
  const { t } = useTranslation();
  const topic = HELP_TOPICS[useParams().topic ?? ''];
  if (!topic) return <ExceptionPage code="404" />;
  return (
    <article style={{ padding: 24, maxWidth: 720 }}>
      <h1>{t(topic.title)}</h1>
      {topic.lines.map((line) => (
        <p key={line}>{t(line)}</p>
      ))}
      <Link to={WORKPLACE}>{t('help.back')}</Link>
    </article>
  );
}
