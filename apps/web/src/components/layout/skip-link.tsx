import { useTranslation } from 'react-i18next';
import classes from './layout.module.css';

export const MAIN_CONTENT_ID = 'main-content';

/** First stop of the Tab key: jumps over the top bar and the menu to the page itself. */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a className={classes.skipLink} href={`#${MAIN_CONTENT_ID}`}>
      {t('actions.skipToContent')}
    </a>
  );
}
