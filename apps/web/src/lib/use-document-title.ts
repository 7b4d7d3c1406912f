import { useEffect } from 'react';
import { SITE_NAME, SITE_TITLE } from '../config/site';

/** Sets the tab title to "{title} | Studio Hive", or the site's own title when none is given. */
export function useDocumentTitle(title?: string) {
  useEffect(() => {
    document.title = title ? `${title} | ${SITE_NAME}` : SITE_TITLE;
  }, [title]);
}
